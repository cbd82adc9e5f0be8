// notes: __device__ calling a host function is a cicc-side error (20016); cudafe++ only checks the host direction and is silent
// tags: h_d_illegal_call, near-miss, device-side
int host_only(int x) { return x + 1; }

__device__ int dev(int x) { return host_only(x); }

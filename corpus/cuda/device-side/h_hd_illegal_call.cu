// notes: __host__ __device__ calling a host function: cicc warning 20011; cudafe++ alone is silent
// tags: h_hd_illegal_call, device-side
int host_helper(int x) { return x * 7; }

__host__ __device__ int hd(int x) { return host_helper(x); }

__global__ void k(int *p) { *p = hd(*p); }

// notes: __device__ calling a host function: cicc error 20016 (plus "identifier is undefined in device code"); cudafe++ alone reports nothing
// tags: h_d_illegal_call, device-side
int host_only(int x) { return x + 1; }

__device__ int dev(int x) { return host_only(x); }

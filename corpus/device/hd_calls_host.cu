// tags: device-side, h_hd_illegal_call
// notes: a __host__ __device__ function calls a host function: warning 20011 per call, exit 0
int host_only(int x);
__host__ __device__ int hd(int x) { return host_only(x) + host_only(x + 1); }

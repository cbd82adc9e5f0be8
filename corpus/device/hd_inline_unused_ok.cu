// tags: device-side, h_hd_illegal_call
// notes: near miss of hd_calls_host: an inline HD function that nothing uses is not compiled for the device
int host_only(int x);
__host__ __device__ inline int hd(int x) { return host_only(x); }

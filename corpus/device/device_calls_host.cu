// tags: device-side, h_d_illegal_call, undefined_device_identifier
// notes: a __device__ function calls a host function: cicc 20016 + 20068 at code generation (no source line)
int host_only(int x) { return x + 1; }
__device__ int dev(int x) { return host_only(x); }

// tags: device-side, host_var_read_in_device
int limit = 10;
__device__ int f(int x) { return x < limit ? x : 0; }

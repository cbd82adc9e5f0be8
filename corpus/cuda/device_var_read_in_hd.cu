// notes: reading a __device__ variable inside a __host__ __device__ function also gives warning 20091 (the host side of HD code is checked)
// tags: device_var_read_in_host, host-device
__device__ int limit = 10;

__host__ __device__ int get_limit() { return limit; }

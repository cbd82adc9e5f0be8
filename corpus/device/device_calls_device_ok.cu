// tags: device-side, h_d_illegal_call
// notes: near miss of device_calls_host: the callee is __host__ __device__
__host__ __device__ int both(int x) { return x + 1; }
__device__ int dev(int x) { return both(x); }

// tags: device-side, h_d_illegal_call, h_hd_illegal_call, undefined_device_identifier
// notes: inline and static functions are compiled for the device when referenced (even by host code only), in definition order
int h(int);
__host__ __device__ inline int a(int x) { return h(x); }
__device__ int b(int x) { return h(x); }
static __device__ int c(int x) { return h(x); }
__host__ __device__ inline int d(int x) { return h(x); }
__device__ int e(int x) { return d(x) + c(x); }
__host__ __device__ inline int unused(int x) { return h(x); }
int u(int x) { return a(x); }

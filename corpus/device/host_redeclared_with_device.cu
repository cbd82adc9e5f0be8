// tags: device-side, host_function_redeclared_with_device
__host__ int f(int);
__device__ int f(int x) { return x; }

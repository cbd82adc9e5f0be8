// tags: device-side, device_function_redeclared_with_host
__device__ int f(int);
__host__ int f(int x) { return x; }

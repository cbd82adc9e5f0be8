// tags: device-side, device_function_redeclared_without_device
__device__ int f(int);
int f(int x) { return x; }

// tags: device-side, device_function_redeclared_with_host
// notes: near miss of the redeclaration cases: the same space again
__device__ int f(int);
__device__ int f(int x) { return x; }

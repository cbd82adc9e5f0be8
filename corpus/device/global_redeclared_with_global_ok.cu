// tags: device-side, global_function_redeclared_without_global
// notes: near miss: the redeclaration repeats __global__
__global__ void k(int *p);
__global__ void k(int *p) { *p = 0; }

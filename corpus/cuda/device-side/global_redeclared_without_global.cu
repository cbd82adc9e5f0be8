// notes: a __global__ function redeclared without __global__: cicc error 20030; cudafe++ merges silently (body becomes a kernel)
// tags: global_function_redeclared_without_global, device-side, redeclaration
__global__ void g1();
void g1() {}

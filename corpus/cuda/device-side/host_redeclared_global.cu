// notes: a host function redeclared with __global__: cicc error "a __host__ function("h2") redeclared with __global__"; cudafe++ turns it into a kernel without a diagnostic
// tags: host_function_redeclared_with_global, device-side, redeclaration
void h2();
__global__ void h2() {}

// notes: __device__ function redeclared with __host__: cicc warning 20035 "hence treated as a __host__ __device__ function"; cudafe++ silently merges
// tags: device_function_redeclared_with_host, device-side, redeclaration
__device__ void d2();
__host__ void d2() {}

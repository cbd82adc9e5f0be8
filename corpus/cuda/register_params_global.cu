// notes: __nv_register_params__ on a __global__ function -> only 20202 (not enabled); 20204 is not reached
// tags: register_params_not_enabled, register_params_unsupported_function
__global__ __attribute__((nv_register_params)) void k(int x) {}

// notes: __nv_register_params__ is applied in attribute order with the execution spaces: 20202/20205 before or after 20046; on a host function also 20202
// tags: register_params_not_enabled, register_params_ellipsis_function, global_function_has_ellipsis
__attribute__((nv_register_params)) __global__ void k1(int x, ...) {}
__global__ __attribute__((nv_register_params)) void k2(int x, ...) {}
__attribute__((nv_register_params)) int h(int x) { return x; }
__nv_register_params__ __device__ int d3(int x);

// notes: __nv_register_params__ (nv_register_params attribute) is not enabled by default -> 20202; with ellipsis also 20205
// tags: register_params_not_enabled, register_params_ellipsis_function
__device__ __attribute__((nv_register_params)) int r1(int x) { return x; }
__device__ __attribute__((nv_register_params)) int r2(int x, ...) { return x; }

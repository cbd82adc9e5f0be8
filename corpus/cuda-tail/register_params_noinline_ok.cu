// notes: near miss of register_params_source_order: the other predefined attribute macro, __noinline__, is accepted (no 20202 register_params_not_enabled)
// tags: register_params_not_enabled, near-miss
__noinline__ __device__ int d2(int x) { return x; }
__global__ void k(int *p) { *p = d2(1); }

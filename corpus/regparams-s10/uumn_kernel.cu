// notes: full .cu with --uumn: a __device__ helper with __nv_register_params__ called from a kernel, and one on a host function (20204)
// tags: register_params_unsupported_function
// cudafe-extra-args: --uumn
__device__ __nv_register_params__ int scale(int x, int f) { return x * f; }
__nv_register_params__ int host_scale(int x) { return 2 * x; }
__global__ void k(int *p) { p[threadIdx.x] = scale(p[threadIdx.x], 3); }
int main() { int *p = nullptr; k<<<1, 32>>>(p); return host_scale(1); }

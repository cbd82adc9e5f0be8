// notes: a whole CUDA program whose [[nodiscard]] error-check wrapper result is dropped twice -> two #2809 warnings (one with a reason, #3000)
// tags: nodiscard, attributes, program
#include <cuda_runtime.h>

[[nodiscard]] static inline int check(cudaError_t e) { return e == cudaSuccess ? 0 : 1; }
[[nodiscard("synchronise before reading")]] static inline int sync() { return check(cudaDeviceSynchronize()); }

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

int main()
{
    int *d = nullptr;
    if (check(cudaMalloc((void **)&d, 32 * sizeof(int)))) return 1;
    fill<<<1, 32>>>(d, 7);
    sync();
    check(cudaFree(d));
    return 0;
}

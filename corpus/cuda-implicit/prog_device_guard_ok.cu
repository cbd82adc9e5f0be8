// tags: cuda-implicit
// notes: near miss whole program: the RAII helper is __host__ __device__, usable on both sides
#include <cuda_runtime.h>
struct ScopedFlag {
    __host__ __device__ ScopedFlag() {}
    __host__ __device__ ~ScopedFlag() {}
};
__global__ void kern(int *p) { ScopedFlag f; *p = 1; }
void host_side(int *p) { ScopedFlag f; kern<<<1, 1>>>(p); }

// tags: cuda-implicit
// notes: whole program: a device-only RAII helper mistakenly used in host code (dtor then ctor), used correctly in the kernel
#include <cuda_runtime.h>
struct ScopedFlag {
    __device__ ScopedFlag() {}
    __device__ ~ScopedFlag() {}
};
__global__ void kern(int *p) { ScopedFlag f; *p = 1; }
void host_side() { ScopedFlag f; }

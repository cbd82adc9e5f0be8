// notes: the host pass sees __CUDA_ARCH__ undefined: HD code may call host-only code on the #else path without errors
// tags: cuda_arch, near-miss, cross-space
#include <cstdio>
__device__ int dev_value() { return 1; }

__host__ __device__ int where_am_i()
{
#if defined(__CUDA_ARCH__)
    return dev_value();
#else
    std::printf("host\n");
    return 0;
#endif
}

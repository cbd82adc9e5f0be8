// notes: the host pass defines __CUDACC__ and __NVCC__ but not __CUDA_ARCH__; static_asserts check the macro environment
// tags: cuda_arch, predefined-macros
#ifndef __CUDACC__
#error "__CUDACC__ missing"
#endif
#ifdef __CUDA_ARCH__
#error "__CUDA_ARCH__ must not be defined in the host pass"
#endif
static_assert(__CUDACC_VER_MAJOR__ == 13, "CUDA 13 expected");
int ok = __NVCC__;

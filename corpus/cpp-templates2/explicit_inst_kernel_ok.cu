// tags: templates, explicit-instantiation, cuda
// notes: near miss of explicit_inst_kernel_call_error: the host template only does host work, the kernel is instantiated for two types
#include <cuda_runtime.h>
__device__ float scale(float x) { return 2.0f * x; }
template <class T> T host_twice(T v) { return v + v; }
template <class T> __global__ void kern(T *p) { p[threadIdx.x] = scale(p[threadIdx.x]); }
template __global__ void kern<float>(float *);
template __global__ void kern<double>(double *);
template float host_twice<float>(float);
int main() { float *p; cudaMalloc(&p, 32 * sizeof(float)); kern<<<1, 32>>>(p); cudaFree(p); return 0; }

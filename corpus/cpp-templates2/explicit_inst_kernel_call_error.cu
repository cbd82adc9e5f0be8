// tags: templates, explicit-instantiation, cuda, instantiation-context
// notes: a host template calling a __device__ function with a dependent argument: no error until the explicit instantiation, then 20007 with the context line
#include <cuda_runtime.h>
__device__ float scale(float x) { return 2.0f * x; }
template <class T> T host_scale(T v) { return scale(v); }
template <class T> __global__ void kern(T *p) { p[threadIdx.x] = scale(p[threadIdx.x]); }
template __global__ void kern<float>(float *);
template float host_scale<float>(float);
int main() { float *p = 0; kern<<<1, 32>>>(p); return cudaDeviceSynchronize(); }

// notes: __device__ and __host__ __device__ function templates called from device code and kernels, and a host template from host code; clean
// tags: template, phase1
#include <cuda_runtime.h>
template <class T> __device__ T clampv(T x, T lo, T hi) { return x < lo ? lo : (x > hi ? hi : x); }
template <class T> __host__ __device__ T lerp(T a, T b, T t) { return a + t * (b - a); }
template <class T> T host_scale(T x) { return x * 2; }
__global__ void k(float *p) { p[threadIdx.x] = clampv(lerp(p[0], p[1], 0.5f), 0.0f, 1.0f); }
__device__ int dv(int x) { return clampv(x, 0, 10); }
float h(float x) { return lerp(x, 1.0f, 0.25f) + host_scale(x); }

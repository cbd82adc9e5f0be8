// notes: inline PTX asm (laneid, add.cc), __launch_bounds__(256, 2), __restrict__, __ldg, __shfl_xor_sync butterfly
#include <cstdio>
#include <cuda_runtime.h>

__device__ __forceinline__ unsigned int laneid() {
  unsigned int id;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  return id;
}

__device__ __forceinline__ unsigned int add_u32(unsigned int a, unsigned int b) {
  unsigned int r;
  asm("add.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

__global__ void __launch_bounds__(256, 2) butterfly(const float *__restrict__ in, float *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? __ldg(&in[i]) : 0.0f;
  for (int m = 16; m >= 1; m /= 2) v += __shfl_xor_sync(0xffffffffu, v, m);
  if (laneid() == 0 && i < n) out[i / 32] = v + (float)add_u32(1u, 2u);
}

int main() {
  const int n = 4096;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n / 32 * sizeof(float));
  butterfly<<<n / 256, 256>>>(in, out, n);
  cudaDeviceSynchronize();
  return 0;
}

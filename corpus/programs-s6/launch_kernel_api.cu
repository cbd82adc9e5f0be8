// notes: cudaLaunchKernel with a void* argument array, cudaFuncSetAttribute, cudaFuncGetAttributes
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float *p, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= s;
}

int main() {
  int n = 1024;
  float s = 3.0f;
  float *p;
  cudaMalloc(&p, n * sizeof(float));
  void *args[] = {&p, &s, &n};
  cudaFuncSetAttribute(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 0);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, scale);
  cudaLaunchKernel((const void *)scale, dim3(n / 256), dim3(256), args, 0, 0);
  cudaDeviceSynchronize();
  printf("regs=%d\n", attr.numRegs);
  cudaFree(p);
  return 0;
}

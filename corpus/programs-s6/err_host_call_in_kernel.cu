// notes: user error: calling a host function (and printf-like helper) from a kernel
#include <cstdio>
#include <cuda_runtime.h>

float host_scale(float x) { return x * 2.0f; }

__global__ void k(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = host_scale(p[i]);
}

int main() {
  float *d;
  cudaMalloc(&d, 256 * sizeof(float));
  k<<<1, 256>>>(d, 256);
  cudaDeviceSynchronize();
  return 0;
}

// notes: printf and assert in device code, __FILE__/__LINE__, cudaDeviceSynchronize error path
#include <cstdio>
#include <cassert>
#include <cuda_runtime.h>

__global__ void check_positive(const int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    if (v[i] < 0) printf("[%s:%d] block %d thread %d: negative value %d\n", __FILE__, __LINE__, blockIdx.x, threadIdx.x, v[i]);
    assert(v[i] >= 0);
  }
}

int main() {
  int h[8] = {1, 2, 3, -4, 5, 6, 7, 8};
  int *d;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  check_positive<<<1, 8>>>(d, 8);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) printf("kernel failed: %s (%s)\n", cudaGetErrorString(e), cudaGetErrorName(e));
  cudaFree(d);
  return e == cudaSuccess ? 0 : 1;
}

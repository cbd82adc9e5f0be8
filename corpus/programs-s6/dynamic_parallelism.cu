// nvcc-options: -rdc=true
// notes: dynamic parallelism: a kernel launching a child kernel, device-side cudaGetLastError
#include <cstdio>
#include <cuda_runtime.h>

__global__ void child(int *data, int depth) {
  data[threadIdx.x] += depth;
}

__global__ void parent(int *data, int max_depth) {
  if (threadIdx.x == 0) {
    for (int d = 1; d <= max_depth; ++d) {
      child<<<1, 32>>>(data, d);
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) printf("child launch failed %d\n", (int)e);
  }
}

int main() {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  cudaMemset(d, 0, 32 * sizeof(int));
  parent<<<1, 1>>>(d, 3);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}

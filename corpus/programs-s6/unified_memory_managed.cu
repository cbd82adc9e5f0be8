// notes: unified memory: __managed__ variable, cudaMallocManaged, prefetch, host and device touching the same data
#include <cstdio>
#include <cuda_runtime.h>

__managed__ int counter = 0;

__global__ void add_one(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[i] += 1.0f;
    atomicAdd(&counter, 1);
  }
}

int main() {
  const int n = 1 << 16;
  float *x = nullptr;
  cudaMallocManaged(&x, n * sizeof(float));
  for (int i = 0; i < n; ++i) x[i] = float(i);
  int dev = 0;
  cudaGetDevice(&dev);
  cudaMemLocation loc;
  loc.type = cudaMemLocationTypeDevice;
  loc.id = dev;
  cudaMemPrefetchAsync(x, n * sizeof(float), loc, 0, 0);
  add_one<<<(n + 255) / 256, 256>>>(x, n);
  cudaDeviceSynchronize();
  printf("counter=%d x[10]=%f\n", counter, x[10]);
  counter = 0;
  cudaFree(x);
  return 0;
}

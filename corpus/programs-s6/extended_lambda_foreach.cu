// nvcc-options: --extended-lambda
// notes: extended __device__ lambdas passed to a generic for_each kernel
#include <cstdio>
#include <cuda_runtime.h>

template <typename F>
__global__ void for_each_index(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}

int main() {
  const int n = 1000;
  float *a;
  cudaMalloc(&a, n * sizeof(float));
  float scale = 0.5f;
  for_each_index<<<(n + 127) / 128, 128>>>(n, [=] __device__(int i) { a[i] = i * scale; });
  for_each_index<<<(n + 127) / 128, 128>>>(n, [a] __host__ __device__(int i) { a[i] += 1.0f; });
  cudaDeviceSynchronize();
  cudaFree(a);
  printf("done\n");
  return 0;
}

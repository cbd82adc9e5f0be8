// nvcc-options: -std=c++20
// notes: C++20 user code: concepts constraining a kernel template, consteval-free constexpr, designated initialisers
#include <concepts>
#include <cstdio>
#include <cuda_runtime.h>

template <typename T>
concept Arithmetic = std::integral<T> || std::floating_point<T>;

template <Arithmetic T>
__global__ void fill(T *p, int n, T v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

struct Config {
  int n;
  int threads;
};

int main() {
  Config c{.n = 1024, .threads = 128};
  float *p;
  cudaMalloc(&p, c.n * sizeof(float));
  fill<<<c.n / c.threads, c.threads>>>(p, c.n, 1.5f);
  cudaDeviceSynchronize();
  printf("%d\n", c.n);
  return 0;
}

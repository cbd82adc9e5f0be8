// nvcc-options: -std=c++20
// notes: a small real-ish C++20 CUDA program: a point type with defaulted comparisons, a kernel, <compare> and host code ordering results
// tags: cxx20, operators, program
#include <cuda_runtime.h>
#include <compare>
#include <cstdio>

struct Pt {
  int x, y;
  friend bool operator==(const Pt &, const Pt &) = default;
};

__global__ void scale(int *v, int n, int f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= f;
}

int main() {
  int *d = nullptr;
  cudaMalloc(&d, 16 * sizeof(int));
  scale<<<1, 16>>>(d, 16, 3);
  cudaDeviceSynchronize();
  cudaFree(d);
  Pt a{1, 2}, b{1, 2};
  std::printf("%d\n", a == b ? 1 : 0);
  return 0;
}

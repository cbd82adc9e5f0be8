// notes: user errors: undeclared identifier, wrong argument type, missing return value
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

int compute(int n) {
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  fill<<<(n + 255) / 256, 256>>>(d, n, valu);
  float *f = d;
  cudaFree(d);
  return;
}

int main() { return compute(10); }

// notes: common warnings in user code: unused variable, set but never used, sign comparison, narrowing in a kernel launch argument
#include <cstdio>
#include <cuda_runtime.h>

__global__ void k(float *p, unsigned n) {
  int unused_in_kernel;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = 1.0;
}

int main() {
  int set_only = 0;
  set_only = 5;
  float *d;
  double scale = 2.5;
  cudaMalloc(&d, 100 * sizeof(float));
  k<<<1, 128>>>(d, scale);
  for (unsigned i = 0; i < 10; ++i) {
    if (i == -1) printf("never\n");
  }
  return 0;
}

// notes: user errors: initialiser on a __shared__ variable, __shared__ at namespace scope used from host, address of a __device__ var on host
#include <cuda_runtime.h>

__device__ int counter;

__global__ void k(int *out) {
  __shared__ int tile = 0;
  tile += threadIdx.x;
  out[threadIdx.x] = tile;
}

int main() {
  int *p = &counter;
  int *d;
  cudaMalloc(&d, 128);
  k<<<1, 32>>>(d);
  return *p;
}

// nvcc-options: -rdc=true
// notes: separate compilation: extern __device__ function and variable declared here, defined elsewhere
#include <cuda_runtime.h>

extern __device__ float scale_factor;
extern __device__ float apply_scale(float x);

__global__ void scale_all(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = apply_scale(p[i]) + scale_factor;
}

int main() {
  float *p;
  cudaMalloc(&p, 64 * sizeof(float));
  scale_all<<<1, 64>>>(p, 64);
  cudaDeviceSynchronize();
  return 0;
}

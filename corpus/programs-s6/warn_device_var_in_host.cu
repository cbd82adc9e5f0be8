// notes: user mistake: reading a __device__ variable directly in host code (warning), unused variable
#include <cstdio>
#include <cuda_runtime.h>

__device__ int d_flag;
__constant__ float d_coeffs[4];

__global__ void set_flag() { d_flag = 1; }

int main() {
  set_flag<<<1, 1>>>();
  cudaDeviceSynchronize();
  int unused = 3;
  if (d_flag) printf("flag set\n");
  float c = d_coeffs[0];
  printf("%f\n", c);
  return 0;
}

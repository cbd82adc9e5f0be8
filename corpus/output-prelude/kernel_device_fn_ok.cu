// notes: a kernel calling a device function, launched from host code (cuda_runtime.h prelude); the host output re-prints the whole prelude
// tags: output prelude
#include <cuda_runtime.h>
__device__ int twice(int x) { return 2 * x; }
__global__ void k(int *p, int n) { int i = threadIdx.x; if (i < n) p[i] = twice(i); }
int main() {
  int *d = 0;
  cudaMalloc(&d, 16 * sizeof(int));
  k<<<1, 16>>>(d, 16);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}

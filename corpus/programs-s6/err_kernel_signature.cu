// notes: user errors around kernels: non-void return, kernel called without configuration, launch arg count
#include <cuda_runtime.h>

__global__ int bad_kernel(int *p) { return p[0]; }

__global__ void good_kernel(int *p, int v) { p[threadIdx.x] = v; }

void run(int *d) {
  good_kernel(d, 1);
  good_kernel<<<1, 32>>>(d);
}

int main() {
  int *d = nullptr;
  run(d);
  return 0;
}

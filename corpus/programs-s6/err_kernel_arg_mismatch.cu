// notes: user errors: kernel launched with an argument of the wrong type, and too many arguments
#include <cuda_runtime.h>

struct Params { int n; float *data; };

__global__ void k(Params p, float scale) {
  int i = threadIdx.x;
  if (i < p.n) p.data[i] *= scale;
}

int main() {
  float *d;
  cudaMalloc(&d, 64 * sizeof(float));
  Params p{64, d};
  k<<<1, 64>>>(d, 2.0f);
  k<<<1, 64>>>(p, 2.0f, 3);
  return 0;
}

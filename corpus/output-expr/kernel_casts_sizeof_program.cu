// notes: a whole program whose host side uses casts, sizeof, floating literals and enumerators
// tags: output, prelude
#include <cuda_runtime.h>
enum Mode { Plain, Scaled = 4, Shifted = Scaled * 2 + 1 };
__global__ void scale(float *p, int n, float k) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) p[i] = p[i] * k + 0.5f;
}
int launch(float *p, int n, Mode m) {
  unsigned long bytes = sizeof(float) * n;
  float k = m == Scaled ? 2.0f : 1.0f;
  int blocks = (int)((n + 255) / 256);
  scale<<<blocks, 256>>>(p, n, k);
  return (int)bytes + (m == Shifted ? 1 : 0);
}

// notes: user error: missing semicolon after a struct and an unbalanced parenthesis
#include <cuda_runtime.h>

struct Params {
  int n;
  float scale;
}

__global__ void k(Params p, float *out) {
  int i = threadIdx.x;
  if (i < p.n) out[i] = p.scale * (i + 1;
}

int main() { return 0; }

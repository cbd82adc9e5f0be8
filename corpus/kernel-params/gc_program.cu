// tags: kernel-params
// notes: whole program: a kernel taking a struct by __grid_constant__, launched from host code
#include <cuda_runtime.h>
struct Params { int n; float scale; };
__global__ void scale(const __grid_constant__ Params p, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n) out[i] *= p.scale;
}
int main() {
  Params p{16, 2.0f};
  float *d = nullptr;
  cudaMalloc(&d, 16 * sizeof(float));
  scale<<<1, 16>>>(p, d);
  cudaFree(d);
  return 0;
}

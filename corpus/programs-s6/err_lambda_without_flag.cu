// notes: user error: a __device__ lambda without --extended-lambda, passed to a kernel template
#include <cuda_runtime.h>

template <typename F>
__global__ void apply(F f, int *p) { p[threadIdx.x] = f(threadIdx.x); }

int main() {
  int *p;
  cudaMalloc(&p, 32 * sizeof(int));
  apply<<<1, 32>>>([] __device__(int i) { return i * 2; }, p);
  return 0;
}

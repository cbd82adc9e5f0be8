// notes: __managed__ variable and a kernel template instantiated from host code
// tags: output prelude managed template
#include <cuda_runtime.h>
__managed__ int counter;
template <class T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
int main() {
  float *d = 0;
  cudaMalloc(&d, 32 * sizeof(float));
  fill<<<1, 32>>>(d, 1.0f);
  cudaDeviceSynchronize();
  return counter;
}

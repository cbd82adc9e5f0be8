// notes: std::vector<int> host buffer copied to the device; clean in the reference.
#include <cuda_runtime.h>
#include <vector>
__global__ void k(int *p) { p[threadIdx.x] += 1; }
int main() {
  int n = 16;
  int *d;
  std::vector<int> h(n);
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  k<<<1, n>>>(d);
  cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return (int)h.size();
}

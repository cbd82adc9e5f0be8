// notes: host-side STL around a kernel: vector, sort with a lambda, accumulate, iostream output, string
#include <algorithm>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>
#include <cuda_runtime.h>

__global__ void negate(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = -p[i];
}

int main() {
  std::vector<int> v(512);
  std::iota(v.begin(), v.end(), 0);
  int *d = nullptr;
  cudaMalloc(&d, v.size() * sizeof(int));
  cudaMemcpy(d, v.data(), v.size() * sizeof(int), cudaMemcpyHostToDevice);
  negate<<<2, 256>>>(d, static_cast<int>(v.size()));
  cudaMemcpy(v.data(), d, v.size() * sizeof(int), cudaMemcpyDeviceToHost);
  std::sort(v.begin(), v.end(), [](int a, int b) { return a < b; });
  long sum = std::accumulate(v.begin(), v.end(), 0L);
  std::string label = "sum";
  std::cout << label << " = " << sum << std::endl;
  cudaFree(d);
  return sum == -130816 ? 0 : 1;
}

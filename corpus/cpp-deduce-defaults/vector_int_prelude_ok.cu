// notes: std::vector<int> with the CUDA runtime prelude: is_nothrow_default_constructible's __is_complete_or_unbounded needs default template arguments in deduction.
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
__global__ void k(int *p) { *p = 1; }
int main() {
  std::vector<int> v(4, 1);
  std::sort(v.begin(), v.end());
  int *d = 0;
  k<<<1, 1>>>(d);
  return (int)v.size();
}

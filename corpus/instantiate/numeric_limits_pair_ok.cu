// notes: numeric_limits<float>::max() (an explicit specialisation) and std::pair in host code next to a kernel; clean.
#include <cuda_runtime.h>
#include <limits>
#include <utility>
__global__ void k(float *p) { *p = 1.0f; }
int main() {
  float m = std::numeric_limits<float>::max();
  std::pair<int, float> pr(1, 2.0f);
  return (int)(m > 0) + pr.first;
}

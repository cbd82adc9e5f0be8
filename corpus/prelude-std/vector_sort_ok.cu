// notes: <vector>/<algorithm> used ordinarily in host code next to a kernel; expected clean
// tags: prelude, libstdc++, vector, algorithm
#include <vector>
#include <algorithm>
__global__ void k(int *p) { *p = 1; }
int host(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[0];
}

// notes: <string>/<map> in host code: insertion, lookup, size; expected clean
// tags: prelude, libstdc++, string, map
#include <string>
#include <map>
__global__ void k(float *p) { p[threadIdx.x] *= 2.0f; }
int count(const std::map<std::string, int> &m, const std::string &key) {
  auto it = m.find(key);
  return it == m.end() ? 0 : it->second;
}

// notes: a misspelled std algorithm (std::sortt) after <algorithm>: undefined name in namespace std
// tags: prelude, libstdc++, algorithm, error
#include <vector>
#include <algorithm>
__global__ void k(int *p) { *p = 1; }
void host(std::vector<int> &v) { std::sortt(v.begin(), v.end()); }

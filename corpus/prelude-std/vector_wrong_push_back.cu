// notes: a std::vector<int> given a pointer in push_back: no conversion (error near std usage)
// tags: prelude, libstdc++, vector, error
#include <vector>
__global__ void k(int *p) { *p = 1; }
void host(std::vector<int> &v, int *q) { v.push_back(q); }

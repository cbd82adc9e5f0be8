// notes: thrust included and used; the user's own error next to it: undefined identifier in main (#20)
// tags: prelude-cccl, thrust
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
int main() {
  thrust::device_vector<int> v(4, 1);
  int s = thrust::reduce(v.begin(), v.end());
  return s - undeclared_total;
}

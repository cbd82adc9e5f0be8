// notes: a __device__ function and a kernel using trait values and member types of instantiated classes; clean.
#include <cuda_runtime.h>
#include <type_traits>
__device__ int twice(std::remove_const<const int>::type v) { return 2 * v; }
__global__ void k(int *p) {
  std::make_unsigned<int>::type u = 3u;
  *p = twice((int)u) + std::is_same<int, int>::value + std::integral_constant<int, 7>::value;
}
int main() { return 0; }

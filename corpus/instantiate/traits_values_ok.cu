// notes: integral_constant / true_type / is_integral / remove_const used as values and types in host code of a .cu with a kernel (instantiated classes, static constexpr members); clean in the reference.
#include <cuda_runtime.h>
#include <type_traits>
__global__ void k(int *p) { *p = 1; }
int main() {
  constexpr int v = std::integral_constant<int, 3>::value;
  std::true_type t;
  bool b = std::is_integral<int>::value;
  typedef std::remove_const<const int>::type T;
  T x = 2;
  return v + b + x;
}

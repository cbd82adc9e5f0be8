// notes: a kernel whose body uses a trait of its parameter type (non-template kernel; instantiation from device code); clean.
#include <cuda_runtime.h>
#include <type_traits>
__global__ void k(int *p) {
  std::remove_pointer<int *>::type v = 3;
  *p = v + std::is_pointer<int *>::value;
}
int main() { return 0; }

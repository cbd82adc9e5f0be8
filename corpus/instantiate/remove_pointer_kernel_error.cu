// notes: near miss of remove_pointer_kernel_ok: the trait's member type is int, so initialising it with a pointer is an error (#144).
#include <cuda_runtime.h>
#include <type_traits>
__global__ void k(int *p) {
  std::remove_pointer<int *>::type v = p;
  *p = v;
}
int main() { return 0; }

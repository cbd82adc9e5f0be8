// tags: misc, zero_size_par_not_allowed
// notes: a struct of only a zero-length array has size 0: 3669 for a kernel and a device function taking it by value, not for a pointer or a host function
#include <cuda_runtime.h>
struct Z { int a[0]; };
struct NZ { int n; int a[0]; };
__global__ void k(Z z) {}
__device__ void d(Z z) {}
__global__ void kp(Z *z, NZ nz) {}
void h(Z z) {}

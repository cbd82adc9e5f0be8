// notes: struct with a zero-length array (GNU) passed by value to a kernel and to a device function -> 20212 twice
// tags: zero_size_par_not_allowed
struct Z { int a[0]; };

__global__ void z1(Z z) {}
__device__ void z3(Z z) {}

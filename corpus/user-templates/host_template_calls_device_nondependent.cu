// notes: a non-dependent call of a __device__ function inside a host function template is reported at definition (20007, caller printed as the bare template name), without any instantiation
// tags: template, d_h_illegal_call, phase1
#include <cuda_runtime.h>
__device__ int dev(int x) { return x; }
template <class T> T th(T t) { return t + dev(1); }

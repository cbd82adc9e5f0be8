// notes: __global__ calling a host function: cicc error 20018; cudafe++ alone is silent
// tags: h_g_illegal_call, device-side
#include <cstdlib>
__global__ void k(int *p) { p[0] = std::rand(); }

// nvcc-options: -rdc=true --expt-relaxed-constexpr
// tags: selftest, cu
// notes: nvcc options reach the argv (--device-c, --relaxed_constexpr); a CUDA error in a .cu
#include <cuda_runtime.h>
int host_only() { return 1; }
__global__ int k(int *p) { return host_only(); }

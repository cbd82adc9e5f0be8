// notes: cuda::std::chrono::seconds initialised from a pointer: no suitable constructor
// tags: prelude, libcu++, chrono, error
#include <cuda_runtime.h>
#include <cuda/std/chrono>
__global__ void k(int *p) { *p = 1; }
void host(int *q) { cuda::std::chrono::seconds s(q); (void)s; }

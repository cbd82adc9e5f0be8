// notes: std::error_code from <system_error> in host code next to a kernel (system_error:201 census wall)
// tags: prelude, libstdc++, system_error
#include <cuda_runtime.h>
#include <system_error>
__global__ void k(int *p) { *p = 1; }
int host() { std::error_code ec; return ec.value(); }

// notes: std::error_code has no member named valu (typo): error after <system_error>
// tags: prelude, libstdc++, system_error, error
#include <cuda_runtime.h>
#include <system_error>
__global__ void k(int *p) { *p = 1; }
int host() { std::error_code ec; return ec.valu(); }

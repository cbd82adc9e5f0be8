// notes: make_error_code(std::errc) and comparison of error codes
// tags: prelude, libstdc++, system_error
#include <cuda_runtime.h>
#include <system_error>
__global__ void k(int *p) { *p = 1; }
bool host() { std::error_code a = std::make_error_code(std::errc::invalid_argument); return a == std::errc::invalid_argument; }

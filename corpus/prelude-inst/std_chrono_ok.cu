// notes: std::chrono duration arithmetic on the host next to a kernel
// tags: prelude, libstdc++, chrono
#include <cuda_runtime.h>
#include <chrono>
__global__ void k(int *p) { *p = 1; }
long host() { std::chrono::seconds s(3); std::chrono::milliseconds ms = s; return (ms + std::chrono::milliseconds(1)).count(); }

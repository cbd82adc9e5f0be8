// notes: std::chrono::seconds from milliseconds needs duration_cast (no implicit lossy conversion)
// tags: prelude, libstdc++, chrono, error
#include <cuda_runtime.h>
#include <chrono>
__global__ void k(int *p) { *p = 1; }
long host() { std::chrono::milliseconds ms(1500); std::chrono::seconds s = ms; return s.count(); }

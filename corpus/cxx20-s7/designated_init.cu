// nvcc-options: -std=c++20
// notes: C++20 designated initialisers of an aggregate in host code and in a kernel; expected clean
// tags: cxx20, aggregate
#include <cuda_runtime.h>
struct Config { int blocks; int threads; float scale; };
__global__ void k(float *p, Config c) { p[threadIdx.x] *= c.scale; }
int main() {
    Config c{.blocks = 1, .threads = 32, .scale = 2.0f};
    Config d = {.blocks = 2};
    float *p = nullptr;
    k<<<c.blocks, c.threads>>>(p, c);
    return d.threads;
}

// nvcc-options: -std=c++20
// notes: an ordinary type error in a kernel of a C++20 TU with cuda_runtime.h: the prelude no longer hides it behind a gap
// tags: cxx20, invalid
#include <cuda_runtime.h>
__global__ void k(int *p) {
    p = 1;
}
int main() { return 0; }

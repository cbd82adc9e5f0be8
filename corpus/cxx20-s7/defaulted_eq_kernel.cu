// nvcc-options: -std=c++20
// notes: a defaulted operator== on a class with scalar members used in host code next to a kernel, with == and a rewritten !=; plus a use of an undeclared name to check diagnostics still flow
// tags: cxx20, comparison, invalid
#include <cuda_runtime.h>
struct Dim { unsigned x, y; float w; const char *tag;
    constexpr bool operator==(const Dim &) const = default; };
__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }
int main() {
    Dim a{1, 2, 0.5f, nullptr}, b = a;
    if (a == b && !(a != b)) return undeclared_name;
    return 0;
}

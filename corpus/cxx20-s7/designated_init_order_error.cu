// nvcc-options: -std=c++20
// notes: designators out of declaration order are an error in C++20
// tags: cxx20, aggregate, invalid
#include <cuda_runtime.h>
struct P { int x; int y; };
int main() {
    P p{.y = 1, .x = 2};
    return p.x;
}

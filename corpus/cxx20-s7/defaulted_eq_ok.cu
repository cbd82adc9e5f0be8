// nvcc-options: -std=c++20
// notes: a defaulted member operator== and a rewritten != through it; expected clean
// tags: cxx20, comparison
#include <cuda_runtime.h>
struct P {
    int x, y;
    bool operator==(const P &) const = default;
};
bool differ(const P &a, const P &b) { return a != b; }
int main() { P a{1, 2}, b{1, 2}; return differ(a, b) ? 1 : 0; }

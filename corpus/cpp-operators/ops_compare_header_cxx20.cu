// nvcc-options: -std=c++20
// notes: <compare> in C++20: the comparison-category constants (inline constexpr static members defined outside their class) and friend operator<=> in the prelude; the user code uses none of it
// tags: cxx20, operators, prelude
#include <compare>
__global__ void k(int *p) { *p = 1; }
int main() { return 0; }

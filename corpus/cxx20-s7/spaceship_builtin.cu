// nvcc-options: -std=c++20
// notes: built-in three-way comparison on integers, floating values and pointers, then rewritten relational/equality uses of the comparison categories; expected clean
// tags: cxx20, spaceship
#include <cuda_runtime.h>
#include <compare>
bool lt(int a, int b) { return (a <=> b) < 0; }
bool ge(long a, long b) { return (a <=> b) >= 0; }
bool unordered(double a, double b) { auto c = a <=> b; return c != 0 && !(c < 0) && !(c > 0); }
bool same(const int *p, const int *q) { return (p <=> q) == 0; }
std::strong_ordering order(unsigned a, unsigned b) { return a <=> b; }
__global__ void k(int *p) { p[threadIdx.x] = 0; }
int main() { return lt(1, 2) && ge(3, 3) && !unordered(1.0, 2.0) ? 0 : 1; }

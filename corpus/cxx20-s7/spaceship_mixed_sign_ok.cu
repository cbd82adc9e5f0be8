// nvcc-options: -std=c++20
// notes: <=> of mixed signedness that does not narrow: a long against an unsigned int (LP64: long holds every value), a non-negative constant against an unsigned; expected clean
// tags: cxx20, spaceship
#include <cuda_runtime.h>
#include <compare>
bool f(long a, unsigned b) { return (a <=> b) < 0; }
bool g(unsigned b) { return (b <=> 3) > 0 && (7 <=> b) != 0; }
int main() { return f(1, 2u) && g(4u) ? 0 : 1; }

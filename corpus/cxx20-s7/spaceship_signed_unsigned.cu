// nvcc-options: -std=c++20
// notes: <=> between signed and unsigned operands narrows (ill-formed); cufe leaves it a gap
// tags: cxx20, invalid, spaceship
#include <cuda_runtime.h>
#include <compare>
bool f(int a, unsigned b) { return (a <=> b) < 0; }
int main() { return 0; }

// nvcc-options: -std=c++20
// notes: <=> between an integer and a pointer is ill-formed; cufe must not accept it silently
// tags: cxx20, invalid, spaceship
#include <cuda_runtime.h>
#include <compare>
bool f(int a, int *p) { return (a <=> p) < 0; }
int main() { return 0; }

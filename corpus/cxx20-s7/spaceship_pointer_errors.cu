// nvcc-options: -std=c++20
// notes: <=> between arithmetic values and object pointers, both orders: error #42 each
// tags: cxx20, invalid, spaceship
#include <cuda_runtime.h>
#include <compare>
bool f(double d, const char *s) { return (s <=> d) < 0; }
bool g(long n, int *p) { return (n <=> p) > 0; }
int main() { return 0; }

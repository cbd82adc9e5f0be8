// nvcc-options: -std=c++20
// notes: a consteval function called in constant contexts only; expected clean
// tags: cxx20, consteval
#include <cuda_runtime.h>
consteval int sq(int n) { return n * n; }
constexpr int N = sq(4);
int arr[sq(3)];
__global__ void k(int *p) { p[threadIdx.x] = N; }
int main() { static_assert(sq(2) == 4); return 0; }

// notes: struct with static __device__ member functions, constexpr static data, nested types, device recursion
#include <cstdio>
#include <cuda_runtime.h>

struct MathUtil {
  static constexpr int kMaxDepth = 8;
  struct Pair { int a, b; };
  __device__ static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
  __host__ __device__ static Pair ordered(int a, int b) { return a < b ? Pair{a, b} : Pair{b, a}; }
  __device__ static unsigned long long fact(int n) { return n <= 1 ? 1ull : n * fact(n - 1); }
};

__global__ void work(const int *a, const int *b, int *g, unsigned long long *f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    MathUtil::Pair p = MathUtil::ordered(a[i], b[i]);
    g[i] = MathUtil::gcd(p.b, p.a);
    f[i] = MathUtil::fact(i % MathUtil::kMaxDepth);
  }
}

int main() {
  const int n = 256;
  int *a, *b, *g;
  unsigned long long *f;
  cudaMalloc(&a, n * sizeof(int));
  cudaMalloc(&b, n * sizeof(int));
  cudaMalloc(&g, n * sizeof(int));
  cudaMalloc(&f, n * sizeof(unsigned long long));
  work<<<1, n>>>(a, b, g, f, n);
  MathUtil::Pair p = MathUtil::ordered(3, 2);
  printf("%d %d\n", p.a, p.b);
  return 0;
}

// notes: <type_traits> dispatch in templates: enable_if, is_floating_point, conditional, static_assert, constexpr if
#include <cstdio>
#include <type_traits>
#include <cuda_runtime.h>

template <typename T>
__device__ typename std::enable_if<std::is_floating_point<T>::value, T>::type safe_div(T a, T b) {
  return b == T(0) ? T(0) : a / b;
}

template <typename T>
__device__ typename std::enable_if<std::is_integral<T>::value, T>::type safe_div(T a, T b) {
  return b == 0 ? 0 : a / b;
}

template <typename T>
struct Accum {
  using type = typename std::conditional<sizeof(T) < 8, double, long double>::type;
};

template <typename T>
__global__ void divide(const T *a, const T *b, T *c, int n) {
  static_assert(std::is_arithmetic<T>::value, "arithmetic types only");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = safe_div(a[i], b[i]);
}

template <typename T>
void run(int n) {
  T *a, *b, *c;
  cudaMalloc(&a, n * sizeof(T));
  cudaMalloc(&b, n * sizeof(T));
  cudaMalloc(&c, n * sizeof(T));
  divide<T><<<(n + 127) / 128, 128>>>(a, b, c, n);
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
}

int main() {
  run<float>(100);
  run<int>(100);
  typename Accum<float>::type acc = 0;
  printf("%f\n", (double)acc);
  return 0;
}

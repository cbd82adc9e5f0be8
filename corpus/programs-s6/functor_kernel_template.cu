// notes: generic transform kernel templated on a functor type; functors with HD operator(), deduced launch
#include <cstdio>
#include <cuda_runtime.h>

struct Saxpy {
  float a;
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct Clamp {
  float lo, hi;
  __device__ float operator()(float x, float) const { return x < lo ? lo : (x > hi ? hi : x); }
};

template <typename F>
__global__ void transform2(const float *x, const float *y, float *out, int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) out[i] = f(x[i], y[i]);
}

template <typename F>
void launch(const float *x, const float *y, float *out, int n, F f) {
  transform2<<<(n + 255) / 256, 256>>>(x, y, out, n, f);
}

int main() {
  const int n = 1 << 12;
  float *x, *y, *o;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMalloc(&o, n * sizeof(float));
  launch(x, y, o, n, Saxpy{2.0f});
  launch(x, y, o, n, Clamp{0.0f, 1.0f});
  cudaDeviceSynchronize();
  Saxpy s{3.0f};
  printf("%f\n", s(1.0f, 2.0f));
  return 0;
}

// notes: cuda_fp16: __half arithmetic, conversions, half2 intrinsics in a kernel
#include <cstdio>
#include <cuda_fp16.h>

__global__ void haxpy(int n, __half a, const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __hfma(a, x[i], y[i]);
}

__global__ void h2scale(int n, __half2 s, __half2 *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = __hmul2(v[i], s);
}

int main() {
  const int n = 1024;
  __half *x, *y;
  cudaMalloc(&x, n * sizeof(__half));
  cudaMalloc(&y, n * sizeof(__half));
  haxpy<<<n / 128, 128>>>(n, __float2half(2.0f), x, y);
  __half2 *v;
  cudaMalloc(&v, n * sizeof(__half2));
  h2scale<<<n / 256, 128>>>(n / 2, __floats2half2_rn(1.0f, 0.5f), v);
  cudaDeviceSynchronize();
  float h = __half2float(__float2half(3.5f));
  printf("%f\n", h);
  return 0;
}

// nvcc-options: --extended-lambda
// notes: whole program: extended __device__ and __host__ __device__ lambdas passed to a kernel template, with captures by copy, launched from host code -> clean
// tags: lambda, near-miss
#include <cuda_runtime.h>
#include <cstdio>

template <class F>
__global__ void apply(int n, float *out, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = f(i);
}

int main()
{
    const int n = 256;
    float *d = nullptr;
    cudaMalloc(&d, n * sizeof(float));
    float scale = 2.0f;
    auto dev = [=] __device__ (int i) { return scale * i; };
    auto hd = [scale] __host__ __device__ (int i) -> float { return scale + i; };
    apply<<<(n + 127) / 128, 128>>>(n, d, dev);
    apply<<<(n + 127) / 128, 128>>>(n, d, hd);
    printf("%f\n", hd(1));
    cudaFree(d);
    return 0;
}

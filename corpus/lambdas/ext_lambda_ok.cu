// nvcc-options: --extended-lambda
// notes: extended __device__ and __host__ __device__ lambdas in host code capturing by value, a plain lambda in a kernel -> clean
// tags: valid, lambda, extended_lambda
#include <cuda_runtime.h>

template <typename F>
__global__ void apply_kernel(float *p, int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = f(p[i]);
}

__global__ void saxpy(float *y, const float *x, float a, int n)
{
    auto axpy = [a](float xv, float yv) { return a * xv + yv; };
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = axpy(x[i], y[i]);
}

int main()
{
    float scale = 2.0f;
    auto dev = [scale] __device__ (float v) { return v * scale; };
    auto both = [=] __host__ __device__ (float v) { return v + scale; };
    float h = both(1.0f);
    (void)dev;
    return h > 0.0f ? 0 : 1;
}

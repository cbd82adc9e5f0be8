// nvcc-options: --extended-lambda
// notes: near miss of ext_lambda_device_program_ok: the extended __device__ lambda captures by reference (default [&]) -> extended-lambda capture error
// tags: lambda
#include <cuda_runtime.h>

template <class F>
__global__ void apply(int n, float *out, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = f(i);
}

int main()
{
    float *d = nullptr;
    cudaMalloc(&d, 64 * sizeof(float));
    float scale = 3.0f;
    auto dev = [&] __device__ (int i) { return scale * i; };
    apply<<<1, 64>>>(64, d, dev);
    cudaFree(d);
    return 0;
}

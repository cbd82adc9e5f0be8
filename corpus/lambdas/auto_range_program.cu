// notes: a whole program using auto variables, auto return types and lambdas in host code around a kernel launch -> clean
// tags: valid, auto_deduction, lambda
#include <cuda_runtime.h>

__global__ void fill(int *p, int n, int v)
{
    auto i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = v;
}

auto blocks_for(int n, int threads) { return (n + threads - 1) / threads; }

int main()
{
    const auto n = 1024;
    auto threads = 256;
    int *d = nullptr;
    auto err = cudaMalloc((void **)&d, n * sizeof(int));
    auto check = [](cudaError_t e) { return e == cudaSuccess; };
    if (!check(err)) return 1;
    fill<<<blocks_for(n, threads), threads>>>(d, n, 7);
    auto sync = cudaDeviceSynchronize();
    cudaFree(d);
    return check(sync) ? 0 : 1;
}

// tags: templates, prelude, partial-ordering
// notes: cudaMalloc(T**, size_t) is declared __device__ and redeclared __host__ in cuda_runtime.h: one template, called from host code with float** and int**
#include <cuda_runtime.h>
#include <cstdio>
__global__ void fill(int n, float *x, int *k) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) { x[i] = 1.0f; k[i] = i; } }
int main() {
    const int n = 256;
    float *x; int *k;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&k, n * sizeof(int));
    fill<<<1, n>>>(n, x, k);
    cudaDeviceSynchronize();
    printf("%d\n", (int)cudaGetLastError());
    cudaFree(x); cudaFree(k);
    return 0;
}

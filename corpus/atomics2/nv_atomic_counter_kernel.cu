// notes: a whole program: a histogram kernel using the __nv_atomic_* API from cuda_runtime.h on int, unsigned and float -> clean
// tags: nv_atomic, program
#include <cuda_runtime.h>

__global__ void histogram(const int *in, int n, unsigned int *bins, float *sum, int *maxv)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = in[i];
        __nv_atomic_fetch_add(&bins[v & 15], 1u, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
        __nv_atomic_fetch_add(sum, (float)v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
        __nv_atomic_fetch_max(maxv, v, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_BLOCK);
    }
}

int main()
{
    int *in = 0;
    unsigned int *bins = 0;
    float *sum = 0;
    int *maxv = 0;
    histogram<<<1, 32>>>(in, 32, bins, sum, maxv);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}

// tags: device-side, program, h_hd_illegal_call
// notes: realistic mistake: a __host__ __device__ utility calls a host-only logger (warning only, exit 0)
#include <cstdio>
void log_value(const char *what, int v) { std::printf("%s=%d\n", what, v); }

__host__ __device__ int checked_index(int i, int n)
{
    if (i >= n)
        log_value("index", i);
    return i < n ? i : n - 1;
}

__global__ void gather(const int *src, int *dst, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    dst[i] = src[checked_index(i, n)];
}

int main()
{
    int *a, *b;
    cudaMalloc(&a, 256 * sizeof(int));
    cudaMalloc(&b, 256 * sizeof(int));
    gather<<<1, 256>>>(a, b, 256);
    cudaDeviceSynchronize();
    return 0;
}

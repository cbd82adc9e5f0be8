// notes: unified memory program: __managed__ global counter plus cudaMallocManaged buffer touched on host and device; expected clean
// tags: program, managed
#include <cstdio>

__managed__ int g_errors = 0;

__global__ void validate(const int *data, int n, int expected)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && data[i] != expected) atomicAdd(&g_errors, 1);
}

int main()
{
    const int n = 4096;
    int *data = nullptr;
    cudaMallocManaged(&data, n * sizeof(int));
    for (int i = 0; i < n; ++i) data[i] = 7;
    data[100] = 8;
    g_errors = 0;
    validate<<<(n + 255) / 256, 256>>>(data, n, 7);
    cudaDeviceSynchronize();
    std::printf("errors: %d\n", g_errors);
    cudaFree(data);
    return g_errors == 1 ? 0 : 1;
}

// tags: device-side, program, h_g_illegal_call
// notes: near miss of prog_saxpy_host_helper: the helper is __host__ __device__
#include <cstdio>
__host__ __device__ float clampf(float v, float lo, float hi) { return v < lo ? lo : (v > hi ? hi : v); }

__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = clampf(a * x[i] + y[i], -1.0f, 1.0f);
}

int main()
{
    const int n = 1 << 20;
    float *x, *y;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
    cudaDeviceSynchronize();
    cudaFree(x);
    cudaFree(y);
    printf("done\n");
    return 0;
}

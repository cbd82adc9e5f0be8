// notes: realistic 2D stencil program that also contains typical mistakes: host code reads a __device__ variable directly (warning 20091) and a helper misses a return (warning 940); exit 0
// tags: program, device_var_read_in_host, missing_return
__device__ int d_iterations;

__global__ void jacobi(const float *in, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) return;
    out[y * w + x] = 0.25f * (in[y * w + x - 1] + in[y * w + x + 1] + in[(y - 1) * w + x] + in[(y + 1) * w + x]);
    if (x == 1 && y == 1) atomicAdd(&d_iterations, 1);
}

int pick_block(int w)
{
    if (w >= 1024) return 32;
    if (w >= 64) return 16;
}

int run(float *a, float *b, int w, int h, int steps)
{
    int bs = pick_block(w);
    dim3 block(bs, bs), grid((w + bs - 1) / bs, (h + bs - 1) / bs);
    for (int s = 0; s < steps; ++s) {
        jacobi<<<grid, block>>>(a, b, w, h);
        float *t = a; a = b; b = t;
    }
    cudaDeviceSynchronize();
    return d_iterations;
}

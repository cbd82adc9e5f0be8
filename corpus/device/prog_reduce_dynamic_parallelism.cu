// tags: device-side, program, device_launch_no_sepcomp
// notes: realistic mistake: dynamic parallelism compiled without -rdc=true
__global__ void reduce_block(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(out, in[i]);
}

__global__ void reduce(const int *in, int *out, int n)
{
    if (threadIdx.x == 0 && blockIdx.x == 0)
        reduce_block<<<(n + 127) / 128, 128>>>(in, out, n);
}

int main()
{
    int *in, *out;
    cudaMalloc(&in, 1024 * sizeof(int));
    cudaMalloc(&out, sizeof(int));
    reduce<<<1, 32>>>(in, out, 1024);
    cudaDeviceSynchronize();
    return 0;
}

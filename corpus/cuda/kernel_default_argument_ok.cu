// notes: kernel with default arguments launched with and without the defaulted arguments -> clean
// tags: launch, global, near-miss
__global__ void fill(int *p, int value = 7, int count = 32)
{
    if (threadIdx.x < count) p[threadIdx.x] = value;
}

void run(int *p)
{
    fill<<<1, 32>>>(p);
    fill<<<1, 32>>>(p, 1);
    fill<<<1, 32>>>(p, 1, 16);
}

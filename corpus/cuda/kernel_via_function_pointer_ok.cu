// notes: launching through a pointer to a __global__ function and via cudaLaunchKernel with the kernel's address -> clean
// tags: launch, function-pointer, near-miss
__global__ void k(int *p, int v) { p[threadIdx.x] = v; }

typedef void (*kernel_t)(int *, int);

void h(int *p)
{
    kernel_t fp = k;
    fp<<<1, 32>>>(p, 7);
    int v = 9;
    void *args[] = {&p, &v};
    cudaLaunchKernel((const void *)k, dim3(1), dim3(32), args, 0, 0);
}

// notes: a whole program using the CUDA vector types whose declarations carry aligned(expression) and deprecated attributes (long2, long4, double4) -> clean
// tags: program, attributes
#include <cuda_runtime.h>

struct __align__(2*sizeof(long)) Pair { long a, b; };

__global__ void add(long2 *out, const long2 *in, Pair *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i].x = in[i].x + p->a;
        out[i].y = in[i].y + p->b;
    }
}

int main()
{
    long2 *o = 0;
    long2 *i = 0;
    Pair *p = 0;
    add<<<1, 32>>>(o, i, p, 32);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}

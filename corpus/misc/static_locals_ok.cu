// tags: static_local, misc, shared
// notes: static locals in host, device and kernel bodies, extern __shared__ dynamic arrays and a block-scope extern: clean
#include <cuda_runtime.h>
__device__ int next_ticket()
{
    static int tickets = 0;
    return tickets++;
}
__global__ void fill(float *out, int n)
{
    extern __shared__ float dyn[];
    __shared__ int count;
    static const int scale = 2;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        dyn[threadIdx.x] = (float)(i * scale);
        out[i] = dyn[threadIdx.x] + next_ticket() + count;
    }
}
int host_calls()
{
    static int calls;
    extern int defined_elsewhere;
    return ++calls + defined_elsewhere;
}

// notes: range-based for over a __shared__ array in a kernel and over a local array in a __device__ function -> clean
// tags: valid, range-for
#include <cuda_runtime.h>
__device__ int total(const int (&v)[4])
{
    int s = 0;
    for (auto x : v) s += x;
    return s;
}
__global__ void k(int *out)
{
    __shared__ int tile[4];
    for (auto &t : tile) t = threadIdx.x;
    int loc[4] = {1, 2, 3, 4};
    *out = total(loc);
}

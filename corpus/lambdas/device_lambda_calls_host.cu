// notes: a plain lambda inside a __device__ function calls a host function: caller "operator()" is a __device__ function
// tags: cross-space, lambda
#include <cuda_runtime.h>
int host_only(int v) { return v + 1; }
__device__ int dev(int v)
{
    auto l = [](int x) { return host_only(x); };
    return l(v);
}

// notes: <cuda_bf16.h>: __nv_bfloat16 and __nv_bfloat162 operations in a kernel; expected clean
// tags: prelude, cuda_bf16
#include <cuda_bf16.h>

__global__ void add_bf16(const __nv_bfloat162 *a, const __nv_bfloat162 *b, __nv_bfloat162 *c)
{
    int i = threadIdx.x;
    c[i] = __hadd2(a[i], b[i]);
}

__nv_bfloat16 to_bf16(float f) { return __float2bfloat16(f); }

// notes: <cuda_fp16.h>: __half arithmetic intrinsics in a kernel, conversions on the host; expected clean
// tags: prelude, cuda_fp16
#include <cuda_fp16.h>

__global__ void haxpy(int n, __half a, const __half *x, __half *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = __hfma(a, x[i], y[i]);
}

__half host_half(float f) { return __float2half(f); }
float host_back(__half h) { return __half2float(h); }

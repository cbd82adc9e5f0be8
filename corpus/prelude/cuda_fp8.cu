// notes: <cuda_fp8.h>: __nv_fp8_e4m3 / __nv_fp8_e5m2 conversions in device and host code; expected clean
// tags: prelude, cuda_fp8
#include <cuda_fp8.h>

__global__ void quantize(const float *in, __nv_fp8_e4m3 *out, int n)
{
    int i = threadIdx.x;
    if (i < n) out[i] = __nv_fp8_e4m3(in[i]);
}

float host_roundtrip(float f) { return float(__nv_fp8_e5m2(f)); }

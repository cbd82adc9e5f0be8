// notes: <vector_types.h> helpers make_float3/make_int2 and <math_constants.h>; expected clean
// tags: prelude, cuda_math
#include <vector_types.h>
#include <math_constants.h>

__device__ float3 rotate_z(float3 p, float angle)
{
    float c = cosf(angle), s = sinf(angle);
    return make_float3(c * p.x - s * p.y, s * p.x + c * p.y, p.z);
}

__global__ void spin(float3 *pts, int n)
{
    int i = threadIdx.x;
    if (i < n) pts[i] = rotate_z(pts[i], CUDART_PI_F / 4);
}

int2 host_pair() { return make_int2(1, 2); }

// notes: __host__ __device__ function calls a __device__-only function -> 20005 d_hd_illegal_call (cudafe++ checks the host side of HD bodies)
// tags: d_hd_illegal_call, cross-space
__device__ float dev_sq(float x);

__host__ __device__ float hd_norm2(float a, float b)
{
    return dev_sq(a) + dev_sq(b);
}

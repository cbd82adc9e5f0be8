// notes: near miss of d_hd_call_basic: the device call is guarded by __CUDA_ARCH__, so the host pass never sees it
// tags: d_hd_illegal_call, near-miss, cuda_arch
__device__ float dev_sq(float x) { return x * x; }

__host__ __device__ float hd_norm2(float a, float b)
{
#ifdef __CUDA_ARCH__
    return dev_sq(a) + dev_sq(b);
#else
    return a * a + b * b;
#endif
}

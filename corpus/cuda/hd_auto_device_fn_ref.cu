// notes: an auto-returning __device__ function whose address is taken in a __host__ __device__ body (no __CUDA_ARCH__ guard) -> 20166 "outside the bodies of device functions" (HD bodies count as host here)
// tags: auto_device_fn_ref
__device__ auto da(int x) { return x * 2; }

__host__ __device__ int hd(int x)
{
    auto p = &da;
    (void)p;
    return x;
}

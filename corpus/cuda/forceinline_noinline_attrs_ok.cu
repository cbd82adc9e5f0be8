// notes: __forceinline__, __noinline__, __inline_hint__ and __nv_pure__ on device/HD functions, __restrict__ params -> clean (attributes vanish or become __attribute((...)) in the host output)
// tags: attributes, near-miss
__forceinline__ __device__ float fi(float x) { return x * 2.0f; }
__noinline__ __device__ float ni(float x) { return x + 1.0f; }
__inline_hint__ __device__ float ih(float x) { return x - 1.0f; }
__host__ __device__ __nv_pure__ int pure_add(int a, int b) { return a + b; }

__global__ void k(const float *__restrict__ in, float *__restrict__ out)
{
    out[threadIdx.x] = fi(in[threadIdx.x]) + ni(1.0f) + ih(2.0f) + pure_add(1, 2);
}

// notes: 20274 / 20275: 'A' must be void* or unsigned long long, 'B' unsigned long long (uint64_t is unsigned long).
// tags: wgmma, wgmma_mma_async_bad_A_type, wgmma_mma_async_bad_B_type
typedef unsigned long uint64_t;
__device__ void mma(void *a, unsigned long long b, float *d, uint64_t u64, int *ip) {
  __wgmma_mma_async_f16(64, 8, 16, 0, 0, 0, 0, 0, 0, d, d, b);
  __wgmma_mma_async_f16(64, 8, 16, 0, 0, 0, 0, 0, 0, d, a, u64);
  __wgmma_mma_async_f16(64, 8, 16, 0, 0, 0, 0, 0, 0, d, nullptr, 1);
  __wgmma_mma_async_bf16(64, 8, 16, 0, 0, 0, 0, 0, d, 0, ip);
  __wgmma_mma_async_tf32(64, 8, 8, 0, 0, 0, d, u64, a);
}

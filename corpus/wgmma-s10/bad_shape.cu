// notes: 20276 at the first argument: m must be 64, n a multiple of 8 in 8..256, k 16 (f16/bf16), 8 (tf32), 32 (f8).
// tags: wgmma, wgmma_mma_async_bad_shape
__device__ void mma(void *a, unsigned long long b, float *d) {
  __wgmma_mma_async_f16(65, 8, 16, 0, 0, 0, 0, 0, 0, d, a, b);
  __wgmma_mma_async_f16(64, 12, 16, 0, 0, 0, 0, 0, 0, d, a, b);
  __wgmma_mma_async_bf16(64, 264, 16, 0, 0, 0, 0, 0, d, a, b);
  __wgmma_mma_async_tf32(64, 8, 16, 0, 0, 0, d, a, b);
  __wgmma_mma_async_f8(64, 8, 16, 0, 0, 0, 0, 0, 0, d, a, b);
  __wgmma_mma_async_f16(128, 0, 32, 0, 0, 0, 0, 0, 0, d, a, b);
}

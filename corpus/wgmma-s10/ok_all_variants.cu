// notes: Valid calls of every __wgmma_mma_async variant: no diagnostics (near miss of 20272-20276).
// tags: wgmma, wgmma_mma_async_nonconstant_arg, wgmma_mma_async_missing_args, wgmma_mma_async_bad_A_type, wgmma_mma_async_bad_B_type, wgmma_mma_async_bad_shape
__device__ void mma(void *a, unsigned long long desc_a, unsigned long long b, float *d) {
  __wgmma_mma_async_f16(64, 8, 16, 0, 0, 0, 0, 0, 0, d, a, b);
  __wgmma_mma_async_bf16(64, 256, 16, true, false, 0, 0, 1, d, desc_a, b);
  __wgmma_mma_async_tf32(64, 128, 8, 0, 1, 0, d, a, b);
  __wgmma_mma_async_f8(64, 136, 32, 0, 0, 0, 0, 0, 0, d, a, b);
}
__global__ void k(void *a, unsigned long long b, float *d) { mma(a, b, b, d); }

// notes: One call with every error: 20272, 20274, 20275, then 20276 (the reference's order).
// tags: wgmma, wgmma_mma_async_nonconstant_arg, wgmma_mma_async_missing_args, wgmma_mma_async_bad_A_type, wgmma_mma_async_bad_B_type, wgmma_mma_async_bad_shape
__device__ void mma(float *d, int i) {
  __wgmma_mma_async_f16(65, 8, 16, i, 0, 0, 0, 0, 0, d, d, 1);
}

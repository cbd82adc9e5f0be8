// notes: The wgmma errors are discretionary: --diag_warning turns them into warnings.
// tags: wgmma, wgmma_mma_async_bad_shape
// cudafe-extra-args: --diag_warning=20276
__device__ void mma(void *a, unsigned long long b, float *d) {
  __wgmma_mma_async_f16(64, 12, 16, 0, 0, 0, 0, 0, 0, d, a, b);
}

// notes: 20273 at the callee when 'A' or 'B' is missing, and no operand or shape check after it.
// tags: wgmma, wgmma_mma_async_missing_args
__device__ void mma(void *a, unsigned long long b, float *d, int i) {
  __wgmma_mma_async_f16(64, 8, 16, 0, 0, 0, 0, 0, 0, d, a);
  __wgmma_mma_async_bf16(65, 8, 16, 0, 0, 0, 0, 0, d);
  __wgmma_mma_async_f8(64, 8, 32, i, 0, 0, 0, 0, 0, d);
}

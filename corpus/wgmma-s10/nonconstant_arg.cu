// notes: 20272 at each non-constant bool argument; the call is still checked further.
// tags: wgmma, wgmma_mma_async_nonconstant_arg
__device__ void mma(void *a, unsigned long long b, float *d, bool scale, int i) {
  __wgmma_mma_async_f16(64, 8, 16, scale, 0, 0, 0, 0, i, d, a, b);
  __wgmma_mma_async_tf32(64, 8, 8, 0, 0, scale, d, a, b);
}

// notes: Constant variables, converted constants, references and cv-qualified operands are accepted.
// tags: wgmma, wgmma_mma_async_nonconstant_arg, wgmma_mma_async_missing_args, wgmma_mma_async_bad_A_type, wgmma_mma_async_bad_B_type, wgmma_mma_async_bad_shape
__device__ void mma(void *a, unsigned long long b, float *d) {
  constexpr unsigned M = 64;
  const int n = 8 * 2;
  const void *ca = a;
  const unsigned long long &rb = b;
  __wgmma_mma_async_f16(M, n, 8u + 8, 2.0, false, 0, 0, 0, 0, d, ca, rb);
  __wgmma_mma_async_f16(64, 8, 16, 0, 0, 0, 0, 0, 0, 0, 0ULL, 1ULL);
  __wgmma_mma_async_f16(64, 8, 16, 0, 0, 0, 0, 0, 0, d, (void *)0, b, 5, d);
}

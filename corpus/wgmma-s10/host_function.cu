// notes: The checks run in host code too, whatever the target architecture.
// tags: wgmma, wgmma_mma_async_bad_shape
// nvcc-options: -arch=sm_80
void h(void *a, unsigned long long b, float *d) {
  __wgmma_mma_async_f16(64, 24, 16, 0, 0, 0, 0, 0, 0, d, a, b);
  __wgmma_mma_async_f16(64, 20, 16, 0, 0, 0, 0, 0, 0, d, a, b);
}

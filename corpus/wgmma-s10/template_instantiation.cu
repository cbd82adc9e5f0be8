// notes: In a template the checks wait for instantiation ("detected during instantiation" context).
// tags: wgmma, wgmma_mma_async_bad_shape
template <int N> __device__ void mma(void *a, unsigned long long b, float *d) {
  __wgmma_mma_async_f16(64, N, 16, 0, 0, 0, 0, 0, 0, d, a, b);
}
template __device__ void mma<16>(void *, unsigned long long, float *);
template __device__ void mma<12>(void *, unsigned long long, float *);

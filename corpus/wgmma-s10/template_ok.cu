// notes: A template that is never instantiated with a bad shape: nothing is reported.
// tags: wgmma, wgmma_mma_async_bad_shape, wgmma_mma_async_bad_A_type
template <int N, class T> __device__ void mma(T a, unsigned long long b, float *d) {
  __wgmma_mma_async_f16(64, N, 16, 0, 0, 0, 0, 0, 0, d, a, b);
}
template __device__ void mma<8, void *>(void *, unsigned long long, float *);
__global__ void k(void *a, unsigned long long b, float *d) { mma<256>(a, b, d); }

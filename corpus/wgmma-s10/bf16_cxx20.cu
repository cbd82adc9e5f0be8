// notes: C++20: shape from a constexpr function and a static constexpr member.
// tags: wgmma, wgmma_mma_async_bad_shape
// nvcc-options: -std=c++20
constexpr unsigned width(unsigned w) { return w * 8; }
struct Shape { static constexpr unsigned K = 16; };
__device__ void mma(void *a, unsigned long long b, float *d) {
  __wgmma_mma_async_bf16(64, width(4), Shape::K, 0, 0, 0, 0, 0, d, a, b);
  __wgmma_mma_async_bf16(64, width(33), Shape::K, 0, 0, 0, 0, 0, d, a, b);
}

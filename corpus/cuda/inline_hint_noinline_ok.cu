// notes: __inline_hint__ with __noinline__ is rejected only by cicc (3712); cudafe++ accepts it. __noinline__ plus __forceinline__ is accepted everywhere
// tags: inline_hint, device-side, near-miss
__device__ __inline_hint__ __noinline__ int i1() { return 0; }
__device__ __noinline__ __forceinline__ int i2() { return 1; }

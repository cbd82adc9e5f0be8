// nvcc-options: --expt-relaxed-constexpr
// notes: --expt-relaxed-constexpr only relaxes constexpr callees; a plain __device__ callee still gives 20007
// tags: d_h_illegal_call, relaxed_constexpr
__device__ int plain_dev(int x) { return x + 1; }

int h(int x) { return plain_dev(x); }

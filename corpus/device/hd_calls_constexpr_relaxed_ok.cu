// tags: device-side, h_hd_illegal_call_constexpr
// nvcc-options: --expt-relaxed-constexpr
// notes: near miss: --expt-relaxed-constexpr allows calling constexpr host functions from device code
constexpr int twice(int x) { return 2 * x; }
__host__ __device__ int hd(int x) { return twice(x); }
__global__ void k(int *p) { *p = twice(*p); }

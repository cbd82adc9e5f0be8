// nvcc-options: --expt-relaxed-constexpr
// notes: near miss of d_h_call_constexpr: --expt-relaxed-constexpr (cudafe++ --relaxed_constexpr) allows the call
// tags: d_h_illegal_call_constexpr, near-miss, constexpr, relaxed_constexpr
__device__ constexpr int cube(int x) { return x * x * x; }

int host_cube(int v) { return cube(v); }

// notes: host calls a constexpr __device__ function without --expt-relaxed-constexpr -> 20008 d_h_illegal_call_constexpr
// tags: d_h_illegal_call_constexpr, cross-space, constexpr
__device__ constexpr int cube(int x) { return x * x * x; }

int host_cube(int v) { return cube(v); }

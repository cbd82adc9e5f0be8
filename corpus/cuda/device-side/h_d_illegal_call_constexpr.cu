// notes: __device__ calling a constexpr host function: cicc error 20017 (constexpr variant mentions --expt-relaxed-constexpr); cudafe++ alone is silent
// tags: h_d_illegal_call_constexpr, device-side, constexpr
constexpr int sq(int x) { return x * x; }

__device__ int dev(int x) { int r = x; return sq(r); }

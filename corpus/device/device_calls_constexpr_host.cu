// tags: device-side, h_d_illegal_call_constexpr
// notes: an error while parsing stops cicc before code generation: the plain host call is not reported
constexpr int twice(int x) { return 2 * x; }
int plain(int x);
__device__ int d(int x) { return twice(x) + plain(x); }

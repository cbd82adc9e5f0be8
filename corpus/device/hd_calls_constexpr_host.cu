// tags: device-side, h_hd_illegal_call_constexpr, h_g_illegal_call_constexpr
// notes: constexpr host callee: reported while parsing, with the source line (20013 warning, 20019 error)
constexpr int twice(int x) { return 2 * x; }
__host__ __device__ int hd(int x) { return twice(x); }
__global__ void k(int *p) { *p = twice(*p); }

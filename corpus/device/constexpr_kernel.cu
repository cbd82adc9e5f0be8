// tags: device-side, global_function_constexpr, global_function_inline
// notes: cicc repeats cudafe++'s 20050 warning, then 20118 at the kernel name
constexpr __global__ void k() {}

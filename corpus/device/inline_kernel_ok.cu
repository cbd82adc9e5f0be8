// tags: device-side, global_function_constexpr, global_function_inline
// notes: near miss of constexpr_kernel: inline only gives the warning
inline __global__ void k() {}

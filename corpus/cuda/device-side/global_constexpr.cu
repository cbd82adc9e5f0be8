// notes: constexpr __global__ function: cudafe++ gives only warning 20050; the error 20118 comes from cicc
// tags: global_function_constexpr, global_function_inline, device-side
constexpr __global__ void k6() {}

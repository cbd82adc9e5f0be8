// notes: inline and constexpr on a kernel -> warning 20050 "inline qualifier ignored" (constexpr implies inline); the constexpr error 20118 is cicc-only
// tags: global_function_inline, global_function_constexpr
inline __global__ void k10() {}
constexpr __global__ void k6() {}

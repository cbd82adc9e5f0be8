// notes: near miss of 20116/20117: variadic __global__ templates whose single pack is the last template parameter (after a type, after a non-type, alone, after an int parameter) -> clean
// tags: global_function_pack_not_last, global_function_multiple_packs, variadic-template, near-miss
template <typename B, typename... A> __global__ void k2(B, A...) {}
template <typename... A> __global__ void k3(A... a) {}
template <int N, typename... A> __global__ void k4(A... a) {}
template <typename... A> __global__ void k5(int, A...) {}

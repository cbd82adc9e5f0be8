// notes: variadic __global__ template whose template pack is not the last template parameter -> 20116
// tags: global_function_pack_not_last, variadic-template
template <typename... A, typename B>
__global__ void vk1(B b, A... a) {}

// notes: two template packs on a __global__ template -> EDG warning 2097 (B cannot be deduced), then 20116 and 20117
// tags: global_function_multiple_packs, global_function_pack_not_last, variadic-template
template <typename... A, typename... B>
__global__ void vk2(A... a) {}

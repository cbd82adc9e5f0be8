// notes: variadic __global__ template with two packs, both deducible (no #2097): 20116 at the first pack A (not last), then 20117 at the second pack B
// tags: global_function_pack_not_last, global_function_multiple_packs, variadic-template
template <typename... A, typename... B> __global__ void k1(void (*)(A...), B... b) {}

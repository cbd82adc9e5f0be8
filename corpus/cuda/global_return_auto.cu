// notes: __global__ with auto and decltype(auto) deduced return types -> 20049 twice
// tags: global_function_deduced_return_type, global
__global__ auto k1() {}
__global__ decltype(auto) k2() {}

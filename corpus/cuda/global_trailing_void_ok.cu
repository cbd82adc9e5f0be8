// notes: near miss of global_return_auto: an explicit trailing return type of void is fine
// tags: global_function_deduced_return_type, near-miss
__global__ auto k(int *p) -> void { *p = 1; }

// notes: __global__ function with non-void return type -> 20048 global_function_return_type (discretionary error)
// tags: global_function_return_type, global
__global__ int k() { return 0; }

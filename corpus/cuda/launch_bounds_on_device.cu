// notes: __launch_bounds__ on a host function and on a __device__ function -> 20077 each (caret at the function name)
// tags: bounds_attr_only_on_global_func, launch_bounds
__launch_bounds__(128) void h1() {}
__device__ __launch_bounds__(256) void d1() {}

// notes: C-style variadic __global__ function -> 20046 global_function_has_ellipsis (hard error)
// tags: global_function_has_ellipsis, global
__global__ void logk(const char *fmt, ...) {}

// tags: device-side, static_var_with_dynamic_init
// notes: near miss: a constant initializer
__device__ int f(int x) { static int s = 4; return s + x; }

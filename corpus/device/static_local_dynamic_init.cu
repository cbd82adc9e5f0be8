// tags: device-side, static_var_with_dynamic_init
int seed();
struct S { int v; __device__ S(int x) : v(x) {} };
__device__ int f(int x) { static S s(x); return s.v; }

// notes: __device__ on a structured binding declaration -> 20121 (checks whether cudafe++ emits it)
// tags: device_var_structured_binding
struct P { int a, b; };
__device__ P pp;
__device__ auto [x, y] = pp;

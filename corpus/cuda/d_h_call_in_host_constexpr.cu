// notes: a plain constexpr (host) function calling a __device__ function -> 20007 with the constexpr function as caller
// tags: d_h_illegal_call, constexpr
__device__ int dev(int x) { return x; }

constexpr int host_cx(int x) { return x > 0 ? dev(x) : 0; }

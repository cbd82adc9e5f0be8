// nvcc-options: -std=c++20
// notes: a consteval __device__ function called from a host function with a parameter: only #2933, no cross-space error
// tags: cxx20, consteval, diagnostics
__device__ consteval int dsq(int x) { return x * x; }
int h2(int v) { return dsq(v); }

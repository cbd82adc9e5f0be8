// nvcc-options: -std=c++20
// notes: a consteval __device__ function called from __host__ and __host__ __device__ functions: no cross-space error (immediate invocations)
// tags: cxx20, consteval, d_h_illegal_call_constexpr
__device__ consteval int k_size() { return 128; }
__device__ consteval int dsq(int x) { return x * x; }
__host__ __device__ int hd() { return k_size(); }
int h3() { return dsq(3); }
int host_buffer[k_size()];

// notes: an HD function calls f(1) where f(int) is __device__ and f(long) is host: overload resolution picks the exact match f(int) -> 20005 (execution space does not steer overload resolution)
// tags: d_hd_illegal_call, overload
__device__ int f(int x) { return x; }
int f(long x) { return (int)x; }

__host__ __device__ int hd() { return f(1); }

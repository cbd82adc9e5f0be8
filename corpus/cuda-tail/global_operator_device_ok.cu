// notes: near miss of global_operator_forms: __device__ and __host__ __device__ operator functions are fine (20187 is for __global__ only)
// tags: global_operator_function, near-miss
struct Tag { int v; };
__device__ Tag operator+(Tag a, Tag b) { return Tag{a.v + b.v}; }
struct F { __host__ __device__ int operator()(int x) const { return x + 1; } };

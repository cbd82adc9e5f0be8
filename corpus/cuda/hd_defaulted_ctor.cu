// notes: __host__ __device__ on a defaulted constructor -> warning 20012 twice, once for __host__ and once for __device__ (explicit __host__ counts as an annotation)
// tags: esa_on_defaulted_function_ignored
struct U {
    __host__ __device__ U() = default;
    int x;
};

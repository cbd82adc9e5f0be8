// notes: __device__ on a defaulted constructor -> warning 20012 naming the class
// tags: esa_on_defaulted_function_ignored
struct U {
    __device__ U() = default;
    int x;
};

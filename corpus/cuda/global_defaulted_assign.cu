// notes: __global__ on an explicitly defaulted copy assignment -> only warning 20012 (ignored), no member/operator errors
// tags: esa_on_defaulted_function_ignored
struct S {
    __global__ S &operator=(const S &) = default;
};

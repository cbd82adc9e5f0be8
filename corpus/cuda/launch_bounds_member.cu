// notes: __launch_bounds__ on a __device__ member function -> 20078 (non-member only) then 20077
// tags: bounds_attr_only_nonmember_func, bounds_attr_only_on_global_func, launch_bounds
struct S {
    __device__ __launch_bounds__(64) void m();
};

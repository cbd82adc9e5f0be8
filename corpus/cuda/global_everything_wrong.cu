// notes: one member declaration violating many kernel rules; the reference reports them in a fixed order (3669, 3644, 3647, 3481, 3505, 3503, 3688, 3669)
// tags: global_class_decl, global_operator_function, global_exception_spec, illegal_mem_qualifiers, global_function_return_type, global_function_has_ellipsis, zero_size_par_not_allowed
struct Z { int a[0]; };
struct S {
    __device__ __global__ int operator()(Z, ...) noexcept { return 0; }
};

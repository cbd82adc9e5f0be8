// notes: static and non-static member kernels -> 20231 global_class_decl twice; operator() also gets 20187
// tags: global_class_decl, global_operator_function
struct S {
    static __global__ void sk();
    __global__ void mk();
    __global__ void operator()();
};

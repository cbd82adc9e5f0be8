// notes: __global__ on operator functions: 20187 first (before 20190/20024), for members with 20231; a conversion function gets only 20048 + 20231
// tags: global_operator_function, global_class_decl, global_exception_spec, illegal_mem_qualifiers
struct T { __global__ operator int(); };
struct Tag {};
__global__ void operator+(Tag, Tag) {}
struct S { __global__ void operator()(); static __global__ void sk(); };
__device__ __global__ void operator*(Tag, Tag) noexcept {}

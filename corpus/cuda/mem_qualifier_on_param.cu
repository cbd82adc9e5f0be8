// notes: memory-space annotations on parameters: the reference gives warning 1835 "attribute does not apply here", not 20025
// tags: illegal_param_qualifiers
__device__ void f(__shared__ int a, __constant__ int b) {}

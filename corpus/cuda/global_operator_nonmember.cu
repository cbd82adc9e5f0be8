// notes: a namespace-scope operator declared __global__ -> 20187 global_operator_function only
// tags: global_operator_function
struct Tag {};
__global__ void operator+(Tag, Tag) {}

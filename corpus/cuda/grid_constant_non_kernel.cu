// notes: __grid_constant__ on a parameter of a __device__ function -> 20245
// tags: grid_constant_non_kernel, grid_constant
struct Params { int n; float a; };
__device__ void g5(__grid_constant__ const Params p) {}

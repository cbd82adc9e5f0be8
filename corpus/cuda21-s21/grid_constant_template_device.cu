// notes: __grid_constant__ on a parameter of a __device__ function template -> 3702 ("only allowed on a parameter of a __global__ function") at the declaration
// tags: grid_constant, template
template <class T>
__device__ T load(__grid_constant__ const T t) { return t; }

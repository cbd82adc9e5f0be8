// notes: __block_size__ on a __device__ function -> 20077 naming __block_size__
// tags: bounds_attr_only_on_global_func, block_size
__device__ void __block_size__((32, 1, 1)) b5() {}

// notes: near miss of 20258/20330/20332: __maxnreg__ on a __global__ function, __local_maxnreg__ in range on a __device__ function, __block_size__ in range -> clean
// tags: maxnreg_attr_only_on_global_func, local_maxnreg_too_large, block_size_too_large, maxnreg, local_maxnreg, block_size, near-miss
__global__ void __maxnreg__(32) g() {}
__device__ void __local_maxnreg__(64) l() {}
__device__ void __local_maxnreg__(0x7fffffff) l2() {}
__global__ void __block_size__((256, 1, 1)) b() {}
__global__ void __block_size__((0x7fffffff, 1, 1)) b2() {}

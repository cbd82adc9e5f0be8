// notes: __cluster_dims__(2) on a __device__ function -> 20077 naming __cluster_dims__; empty __cluster_dims__() on a device function is accepted
// tags: bounds_attr_only_on_global_func, cluster_dims
__device__ void __cluster_dims__(2) c6() {}
__device__ void __cluster_dims__() c7() {}

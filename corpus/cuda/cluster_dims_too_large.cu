// notes: __cluster_dims__ value 0x80000000 -> 20229 cluster dimension value is too large
// tags: cluster_dims_too_large, cluster_dims
__global__ void __cluster_dims__(0x80000000) c5() {}

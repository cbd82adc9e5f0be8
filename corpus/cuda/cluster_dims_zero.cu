// notes: __cluster_dims__ with a zero and a negative dimension -> 20228 each
// tags: cluster_dims_must_be_positive, cluster_dims
__global__ void __cluster_dims__(0) c3() {}
__global__ void __cluster_dims__(2, -1) c4() {}

// notes: cluster_dims 2x2x1 = 4 blocks exceeds __launch_bounds__ max blocks per cluster 2 -> 20250
// tags: too_many_blocks_in_cluster, launch_bounds, cluster_dims
__global__ void __launch_bounds__(128, 1, 2) __cluster_dims__(2, 2, 1) c8() {}

// notes: near miss of launch_bounds_vs_cluster: 2x2x1 = 4 blocks equals the limit of 4 -> clean
// tags: too_many_blocks_in_cluster, near-miss, cluster_dims
__global__ void __launch_bounds__(128, 1, 4) __cluster_dims__(2, 2, 1) c9() {}

// notes: __block_size__ with a second (cluster) tuple plus __cluster_dims__ -> 20334
// tags: conflict_between_cluster_dim_and_block_size, block_size, cluster_dims
__global__ void __block_size__((32, 1, 1), (2, 1, 1)) __cluster_dims__(2) b6() {}

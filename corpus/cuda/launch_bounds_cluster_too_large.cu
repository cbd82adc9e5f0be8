// notes: third __launch_bounds__ argument 0x80000000 -> 20249 max blocks per cluster is too large
// tags: max_blocks_per_cluster_too_large, launch_bounds
__global__ void __launch_bounds__(128, 2, 0x80000000) g4() {}

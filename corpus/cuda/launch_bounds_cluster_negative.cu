// notes: third __launch_bounds__ argument (max blocks per cluster) negative -> 20248
// tags: max_blocks_per_cluster_negative, launch_bounds
__global__ void __launch_bounds__(128, 2, -1) g3() {}

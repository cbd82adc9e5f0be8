// notes: valid __block_size__ forms: one tuple, and two tuples without __cluster_dims__ -> clean
// tags: block_size, near-miss
__global__ void __block_size__((128, 1, 1)) a() {}
__global__ void __block_size__((32, 4, 1), (2, 1, 1)) b() {}

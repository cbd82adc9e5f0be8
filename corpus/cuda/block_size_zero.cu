// notes: __block_size__ with a zero component -> 20331
// tags: block_size_must_be_positive, block_size
__global__ void __block_size__((0, 1, 1)) b1() {}

// notes: __block_size__ with a component 0x80000000 -> 20332 (checks the too-large path)
// tags: block_size_too_large, block_size
__global__ void __block_size__((0x80000000, 1, 1)) b2() {}

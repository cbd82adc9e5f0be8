// notes: __block_size__ without the tuple parentheses is an EDG parse error (missing arguments / expected an identifier)
// tags: block_size, syntax
__global__ void __block_size__(32, 1, 1) bad() {}

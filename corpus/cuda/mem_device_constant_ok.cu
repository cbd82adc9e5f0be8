// notes: near miss: __device__ __constant__ and __device__ __managed__ are legal combinations
// tags: illegal_mem_qualifiers, near-miss, memory-space
__device__ __constant__ float lut[8];
__device__ __managed__ int shared_count;

// notes: __shared__ together with __constant__ -> 20024 illegal combination; __device__ __shared__ is allowed
// tags: illegal_mem_qualifiers, memory-space
__shared__ __constant__ int x;
__device__ __shared__ int y;

// notes: __global__ combined with __device__ / __host__ __device__ in one declaration -> 20024 illegal_mem_qualifiers (caret on the conflicting attribute)
// tags: illegal_mem_qualifiers, global
__device__ __global__ void c1() {}
__global__ __device__ void c2() {}
__host__ __device__ __global__ void c5() {}

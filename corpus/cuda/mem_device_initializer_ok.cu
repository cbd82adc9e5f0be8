// notes: near miss of mem_shared_initializer: __device__ and __constant__ variables may have constant initializers
// tags: illegal_init, near-miss
__device__ int d = 1;
__constant__ float c[3] = {1.f, 2.f, 3.f};

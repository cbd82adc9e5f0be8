// notes: near miss of specifier_twice_remark: with default diagnostics a repeated __device__ is silent
// tags: cuda_specifier_twice_in_group, near-miss
__device__ __device__ int twice(int x) { return x; }
__host__ __host__ int thrice(int x) { return 3 * x; }

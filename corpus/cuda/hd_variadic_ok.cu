// notes: a __host__ __device__ function with C ellipsis and a __device__ function with ellipsis are accepted by cudafe++ (only __global__ ellipsis is 20046)
// tags: global_function_has_ellipsis, near-miss
__host__ __device__ int count_args(int n, ...) { return n; }
__device__ int dev_args(int n, ...) { return n + 1; }
int host() { return count_args(3, 1, 2, 3); }

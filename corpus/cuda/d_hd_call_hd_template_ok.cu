// notes: HD template calling a __device__ function: no error when the template is only implicitly instantiated
// tags: d_hd_illegal_call, near-miss, template
__device__ int dev_only(int x) { return x * 3; }

template <typename T>
__host__ __device__ T scaled(T v) { return dev_only(v); }

__global__ void k(int *out) { *out = scaled(*out); }

// nvcc-options: -Xcudafe --diag_warning=20189
// notes: repeating __device__ in one declaration: 20189 "Multiple __device__ specifiers are not allowed" is off by default; promoted to a warning here
// tags: cuda_specifier_twice_in_group, diag-control
__device__ __device__ int twice(int x) { return x; }

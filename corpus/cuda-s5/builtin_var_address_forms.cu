// notes: 20079 addr_of_nv_builtin_var in host, __host__ __device__ and __device__ functions and a template body, through parentheses, `::` and member selection (&threadIdx.x); a local named threadIdx is an ordinary variable
// tags: addr_of_nv_builtin_var
const void *h() { return &threadIdx; }
__host__ __device__ const void *hd() { return &blockIdx; }
__device__ const void *d1() { return &(gridDim); }
__device__ const void *d2() { return &threadIdx.x; }
__device__ int d3() { int threadIdx = 1; int *p = &threadIdx; return *p; }
__device__ const void *d4() { return &::warpSize; }
template <class T> __device__ const void *d5() { return &blockDim; }
__device__ unsigned d6() { return *&threadIdx.y; }

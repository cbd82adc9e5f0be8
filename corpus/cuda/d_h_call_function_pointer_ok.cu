// notes: taking the address of a __device__ function in host code is not a call; cudafe++ does not report 20007 for it
// tags: d_h_illegal_call, near-miss, function-pointer
__device__ int dev_fn(int x) { return x; }

typedef int (*fp_t)(int);

fp_t get_ptr() { return &dev_fn; }

// notes: calling a __device__ function through a function pointer variable in host code is not diagnosed (only direct calls are checked)
// tags: d_h_illegal_call, near-miss, function-pointer
__device__ int dev(int x) { return x; }

int host()
{
    int (*p)(int) = dev;
    return p(1);
}

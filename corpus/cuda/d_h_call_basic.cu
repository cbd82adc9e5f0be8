// notes: host function calls a __device__ function -> 20007 d_h_illegal_call; caller printed as bare name, callee as signature
// tags: d_h_illegal_call, cross-space
__device__ int dev_twice(int x) { return 2 * x; }

int host_caller(int v)
{
    return dev_twice(v);
}

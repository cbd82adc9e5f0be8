// notes: a device call inside "if (false)" in a host function is still a call -> 20007
// tags: d_h_illegal_call
__device__ int dev(int x) { return x; }

int host(int x)
{
    if (false)
        return dev(x);
    return x;
}

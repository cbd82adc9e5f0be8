// notes: a device call in the discarded branch of if constexpr(false) in a non-template HD function is not checked (clean), unlike "if (false)" (d_h_call_if_false.cu)
// tags: d_hd_illegal_call, if-constexpr
__device__ int dev(int x) { return x; }

__host__ __device__ int hd(int x)
{
    if constexpr (false)
        return dev(x);
    return x;
}

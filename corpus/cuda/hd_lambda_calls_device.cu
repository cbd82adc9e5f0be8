// nvcc-options: --extended-lambda
// notes: an extended __host__ __device__ lambda whose body calls a __device__-only function -> 20005 with caller "operator()"
// tags: d_hd_illegal_call, lambda, cross-space
__device__ int dev_only(int x) { return x + 1; }

int host(int v)
{
    auto l = [] __host__ __device__ (int x) { return dev_only(x); };
    return l(v);
}

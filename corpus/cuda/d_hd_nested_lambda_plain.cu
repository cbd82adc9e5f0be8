// notes: a plain (non-extended) lambda defined inside an HD function calls a __device__ function: the lambda's operator() inherits HD -> 20005 with caller "operator()"
// tags: d_hd_illegal_call, lambda
__device__ int dev(int x) { return x; }

__host__ __device__ int hd(int x)
{
    auto l = [](int v) { return dev(v); };
    return l(x);
}

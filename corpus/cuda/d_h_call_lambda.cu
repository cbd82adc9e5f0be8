// notes: a plain (non-extended) lambda in host code calls a __device__ function: caller shown as "operator()"
// tags: d_h_illegal_call, cross-space, lambda
__device__ int dev_id(int x) { return x; }

int run()
{
    auto f = [] (int v) { return dev_id(v); };
    return f(3);
}

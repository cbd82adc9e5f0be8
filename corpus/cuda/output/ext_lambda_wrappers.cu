// nvcc-options: --extended-lambda
// notes: host-output focus: extended lambdas become __nv_dl_wrapper_t / __nv_hdl_create_wrapper_t expressions tagged with the enclosing function and a per-function sequence number (free function, member function with this capture, trailing return type); clean
// tags: host-output, lambda
template <class F> __global__ void apply(int *p, F f) { *p = f(*p); }

void host(int *p)
{
    int scale = 3;
    auto d = [=] __device__ (int x) { return x * scale; };
    auto hd = [scale] __host__ __device__ (int x) -> long { return x + scale; };
    apply<<<1, 1>>>(p, d);
    apply<<<1, 1>>>(p, hd);
}

struct Runner {
    int bias = 2;
    void run(int *p)
    {
        auto l = [=] __device__ (int x) { return x + bias; };
        apply<<<1, 1>>>(p, l);
    }
};

// nvcc-options: --extended-lambda
// notes: near miss of ext_lambda_disallowed: with --extended-lambda the by-value __device__ lambda is accepted and launched through a kernel template
// tags: extended_lambda_disallowed, near-miss, lambda
template <typename F>
__global__ void apply(int *p, F f) { p[threadIdx.x] = f(p[threadIdx.x]); }

void host(int *p)
{
    int s = 2;
    auto f = [=] __device__ (int x) { return x * s; };
    apply<<<1, 32>>>(p, f);
}

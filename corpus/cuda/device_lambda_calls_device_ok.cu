// nvcc-options: --extended-lambda
// notes: near miss of hd_lambda_calls_device: an extended __device__ lambda may call __device__ functions
// tags: d_hd_illegal_call, lambda, near-miss
__device__ int dev_only(int x) { return x + 1; }

template <class F> __global__ void run(int *p, F f) { *p = f(*p); }

void host(int *p)
{
    auto l = [] __device__ (int x) { return dev_only(x); };
    run<<<1, 1>>>(p, l);
}

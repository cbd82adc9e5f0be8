// nvcc-options: --extended-lambda
// notes: init-capture on a __host__ __device__ extended lambda -> 20158
// tags: extended_lambda_hd_init_capture, lambda
int f()
{
    int y = 1;
    auto g = [z = y] __host__ __device__ () { return z; };
    return g();
}

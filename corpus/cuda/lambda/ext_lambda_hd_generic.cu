// nvcc-options: --extended-lambda
// notes: generic (auto parameter) __host__ __device__ extended lambda -> 20157
// tags: extended_host_device_generic_lambda, lambda
void f()
{
    auto g = [] __host__ __device__ (auto v) { return v; };
    (void)g;
}

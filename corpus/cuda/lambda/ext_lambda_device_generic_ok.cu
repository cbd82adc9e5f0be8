// nvcc-options: --extended-lambda
// notes: near miss of ext_lambda_hd_generic: a generic __device__-only extended lambda is allowed
// tags: extended_host_device_generic_lambda, near-miss, lambda
void f()
{
    auto g = [] __device__ (auto v) { return v + v; };
    (void)g;
}

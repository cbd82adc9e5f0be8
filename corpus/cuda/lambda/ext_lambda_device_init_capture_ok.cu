// nvcc-options: --extended-lambda
// notes: near miss of ext_lambda_hd_init_capture: init-capture is fine on a __device__-only extended lambda
// tags: extended_lambda_hd_init_capture, near-miss, lambda
void f()
{
    int y = 1;
    auto g = [z = y * 2] __device__ () { return z; };
    (void)g;
}

// nvcc-options: --extended-lambda
// notes: [&] capturing two different variables -> 20136 at "(" and once for each variable's first use
// tags: extended_lambda_reference_capture, lambda
void f()
{
    int a = 1, b = 2;
    auto l = [&] __device__ () { return a + b + a; };
    (void)l;
}

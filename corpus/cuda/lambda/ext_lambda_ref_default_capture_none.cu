// nvcc-options: --extended-lambda
// notes: [&] on an extended __device__ lambda that captures nothing still gives one 20136 (at the parameter list)
// tags: extended_lambda_reference_capture, lambda
void f()
{
    auto a = [&] __device__ (int v) { return v * 2; };
    (void)a;
}

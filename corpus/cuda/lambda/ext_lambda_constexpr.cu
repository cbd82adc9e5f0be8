// nvcc-options: --extended-lambda
// notes: constexpr specifier on an extended __device__ lambda -> 20163
// tags: extended_lambda_constexpr, lambda
void f()
{
    auto l = [] __device__ () constexpr { return 1; };
    (void)l;
}

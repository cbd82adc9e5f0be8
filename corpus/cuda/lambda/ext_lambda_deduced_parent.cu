// nvcc-options: --extended-lambda
// notes: extended lambda whose enclosing function has a deduced (auto) return type -> 20156
// tags: extended_lambda_enclosing_function_deducible, lambda
auto f()
{
    auto x = [] __device__ () { return 1; };
    (void)x;
    return 0;
}

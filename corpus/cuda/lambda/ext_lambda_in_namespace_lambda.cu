// nvcc-options: --extended-lambda
// notes: extended lambda nested in a lambda that is defined at namespace scope (no enclosing function) -> 20160
// tags: extended_lambda_enclosing_function_not_found, lambda
auto g = [] {
    auto l = [] __device__ () { return 1; };
    (void)l;
    return 0;
};

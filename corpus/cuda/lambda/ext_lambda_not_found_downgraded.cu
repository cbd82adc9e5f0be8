// nvcc-options: --extended-lambda -Xcudafe --diag_warning=20160
// notes: 20160 downgraded to a warning makes the reference SEGFAULT (exit 139) - a reference crash case; without the option it is a normal error (see ext_lambda_in_namespace_lambda.cu)
// tags: extended_lambda_enclosing_function_not_found, reference-crash, lambda, diag-control
// expect-difference: reference-crash
auto g = [] {
    auto l = [] __device__ () { return 1; };
    (void)l;
    return 0;
};

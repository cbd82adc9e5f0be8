// nvcc-options: --extended-lambda
// notes: near miss of ext_lambda_in_namespace_lambda: nesting inside a plain non-generic lambda that lives in a function is allowed
// tags: extended_lambda_enclosing_function_not_found, near-miss, lambda
void f()
{
    auto o = [] {
        auto l = [] __device__ () { return 1; };
        (void)l;
        return 0;
    };
    o();
}

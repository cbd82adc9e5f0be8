// nvcc-options: --extended-lambda
// notes: extended lambda defined inside a generic lambda -> 20161 ("operator()")
// tags: extended_lambda_enclosing_function_generic_lambda, lambda
void f()
{
    auto g = [](auto v) {
        auto l = [] __device__ () { return 1; };
        (void)l;
        return v;
    };
    g(1);
}

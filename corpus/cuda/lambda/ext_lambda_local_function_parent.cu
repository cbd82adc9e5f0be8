// nvcc-options: --extended-lambda
// notes: extended lambda in a member function of a local class -> 20135 ("m" defined inside another function)
// tags: extended_lambda_enclosing_function_local, lambda
void f()
{
    struct L {
        void m()
        {
            auto g = [] __device__ () { return 1; };
            (void)g;
        }
    };
}

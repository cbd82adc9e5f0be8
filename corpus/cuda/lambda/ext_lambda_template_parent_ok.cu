// nvcc-options: --extended-lambda
// notes: extended lambdas in a function template and a member template, instantiated with a local type only on the cicc side (20149 is cicc-only) -> cudafe++ clean
// tags: extended_lambda_parent_local_type, near-miss, device-side, lambda
template <class T>
void f()
{
    auto x = [] __device__ () { return 1; };
    (void)x;
}

void g()
{
    struct L {};
    f<L>();
}

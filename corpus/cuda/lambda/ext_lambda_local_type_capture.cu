// nvcc-options: --extended-lambda
// notes: capture of a variable whose type is local to the function -> 20146
// tags: extended_lambda_capture_local_type, lambda
void f()
{
    struct L { int a; };
    L l{1};
    auto x = [l] __device__ () { return l.a; };
    (void)x;
}

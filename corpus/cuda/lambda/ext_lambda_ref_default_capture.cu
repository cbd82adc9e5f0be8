// nvcc-options: --extended-lambda
// notes: [&] default capture on an extended HD lambda: one 20136 at the parameter list "(" plus one at the first use of the implicitly captured x (the second use of x adds nothing)
// tags: extended_lambda_reference_capture, lambda
int f()
{
    int x = 1;
    auto a = [&] __host__ __device__ () { return x + x; };
    return a();
}

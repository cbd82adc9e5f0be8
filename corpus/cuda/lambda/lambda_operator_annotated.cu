// nvcc-options: --extended-lambda
// notes: annotation placed after the parameter list (on operator()) rather than before it -> 20164
// tags: lambda_operator_annotated, lambda
void f()
{
    auto l = [] () __device__ { return 1; };
    (void)l;
}

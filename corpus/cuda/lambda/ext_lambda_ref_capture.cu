// nvcc-options: --extended-lambda
// notes: extended __device__ lambda capturing by reference -> 20136 (caret at the captured name)
// tags: extended_lambda_reference_capture, lambda
void f()
{
    int x = 0;
    auto a = [&x] __device__ () { return x; };
    (void)a;
}

// nvcc-options: --extended-lambda -Xcudafe --diag_suppress=extended_lambda_reference_capture
// notes: the extended-lambda errors are discretionary: --diag_suppress by tag silences 20136 and the run succeeds
// tags: extended_lambda_reference_capture, diag-control, lambda
void f()
{
    int x = 0;
    auto a = [&x] __device__ () { return x; };
    (void)a;
}

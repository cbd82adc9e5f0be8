// nvcc-options: --extended-lambda
// notes: near miss of ext_lambda_array_rank8: a 7-dimensional array capture is allowed
// tags: extended_lambda_array_capture_rank, near-miss, lambda
void f()
{
    int a[1][1][1][1][1][1][2] = {};
    auto l = [a] __device__ () { return a[0][0][0][0][0][0][1]; };
    (void)l;
}

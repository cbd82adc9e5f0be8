// nvcc-options: --extended-lambda
// notes: capturing an 8-dimensional array in an extended lambda -> 20140; 7 dimensions would be accepted
// tags: extended_lambda_array_capture_rank, lambda
void f()
{
    int a[1][1][1][1][1][1][1][1] = {};
    auto l = [a] __device__ () { return a[0][0][0][0][0][0][0][0]; };
    (void)l;
}

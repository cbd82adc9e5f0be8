// nvcc-options: --extended-lambda
// notes: init-capture of an array (b=arr) in an extended __device__ lambda -> 20139
// tags: extended_lambda_init_capture_array, lambda
void f()
{
    int arr[3] = {1, 2, 3};
    auto a = [b = arr] __device__ () { return b[0]; };
    (void)a;
}

// nvcc-options: --extended-lambda
// notes: extended __device__ lambda nested in an extended __host__ __device__ lambda -> 20162 (message has a double space)
// tags: extended_lambda_enclosing_function_hd_lambda, lambda
void f()
{
    auto o = [] __host__ __device__ () {
        auto l = [] __device__ () { return 1; };
        (void)l;
        return 0;
    };
    (void)o;
}

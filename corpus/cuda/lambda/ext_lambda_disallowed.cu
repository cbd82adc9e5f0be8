// notes: __device__ lambda without --extended-lambda -> 20155 extended_lambda_disallowed (a discretionary error)
// tags: extended_lambda_disallowed, lambda
void host(int *p)
{
    int s = 2;
    auto f = [=] __device__ (int x) { return x * s; };
    (void)f;
}

// notes: #pragma nv_diag_warning extended_lambda_disallowed downgrades 20155 (no --extended-lambda) to a warning; the run succeeds
// tags: extended_lambda_disallowed, pragma, diag-control, lambda
#pragma nv_diag_warning extended_lambda_disallowed
void host(int *p)
{
    auto f = [] __device__ (int x) { return x + 1; };
    (void)f;
}

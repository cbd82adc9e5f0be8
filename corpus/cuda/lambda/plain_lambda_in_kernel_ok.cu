// notes: an unannotated lambda defined inside a kernel needs no flag (it is implicitly device code)
// tags: extended_lambda_disallowed, near-miss, lambda
__global__ void k(float *p, float a)
{
    auto axpy = [a](float x, float y) { return a * x + y; };
    p[threadIdx.x] = axpy(p[threadIdx.x], 1.0f);
}

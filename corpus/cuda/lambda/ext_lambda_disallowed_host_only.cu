// notes: even a __host__-only annotated lambda needs --extended-lambda -> 20155
// tags: extended_lambda_disallowed, lambda
int host()
{
    auto f = [] __host__ (int x) { return x + 1; };
    return f(1);
}

// notes: 20155 without --extended-lambda is reported even when the lambda is in an uninstantiated template
// tags: extended_lambda_disallowed, lambda, template
template <class T>
void run(T *p)
{
    auto l = [] __host__ __device__ (T v) { return v; };
    (void)l;
}

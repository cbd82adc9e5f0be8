// notes: __shared__ on a for-range-declaration -> 20192 (checks whether cudafe++ emits it)
// tags: shared_specifier_in_range_for
__device__ int sum(const int (&a)[4])
{
    int s = 0;
    for (__shared__ int v : a)
        s += v;
    return s;
}

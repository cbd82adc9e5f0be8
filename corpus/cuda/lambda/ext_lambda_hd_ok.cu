// nvcc-options: --extended-lambda
// notes: __host__ __device__ extended lambda with captures, mutable and trailing return type, called on the host -> clean
// tags: lambda, near-miss
int host(int a, int b)
{
    auto f = [a, b] __host__ __device__ (int x) mutable -> int { a += x; return a * b; };
    return f(3);
}

// nvcc-options: --extended-lambda
// notes: capturing an array whose element type has no default constructor -> 20141
// tags: extended_lambda_array_capture_default_constructible, lambda
struct N { N(int); int v; };

void f()
{
    N a[2] = {N(1), N(2)};
    auto l = [a] __device__ () { return a[0].v; };
    (void)l;
}

// nvcc-options: --extended-lambda
// notes: capturing an array whose element type has a deleted copy assignment -> 20142
// tags: extended_lambda_array_capture_assignable, lambda
struct N {
    N() {}
    N &operator=(const N &) = delete;
    int v = 0;
};

void f()
{
    N a[2];
    auto l = [a] __device__ () { return a[1].v; };
    (void)l;
}

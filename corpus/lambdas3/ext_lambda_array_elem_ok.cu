// nvcc-options: --extended-lambda
// notes: near miss of ext_lambda_array_move_only_elem: a plain element class (implicit default constructor and copy assignment) and one with a defaulted-argument constructor -> clean
// tags: lambda, near-miss
struct P { int x; float y; };
struct Q { Q(int k = 1) : v(k) {} int v; };

int f()
{
    P a[2] = {{1, 2.0f}, {3, 4.0f}};
    Q b[4];
    auto l = [a, b] __host__ __device__ () { return a[1].x + b[3].v; };
    return l();
}

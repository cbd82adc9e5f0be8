// nvcc-options: --extended-lambda
// tags: cuda18, extended_lambda_pack_capture, lambda, variadic-template
// notes: near miss: 20137 not given for a capture of an ordinary parameter of a variadic template
template <class... Ts>
void f(int x, Ts... ts)
{
    auto a = [x] __device__ () { return x; }; (void)a;
}
void g() { f(1, 2); }

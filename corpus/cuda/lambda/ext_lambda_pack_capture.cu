// nvcc-options: --extended-lambda
// notes: extended __device__ lambda capturing a function parameter pack -> 20137 (reported at instantiation)
// tags: extended_lambda_pack_capture, lambda, variadic-template
template <class... Ts>
void f(Ts... ts)
{
    auto a = [ts...] __device__ () { return 0; };
    (void)a;
}

void g() { f(1, 2); }

// nvcc-options: --extended-lambda
// tags: cuda18, extended_lambda_pack_capture, lambda, variadic-template
// notes: trigger: 20137 given at the definition of the template (no instantiation)
template <class... Ts>
void f(Ts... ts)
{
    auto a = [ts...] __device__ () { return 0; }; (void)a;
}


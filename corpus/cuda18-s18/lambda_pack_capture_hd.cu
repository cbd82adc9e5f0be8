// nvcc-options: --extended-lambda
// tags: cuda18, extended_lambda_pack_capture, lambda, variadic-template
// notes: trigger: 20137 for a __host__ __device__ extended lambda
template <class... Ts>
void f(Ts... ts)
{
    auto a = [ts...] __host__ __device__ () { return 0; }; (void)a;
}
void g() { f(1, 2); }

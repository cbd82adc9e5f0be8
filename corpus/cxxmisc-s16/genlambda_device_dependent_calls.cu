// notes: dependent __device__ calls in generic lambdas: checked per instantiation (host and HD callers, broken mangled callee after the first error); none from a __device__ function
// tags: lambda, generic_lambda, d_h_illegal_call, instantiation_context
__device__ int dv(int);
void h() {
  auto g = [](auto x) { return dv(x) + dv(1); };
  g(1);
  g(2L);
}
__device__ void dd() {
  auto g = [](auto x) { return dv(x) + 1; };
  g(1);
}
__host__ __device__ void hd() {
  auto g = [](auto x) { return dv(x) + 1; };
  g(1);
}

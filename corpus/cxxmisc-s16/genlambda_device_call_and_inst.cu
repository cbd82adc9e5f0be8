// notes: 20011 for a non-dependent __device__ call at the definition, then the dependent error of the instantiation
// tags: lambda, generic_lambda, d_h_illegal_call
__device__ int dv();
void h() {
  auto g = [](auto x) { return dv() + x.foo(); };
  g(1);
}

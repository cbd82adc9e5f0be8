// notes: a non-dependent call of a __device__ function in a host generic lambda: 20011 at the definition, caller "operator()"
// tags: lambda, generic_lambda, d_h_illegal_call
__device__ int dv();
void h() {
  auto g = [](auto x) { return dv() + x; };
  g(1);
}

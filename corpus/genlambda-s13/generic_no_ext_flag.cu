// notes: a __device__ generic lambda without --extended-lambda
// tags: lambda, generic_lambda, extended_lambda
void h() {
  auto d = [] __device__ (auto x) { return x; };
}

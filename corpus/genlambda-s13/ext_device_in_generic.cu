// nvcc-options: --extended-lambda
// notes: 20161: an extended __device__ lambda defined inside a generic lambda
// tags: lambda, generic_lambda, extended_lambda, extended_lambda_enclosing_function_generic_lambda
void h() {
  auto g = [](auto x) { auto in = [] __device__ (int y) { return y; }; return x; };
}

// notes: a generic lambda in a __device__ function calling a host function: not checked by cudafe++; in a host function calling a __device__ one: 20011 in the instantiation
// tags: lambda, generic_lambda, d_h_illegal_call
int hostf(int);
__device__ int devf(int);
__device__ int d() {
  auto g = [](auto x) { return hostf(x); };
  return g(1);
}
int h() {
  auto g = [](auto x) { return devf(x); };
  return g(1);
}

// nvcc-options: --extended-lambda
// notes: near miss: a generic extended __device__ lambda passed to a kernel template is allowed -> clean
// tags: valid, lambda, generic_lambda, extended_lambda
template <typename F> __global__ void k(F f) { f(1); }
void h() {
  auto d = [] __device__ (auto x) { return x; };
  k<<<1,1>>>(d);
}

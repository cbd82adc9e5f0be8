// nvcc-options: --extended-lambda
// notes: near miss: a generic __device__ lambda whose body is invalid for int, launched through a kernel: the host compile does not instantiate it -> clean
// tags: valid, lambda, generic_lambda, extended_lambda
template <typename F> __global__ void k(F f) { f(1); }
void h() {
  auto d = [] __device__ (auto x) { return x.foo(); };
  k<<<1,1>>>(d);
}

// nvcc-options: --extended-lambda
// notes: 20157: a __host__ __device__ extended lambda cannot be generic
// tags: lambda, generic_lambda, extended_lambda, extended_host_device_generic_lambda
void h() {
  auto hd = [] __host__ __device__ (auto x) { return x; };
}

// notes: generic lambdas in __device__ and __host__ __device__ functions calling device functions through dependent calls: valid for cudafe++
// tags: valid, lambda, generic_lambda
__device__ int dv(int);
__device__ float dvf(float);
__device__ int dd(int k) {
  auto g = [&](auto x) { return dv(x) + k; };
  auto h = [](auto x, auto y) { return x * y; };
  return g(1) + (int)dvf(h(2.0f, 3.0f)) + h(k, 2);
}

// notes: thrust device_vector, transform with a functor and reduce; expected clean
// tags: prelude-cccl, thrust
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/functional.h>
struct square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};
int main() {
  thrust::device_vector<float> v(16, 2.0f), w(16);
  thrust::transform(v.begin(), v.end(), w.begin(), square());
  float s = thrust::reduce(w.begin(), w.end(), 0.0f, thrust::plus<float>());
  return s == 64.0f ? 0 : 1;
}

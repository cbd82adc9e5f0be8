// notes: thrust host/device vectors, sequence, sort, reduce, transform with placeholder-free functor
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/functional.h>

struct square {
  __host__ __device__ int operator()(int x) const { return x * x; }
};

int main() {
  thrust::host_vector<int> h(1000);
  thrust::sequence(h.begin(), h.end(), 1000, -1);
  thrust::device_vector<int> d = h;
  thrust::sort(d.begin(), d.end());
  int sum = thrust::reduce(d.begin(), d.end(), 0, thrust::plus<int>());
  thrust::transform(d.begin(), d.end(), d.begin(), square());
  printf("%d %d\n", sum, (int)d[0]);
  return 0;
}

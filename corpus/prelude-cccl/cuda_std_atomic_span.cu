// notes: libcu++ <cuda/std/atomic> and <cuda/std/span>: fetch_add on a device atomic, span over an array; expected clean
// tags: prelude-cccl, libcudacxx
#include <cuda/std/atomic>
#include <cuda/std/span>
__global__ void count(cuda::std::atomic<int> *c, int n) {
  if ((int)threadIdx.x < n) c->fetch_add(1, cuda::std::memory_order_relaxed);
}
int sum(cuda::std::span<const int> s) { int t = 0; for (int x : s) t += x; return t; }
int main() { int a[3] = {1, 2, 3}; return sum(cuda::std::span<const int>(a, 3)) == 6 ? 0 : 1; }

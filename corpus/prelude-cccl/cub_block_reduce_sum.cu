// notes: cub::BlockReduce with TempStorage in shared memory, one block sum per block; expected clean
// tags: prelude-cccl, cub
#include <cub/block/block_reduce.cuh>
__global__ void block_sum(const int *in, int *out) {
  using Reduce = cub::BlockReduce<int, 128>;
  __shared__ typename Reduce::TempStorage tmp;
  int v = in[blockIdx.x * 128 + threadIdx.x];
  int s = Reduce(tmp).Sum(v);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
int main() { block_sum<<<1, 128>>>(nullptr, nullptr); return 0; }

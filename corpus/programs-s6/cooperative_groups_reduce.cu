// notes: cooperative groups: thread_block, tiled_partition<32>, shfl_down on a tile, sync
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int reduce_sum(cg::thread_group g, int *temp, int val) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    temp[lane] = val;
    g.sync();
    if (lane < i) val += temp[lane + i];
    g.sync();
  }
  return val;
}

__global__ void sum_kernel(const int *in, int *out, int n) {
  extern __shared__ int temp[];
  cg::thread_block block = cg::this_thread_block();
  int i = block.group_index().x * block.size() + block.thread_rank();
  int v = i < n ? in[i] : 0;
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  for (int o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o);
  if (tile.thread_rank() == 0) atomicAdd(out, v);
  int total = reduce_sum(block, temp, v);
  if (block.thread_rank() == 0 && total < 0) out[1] = total;
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 1024 * sizeof(int));
  cudaMalloc(&out, 2 * sizeof(int));
  sum_kernel<<<4, 256, 256 * sizeof(int)>>>(in, out, 1024);
  cudaDeviceSynchronize();
  return 0;
}

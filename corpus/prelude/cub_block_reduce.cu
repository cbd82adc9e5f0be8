// notes: <cub/block/block_reduce.cuh>: BlockReduce with TempStorage in shared memory; expected clean
// tags: prelude, cub
#include <cub/block/block_reduce.cuh>

template <int BLOCK>
__global__ void block_sum(const int *in, int *out)
{
    using Reduce = cub::BlockReduce<int, BLOCK>;
    __shared__ typename Reduce::TempStorage tmp;
    int v = in[blockIdx.x * BLOCK + threadIdx.x];
    int s = Reduce(tmp).Sum(v);
    if (threadIdx.x == 0) out[blockIdx.x] = s;
}

void run(const int *in, int *out, int blocks) { block_sum<128><<<blocks, 128>>>(in, out); }

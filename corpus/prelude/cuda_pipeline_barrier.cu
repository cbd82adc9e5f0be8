// notes: <cuda/barrier> and <cuda/pipeline>-style async copy with cuda::memcpy_async into shared memory; expected clean
// tags: prelude, libcudacxx, barrier
#include <cuda/barrier>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void stage(const int *global, int *out)
{
    __shared__ int smem[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    auto block = cg::this_thread_block();
    if (block.thread_rank() == 0) init(&bar, block.size());
    block.sync();
    cuda::memcpy_async(block, smem, global, sizeof(smem), bar);
    bar.arrive_and_wait();
    out[block.thread_rank()] = smem[block.thread_rank()] * 2;
}

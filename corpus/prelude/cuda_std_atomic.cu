// notes: <cuda/std/atomic> and <cuda/std/cstdint> (libcu++) used in a kernel; expected clean
// tags: prelude, libcudacxx
#include <cuda/std/atomic>
#include <cuda/std/cstdint>

__global__ void count(cuda::std::atomic<cuda::std::uint32_t> *c)
{
    c->fetch_add(1, cuda::std::memory_order_relaxed);
}

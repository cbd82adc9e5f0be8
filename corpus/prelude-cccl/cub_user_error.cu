// notes: cub included; the user's own error: a host function calling a __device__ function (#20011-style cross-space call reported by cudafe++ as an error)
// tags: prelude-cccl, cub
#include <cub/block/block_reduce.cuh>
__device__ int twice(int x) { return 2 * x; }
int host_side(int x) { return twice(x); }
int main() { return host_side(1); }

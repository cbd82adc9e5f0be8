// tags: templates, variable templates, traits, prelude, libcu++
// notes: cuda::std::is_same_v and friends from libcu++ in static_assert
#include <cuda_runtime.h>
#include <cuda/std/type_traits>
static_assert(cuda::std::is_same_v<int, int>, "same");
static_assert(!cuda::std::is_same_v<int, unsigned>, "not same");
static_assert(cuda::std::is_pointer_v<int*>, "pointer");
__global__ void k(int *p) { *p = 1; }

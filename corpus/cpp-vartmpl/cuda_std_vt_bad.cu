// tags: templates, variable templates, traits, prelude, libcu++, diagnostics
// notes: near miss: is_same_v of a reference and its referee is false
#include <cuda_runtime.h>
#include <cuda/std/type_traits>
static_assert(cuda::std::is_same_v<int&, int>, "reference");
__global__ void k(int *p) { *p = 1; }

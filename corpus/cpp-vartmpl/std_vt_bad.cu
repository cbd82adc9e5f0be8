// tags: templates, variable templates, traits, prelude, diagnostics
// notes: a failing static_assert over std::is_same_v (the partial specialisation does not match const int)
#include <cuda_runtime.h>
#include <type_traits>
static_assert(std::is_same_v<int, const int>, "const differs");
static_assert(std::is_same_v<float, float>, "same");
__global__ void k(int *p) { *p = 1; }

// tags: templates, variable templates, traits, prelude
// notes: std::is_same_v / is_pointer_v / is_integral_v (libstdc++ variable templates with partial specialisations) in static_assert
#include <cuda_runtime.h>
#include <type_traits>
struct Pod { int a; };
static_assert(std::is_same_v<int, int>, "same");
static_assert(!std::is_same_v<int, long>, "not same");
static_assert(std::is_pointer_v<Pod*>, "pointer");
static_assert(!std::is_pointer_v<Pod>, "not pointer");
static_assert(std::is_integral_v<unsigned char>, "integral");
static_assert(std::is_array_v<int[3]> || true, "array");
__global__ void k(int *p) { *p = 1; }
int main() { return 0; }

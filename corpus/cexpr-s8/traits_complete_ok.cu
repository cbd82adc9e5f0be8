// tags: constexpr, traits, prelude, static_assert
// notes: std traits whose static_assert calls the constexpr function template __is_complete_or_unbounded (body instantiated on demand, class-valued argument and result)
#include <cuda_runtime.h>
#include <type_traits>
struct Pod { int a; float b; };
struct Copy { Copy(const Copy &) {} int v; };
static_assert(std::is_trivially_copyable<Pod>::value, "pod");
static_assert(!std::is_trivially_copyable<Copy>::value, "copy");
static_assert(std::is_trivial<Pod>::value, "trivial");
static_assert(std::is_standard_layout<Pod>::value, "layout");
static_assert(std::true_type{}, "class value to bool");
__global__ void k(Pod *p) { p->a = 1; }
int main() { return 0; }

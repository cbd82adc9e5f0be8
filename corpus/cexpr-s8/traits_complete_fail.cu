// tags: constexpr, traits, prelude, static_assert
// notes: a std trait evaluated through constexpr template bodies is false: the static_assert fails; a false_type value converts to false
#include <cuda_runtime.h>
#include <type_traits>
struct Copy { Copy(const Copy &) {} int v; };
static_assert(std::is_trivially_copyable<Copy>::value, "must be trivially copyable");
static_assert(std::false_type(), "false_type");
__global__ void k(int *p) { *p = 1; }
int main() { return 0; }

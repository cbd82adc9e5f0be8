// tags: traits, templates, prelude, static_assert
// notes: near miss of enable_if_traits: a false std trait over a user class fails the static_assert
#include <cuda_runtime.h>
#include <type_traits>
struct NonTrivial { NonTrivial() {} ~NonTrivial() {} int v; };
static_assert(std::is_trivially_copyable<NonTrivial>::value, "must be trivially copyable");
__global__ void k(int *p) { *p = 1; }
int main() { return 0; }

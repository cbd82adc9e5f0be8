// nvcc-options: -std=c++20
// notes: declval_traits_ok in C++20 (common_type's COND_RES sub-bullet is compiled in); expected clean
// tags: chrono-s10, libcudacxx
#include <cuda/std/type_traits>
namespace s = cuda::std;
static_assert(s::is_same<decltype(s::declval<int>()), int&&>::value, "declval");
static_assert(s::is_same<s::common_type_t<int, long>, long>::value, "common_type");
static_assert(s::is_same<s::decay_t<const int&>, int>::value, "decay");
int main() { return 0; }

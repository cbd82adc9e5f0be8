// notes: near miss of declval_traits_ok: declval<int>() is int&&, not int&, and common_type_t<int, long> is long (two #1574)
// tags: chrono-s10, libcudacxx
#include <cuda/std/type_traits>
namespace s = cuda::std;
static_assert(s::is_same<decltype(s::declval<int>()), int&>::value, "declval");
static_assert(s::is_same<s::common_type_t<int, long>, int>::value, "common_type");
int main() { return 0; }

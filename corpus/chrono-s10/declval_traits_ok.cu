// notes: libcu++ traits built on its variable-template declval and on alias templates with value-dependent patterns (_IsNotSame, add_pointer_t, decay_t, common_type_t); expected clean
// tags: chrono-s10, libcudacxx
#include <cuda/std/type_traits>
namespace s = cuda::std;
static_assert(s::is_same<decltype(s::declval<int>()), int&&>::value, "declval");
static_assert(s::is_same<decltype(s::declval<void>()), void>::value, "declval void");
static_assert(s::is_same<s::add_pointer_t<int&>, int*>::value, "add_pointer");
static_assert(s::is_same<s::decay_t<const int&>, int>::value, "decay");
static_assert(s::is_same<s::decay_t<int[3]>, int*>::value, "decay array");
static_assert(s::is_same<s::common_type_t<int, long>, long>::value, "common_type");
static_assert(s::is_same<s::common_type_t<float, double>, double>::value, "common_type fp");
static_assert(s::_IsNotSame<int, long>::value && !s::_IsNotSame<int, int>::value, "_IsNotSame");
int main() { return 0; }

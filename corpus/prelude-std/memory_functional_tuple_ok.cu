// notes: <memory>, <functional>, <tuple>, <type_traits> used ordinarily in host code; expected clean
// tags: prelude, libstdc++, memory, functional, tuple, type_traits
#include <memory>
#include <functional>
#include <tuple>
#include <type_traits>
__global__ void k(int *p) { *p = 1; }
static_assert(std::is_same<int, std::remove_const<const int>::type>::value, "same");
int host() {
  std::unique_ptr<int> p(new int(3));
  std::function<int(int)> f = [](int x) { return x + 1; };
  std::tuple<int, float> t(1, 2.0f);
  return f(*p) + std::get<0>(t);
}

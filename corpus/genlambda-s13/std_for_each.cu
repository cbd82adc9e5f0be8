// notes: a generic lambda given to std::for_each and std::sort over an array: valid
// tags: valid, lambda, generic_lambda, stdlib
#include <algorithm>
int f6() {
  int a[4] = {3, 1, 2, 0};
  int s = 0;
  std::sort(a, a + 4, [](auto l, auto r) { return l < r; });
  std::for_each(a, a + 4, [&](auto& v) { s += v; });
  return s;
}

// nvcc-options: -std=c++20
// notes: a defaulted member operator<=> (C++20) and a comparison rewritten through it
// tags: cxx20, operators, defaulted-comparison
#include <compare>
struct V {
  int a;
  auto operator<=>(const V &) const = default;
};
bool less(V x, V y) { return x < y; }

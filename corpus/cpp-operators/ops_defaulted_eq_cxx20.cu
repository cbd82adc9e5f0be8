// nvcc-options: -std=c++20
// notes: a defaulted friend operator== in user code (C++20)
// tags: cxx20, operators, defaulted-comparison
struct P {
  int x, y;
  friend bool operator==(const P &, const P &) = default;
};
bool same(P a, P b) { return a == b; }

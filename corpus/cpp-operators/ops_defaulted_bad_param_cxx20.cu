// nvcc-options: -std=c++20
// notes: near miss: a defaulted comparison whose parameter is not a const reference to the class
// tags: cxx20, operators, defaulted-comparison, near-miss
struct P {
  int x;
  friend bool operator==(P &, P &) = default;
};

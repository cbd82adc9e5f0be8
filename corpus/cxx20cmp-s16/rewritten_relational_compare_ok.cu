// nvcc-options: -std=c++20
// notes: C++20 relational operators rewritten through a std::strong_ordering operator<=> (member and non-member, reversed), <=> calls as operands
// tags: cxx20, operators, rewritten-comparison, prelude
#include <compare>
struct C { int v; std::strong_ordering operator<=>(const C& o) const { return v <=> o.v; } bool operator==(const C& o) const { return v == o.v; } };
struct D { int v; };
std::strong_ordering operator<=>(const D& x, int y) { return x.v <=> y; }
bool f5(C a, C b) { return a < b; }
bool f6(C a, C b) { return a <= b; }
bool f7(C a, C b) { return a > b; }
bool f8(C a, C b) { return a >= b; }
bool f9(D d) { return d < 1; }
bool f10(D d) { return 1 < d; }
bool f16(std::strong_ordering o) { return o != 0; }
bool f17(std::strong_ordering o) { return 0 != o; }
bool f18(std::strong_ordering o) { return 0 == o; }
bool f19(C a, C b) { return (a <=> b) != 0; }

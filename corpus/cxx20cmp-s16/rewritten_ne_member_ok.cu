// nvcc-options: -std=c++20
// notes: C++20 `a != b` with only a member operator== resolves to the rewritten !(a == b); the host output writes `(a != b)`
// tags: cxx20, operators, rewritten-comparison
struct A { int v; bool operator==(const A& o) const { return v == o.v; } };
bool f1(A a, A b) { return a != b; }
bool f2(A a, A b) { return (a != b) == (b != a); }

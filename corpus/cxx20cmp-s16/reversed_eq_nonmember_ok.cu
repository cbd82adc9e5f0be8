// nvcc-options: -std=c++20
// notes: C++20 reversed candidates of a non-member operator==(const B&, int): `0 == b` prints `((0) == b)`, `0 != b` `((0) != b)`, `b != 0` `(b != (0))`
// tags: cxx20, operators, rewritten-comparison
struct B { int v; };
bool operator==(const B& x, int y) { return x.v == y; }
bool f2(B b) { return 0 == b; }
bool f3(B b) { return 0 != b; }
bool f4(B b) { return b != 0; }

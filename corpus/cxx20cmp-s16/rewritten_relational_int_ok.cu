// nvcc-options: -std=c++20
// notes: C++20 relational operators rewritten through an operator<=> that returns int: `d < 1` as `(d <=> 1) < 0`, `1 < d` as the reversed `0 < (d <=> 1)`
// tags: cxx20, operators, rewritten-comparison
struct D { int v; int operator<=>(const D& o) const { return v - o.v; } };
struct E { int v; };
int operator<=>(const E& x, int y) { return x.v - y; }
bool f5(D a, D b) { return a < b; }
bool f6(D a, D b) { return a >= b; }
bool f9(E e) { return e < 1; }
bool f10(E e) { return 1 < e; }
bool f11(E e) { return 2 >= e; }

// nvcc-options: -std=c++20
// notes: rewritten `a != b`, reversed `1 < e` and `0 == b` beside an unrelated error: the comparisons resolve quietly, only the error is reported
// tags: cxx20, operators, rewritten-comparison, error
struct A { int v; bool operator==(const A& o) const { return v == o.v; } };
struct B { int v; };
bool operator==(const B& x, int y) { return x.v == y; }
struct E { int v; };
int operator<=>(const E& x, int y) { return x.v - y; }
bool f1(A a, A b) { return a != b; }
bool f2(E e) { return 1 < e; }
bool f3(B b) { return 0 == b; }
int bad() { int *p = 1.5; return 0; }

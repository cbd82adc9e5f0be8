// nvcc-options: -std=c++20
// notes: no viable candidate in C++20: EDG appends the notes of the rewritten forms (`!=`: built-in operator== notes; `<`: the operator<=> functions, then built-in operator<=> notes) — a gap in cufe
// tags: cxx20, operators, rewritten-comparison, error
struct A { int v; bool operator==(const A& o) const { return v == o.v; } };
struct E { int v; };
int operator<=>(const E& x, int y) { return x.v - y; }
struct N { int v; };
bool f1(A a, A b) { return a != b; }
bool f2(E e) { return 1 < e; }
bool f3(N a, N b) { return a < b; }
bool f4(N a, N b) { return a != b; }

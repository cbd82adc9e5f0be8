// nvcc-options: -std=c++20
// notes: near miss: a != b with an operator== that takes another type: no rewritten candidate is viable
// tags: cxx20, operators, rewritten-comparison, near-miss
struct Q { int v; };
struct P { int v; bool operator==(const Q &o) const { return v == o.v; } };
bool f(P a, P b) { return a != b; }

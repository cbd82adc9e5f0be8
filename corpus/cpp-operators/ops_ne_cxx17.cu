// notes: near miss in C++17: a != b with only operator== declared is an error (no rewriting before C++20)
// tags: operators, rewritten-comparison, near-miss
struct P { int v; bool operator==(const P &o) const { return v == o.v; } };
bool f(P a, P b) { return a != b; }

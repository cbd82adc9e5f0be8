// notes: near miss: naming an operator the class does not declare through member access
// tags: operators, member-operator-call, near-miss
struct V { int a; bool operator==(const V &o) const { return a == o.a; } };
bool f(V v) { return v.operator!=(v); }

// notes: near miss: calling a deleted operator+ through operator syntax
// tags: operators, deleted
struct A { int v; };
A operator+(A, A) = delete;
A f(A a, A b) { return a + b; }

// notes: near miss: two equally good operator== candidates
// tags: operators, ambiguous
struct A { int v; };
struct B { B(A) {} };
struct C { C(A) {} };
bool operator==(B, B);
bool operator==(C, C);
bool f(A a) { return a == a; }

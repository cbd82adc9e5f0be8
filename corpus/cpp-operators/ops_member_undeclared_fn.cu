// notes: near miss: an out-of-class definition of a member function the class does not declare
// tags: operators, class-qualified, near-miss
struct S { int f(); };
int S::f() { return 1; }
int S::g() { return 2; }

// notes: near miss: a qualified definition of a static member the class does not declare
// tags: operators, class-qualified, near-miss
struct S { static int a; };
int S::a = 1;
int S::b = 2;

// notes: near miss: qualified definitions of members the class does not declare, without initialiser or with an empty body (#135 each), next to a correct one
// tags: operators, class-qualified, near-miss
struct S { int f(); static int a; };
int S::a;
int S::c;
void S::h(int) { }
int S::f() { return a; }

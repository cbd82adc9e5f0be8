// notes: return { ... } copy-list-initialises the declared return type: a class with constructors, an aggregate, a scalar, {} for both
// tags: return, list-init
struct P { P(bool, unsigned long); bool a; unsigned long b; };
struct A { int x; double y; };
struct Q { Q(); int a; };
P f(int n) { if (n) return { true, 1ul }; return { false, 0 }; }
A g() { return { 1, 2.0 }; }
A g2() { return {}; }
int h() { return { 3 }; }
int h2() { return {}; }
Q q() { return {}; }
P f3(int n) { return{ n != 0, 2 }; }
__global__ void k(int *p) { *p = h(); }

// notes: near miss of return_local_bad: returning a static local, a reference parameter, a member through a pointer, *this, an element through a pointer parameter: no warning
// tags: function, local, near-miss
struct S { int m; S &self() { return *this; } };
int &a() { static int s = 0; return s; }
int &b(int &r) { return r; }
int &c(S *p) { return p->m; }
int *d(int *p) { return &p[1]; }
const int *e(const int (&arr)[3]) { return arr; }
int main() { S s; return a() + b(s.m) + c(&s) + *d(&s.m) + s.self().m; }

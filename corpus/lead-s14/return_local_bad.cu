// notes: #1056 for returning the address of a local or by-value parameter (also a decaying local array), #836 for returning a local by reference (through parentheses, . member access, static_cast<int&&>); static locals and local references are not locals
// tags: function, local, warning
int *f1() { int c = 0; return &c; }
int &f2(int p) { return p; }
const int &f3() { int c = 1; return (c); }
int &f4() { static int s = 0; return s; }
int &f5() { int c = 0; int &r = c; return r; }
int *f6(int p) { return &p; }
struct S { int m; };
int &f7() { S s; return s.m; }
int &&f9() { int c = 0; return static_cast<int&&>(c); }
int *f10() { int a[3] = {}; return a; }

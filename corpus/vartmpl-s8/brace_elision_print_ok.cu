// notes: brace elision in struct and array initialisers, printed as written
// tags: aggregate, host-output
struct P { int x, y; };
struct Q { P p; int k; };
Q q = {1, 2, 3};
int a[2][2] = {1, 2, 3, 4};

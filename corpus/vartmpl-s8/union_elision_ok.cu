// notes: union aggregate initialisation with brace elision into the first member, inside structs and locals -> clean
// tags: aggregate, union
struct P { int x, y; };
union U { P s; int c[2]; };
U u = {{1, 2}};
U w = {3, 4};
struct Q { U u; int k; };
Q q = {5, 6, 7};
Q r = {{{8, 9}}, 10};
void f() { U l = {1, 2}; Q m = {1}; (void)l; (void)m; }

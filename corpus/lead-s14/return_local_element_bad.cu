// notes: #836 for returning an element of a local array by reference; a member array element and one through a pointer parameter are not locals
// tags: function, local, warning
int &f(int i) { int a[3] = {}; return a[i]; }
struct V { int a[2]; int &g(int i) { return a[i]; } };
int &h(int *p) { return p[1]; }

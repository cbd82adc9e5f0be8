// notes: host output with a user partial specialisation used by a variable; clean
// tags: template, partial-specialization, host-output
template <class T> struct P { T v; };
template <class T> struct P<T *> { T *p; int n; };
P<int *> pp;
int use() { return pp.n; }

// notes: user-code partial specialisation of a class template (phase 1 in user code) next to its primary, both printed
// tags: output templates
template <class T> struct U { T a; };
template <class T> struct U<T *> { T *p; int n; };
int g(U<int> *u) { return u->a; }

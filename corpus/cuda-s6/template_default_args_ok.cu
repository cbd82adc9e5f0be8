// notes: calls of function templates that leave out literal or enumerator default arguments stand (printed as written)
// tags: template, default_argument
enum Mode { M0, M1 };
template <class T> int put(T *p, int n, int off = 0, Mode m = M1, const char *tag = 0, double s = 1.5) { return n + off; }
int h(float *f) { return put(f, 2) + put(f, 3, 1) + put(f, 1, 2, M0); }

// notes: deduction of template parameters from function and member pointer types (as libstdc++'s
//   __to_xstring<string>(&vsnprintf, ...) needs) -> clean
// tags: valid, templates, deduction
template<typename T> T apply(T (*f)(T), T x) { return f(x); }
template<typename R, typename A, typename B> R call2(R (*f)(A, B), A a, B b) { return f(a, b); }
template<typename C, typename M> M get(C &c, M C::*pm) { return c.*pm; }
template<typename C, typename R> R invoke0(C &c, R (C::*pm)() const) { return (c.*pm)(); }
template<typename T> int fmt(int (*conv)(T *, const T *), T *out, const T *in) { return conv(out, in); }

int twice(int v) { return 2 * v; }
long add(long a, int b) { return a + b; }
int nothrow_twice(int v) noexcept { return 2 * v; }
int copy(char *o, const char *i) { *o = *i; return 1; }
struct S { int n; double d; int size() const { return n; } };

int use()
{
    S s{3, 1.5};
    char buf[2];
    int r = apply(&twice, 3) + apply(twice, 4) + apply(&nothrow_twice, 5);
    r += (int)call2(&add, 1L, 2);
    r += get(s, &S::n) + (int)get(s, &S::d);
    r += invoke0(s, &S::size);
    r += fmt(&copy, buf, "x");
    return r;
}

// notes: the same deductions from function/member pointer types in C++20 -> clean
// tags: valid, templates, deduction, cxx20
// nvcc-options: -std=c++20
template<typename T> T apply(T (*f)(T), T x) { return f(x); }
template<typename C, typename M> M get(C &c, M C::*pm) { return c.*pm; }
int nothrow_twice(int v) noexcept { return 2 * v; }
struct S { int n; };
int use()
{
    S s{3};
    return apply(&nothrow_twice, 5) + get(s, &S::n);
}

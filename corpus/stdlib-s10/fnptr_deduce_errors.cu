// notes: deduction from function pointer types that fails: conflicting deductions and a signature of
//   another shape -> the reference's no-matching-instance errors
// tags: invalid, templates, deduction
template<typename T> T apply(T (*f)(T), T x) { return f(x); }
template<typename T> T apply2(T (*f)(T, T), T x) { return f(x, x); }

int twice(int v) { return 2 * v; }
double half(double v) { return v / 2; }

int use()
{
    int a = apply(&twice, 2.0);
    int b = apply2(&twice, 1);
    int c = apply(&half, 1);
    return a + b + c;
}

//! Tests of deduction from function and member pointer types (`sema/deduce.rs` `match_signatures`):
//! the expected outcomes are the reference's (corpus/stdlib-s10/fnptr_deduce_*). A wrong deduction
//! shows as a conversion diagnostic or a no-matching-instance error.
use super::tests::{clean, run};

const FNS: &str = "template<typename T> T apply(T (*f)(T), T x) { return f(x); }\n\
template<typename C, typename M> M get(C &c, M C::*pm) { return c.*pm; }\n\
int twice(int v) { return 2 * v; }\n\
int nothrow_twice(int v) noexcept { return 2 * v; }\n\
double half(double v) { return v / 2; }\n\
struct S { int n; double d; };\n";

#[test]
fn parameters_are_deduced_from_function_and_member_pointers() {
    clean(&format!("{FNS}int use() {{ S s{{3, 1.5}}; return apply(&twice, 3) + apply(twice, 4) + get(s, &S::n) + (int)get(s, &S::d); }}"));
}

#[test]
fn a_noexcept_function_matches_a_plain_pointer_parameter() {
    clean(&format!("{FNS}int use() {{ return apply(&nothrow_twice, 5); }}"));
}

#[test]
fn conflicting_deductions_fail() {
    // T = int from the function, T = double from the second argument: no viable candidate.
    let o = run(&format!("{FNS}int use() {{ return apply(&twice, 2.0); }}"));
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, vec![("no instance of %n matches the argument list", 7)]);
    // A signature of another shape does not match.
    let o = run("template<typename T> T apply2(T (*f)(T, T), T x) { return f(x, x); }\nint twice(int v) { return 2 * v; }\nint use() { return apply2(&twice, 1); }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, vec![("no instance of %n matches the argument list", 3)]);
}

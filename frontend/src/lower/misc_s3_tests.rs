//! Unit tests of the session-3 "long tail" lowering: static/extern locals, the flow gate after
//! declaration errors, bounds, enumerator clashes (corpus/misc has the reference-blessed cases).
use super::tests::{clean, run};
use crate::diag::id;

fn tags(src: &str) -> Vec<&'static str> {
    let o = run(src);
    assert!(o.gaps.is_empty(), "gaps {:?} in {:?}", o.gaps, src);
    o.diags.iter().map(|d| d.0).collect()
}

#[test]
fn static_and_extern_locals_are_ordinary_locals() {
    clean("int f() { static int n; return ++n; }");
    clean("int f() { static int n = 3; static const int k = 2; return n + k; }");
    clean("int f() { extern int elsewhere; return elsewhere; }");
    // A static local is never "used before set" (#549 is for automatic variables).
    clean("int f() { static int n; return n; }");
    assert_eq!(tags("int f() { int n; return n; }"), vec![id::USED_BEFORE_SET.template()]);
}

#[test]
fn extern_local_redeclaring_a_known_name_is_a_gap() {
    let o = run("int x; int f() { extern int x; return x; }");
    assert!(o.gaps.iter().any(|g| g.contains("static or extern local")), "{:?}", o.gaps);
    let o = run("int f() { extern int y = 1; return y; }");
    assert!(!o.gaps.is_empty());
}

#[test]
fn flow_analysis_goes_on_after_errors_that_drop_no_operand() {
    // `x = s` fails (no conversion) but `x` is never read: no gap, no #549.
    assert_eq!(tags("struct S { int v; };\nvoid f(S s) { int x; x = s; }").len(), 1);
    // Class-type locals without initialiser do not take part in #549.
    assert_eq!(tags("struct NC { NC() {} NC(const NC &) = delete; };\nvoid g() { NC a; NC b(a); }").len(), 1);
    // An undefined name next to a read of an unset variable: EDG still reports #549 there (gap).
    let o = run("int f() { int *p; return *p + x; }");
    assert!(o.gaps.iter().any(|g| g.contains("flow analysis")), "{:?}", o.gaps);
}

#[test]
fn enumerator_clashes_and_fixed_ranges() {
    assert_eq!(tags("enum A { Red }; enum B { Blue, Red, Cyan };\nstatic_assert(Cyan == 2, \"\");"), vec![id::ID_ALREADY_DECLARED.template()]);
    assert_eq!(tags("enum class S : unsigned char { Lo = 255, Hi };"), vec![id::ENUM_VALUE_OUT_OF_UNDERLYING_RANGE.template()]);
    clean("enum class S : signed char { Lo = -128, Hi = 127 };");
    // A later use of a clashed name is not modelled.
    let o = run("int v; enum D { v = 2 }; int w = v;");
    assert!(o.gaps.iter().any(|g| g.contains("declared twice")), "{:?}", o.gaps);
}

#[test]
fn builtin_typedefs_are_known() {
    clean("typedef __builtin_va_list gnuc_va_list; __int128_t a; __uint128_t b;");
}

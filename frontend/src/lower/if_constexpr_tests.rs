//! Tests of constexpr-if lowering (if_constexpr.rs); the behaviours were probed against cudafe++ 13.0.
use super::super::tests::{clean, lower_src, run};
use crate::diag::id;

fn ids(src: &str) -> Vec<(crate::diag::DiagId, u32, u32)> {
    let r = lower_src(src);
    assert!(r.gaps.is_empty(), "gaps {:?} in {src:?}", r.gaps);
    r.diags
}

#[test]
fn constant_conditions_of_any_scalar_type_are_clean() {
    clean("int f1(int a) { if constexpr (2) return 1; return 0; }");
    clean("constexpr int N = 3;\nint f4() { if constexpr (N > 2) return 1; else if constexpr (N > 1) return 2; else return 3; }");
    clean("int f9() { if constexpr (3.5) return 1; return 0; }");
}

#[test]
fn non_constant_condition_is_28_at_the_first_token_inside_the_parentheses() {
    let d = ids("int f1(int a) { if constexpr (1 + a > 1) return 1; return 0; }");
    assert_eq!(d.iter().map(|x| (x.0, x.2)).collect::<Vec<_>>(), vec![(id::EXPR_NOT_CONSTANT, 31)]);
    let d = ids("int f3() { if constexpr (int k = 3; 1 + k > 2) return k; return 0; }");
    assert_eq!(d.first().map(|x| (x.0, x.2)), Some((id::EXPR_NOT_CONSTANT, 26)));
}

#[test]
fn discarded_branch_is_analysed_but_its_returns_do_not_deduce() {
    let o = run("int f2() { if constexpr (sizeof(int) == 4) return 1; else return undeclared_x; }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
    clean("auto h5(int x) { if constexpr (false) return 1.5; else return 2; }\nint g() { int (*p)(int) = h5; return p(1); }");
}

#[test]
fn calls_in_the_discarded_branch_get_no_cross_space_check() {
    let dev = "__attribute__((device)) int dev(int x) { return x; }\n";
    clean(&format!("{dev}int h1(int x) {{ if constexpr (false) return dev(x); return x; }}"));
    clean(&format!("{dev}__attribute__((host)) __attribute__((device)) int hd(int x) {{ if constexpr (false) return dev(x); return x; }}"));
    let o = run(&format!("{dev}int h2(int x) {{ if constexpr (true) return dev(x); return x; }}"));
    assert_eq!(o.diags.len(), 1, "{:?} {:?}", o.diags, o.gaps);
}

#[test]
fn template_definitions_check_no_calls_in_either_branch() {
    let dev = "__attribute__((device)) int dev(int x) { return x; }\n";
    clean(&format!("{dev}template <bool B> int t1(int x) {{ if constexpr (B) return dev(x); else return dev(x+1); }}"));
    clean(&format!("{dev}template <bool B> int t4(int x) {{ if constexpr (true) return dev(x); return 0; }}"));
}

#[test]
fn instantiation_drops_the_discarded_branch() {
    clean("struct S { int v; };\ntemplate <class T> int get(T t) { if constexpr (sizeof(T) == sizeof(S)) { return t.v; } else { return t + 1; } }\ntemplate int get<long>(long);\ntemplate int get<S>(S);");
}

#[test]
fn flow_walks_the_discarded_branch_without_making_it_reachable() {
    use crate::diag::id;
    let d = ids("int a1() { int y; if constexpr (false) { y = 1; } return y; }\nint a2() { if constexpr (true) return 1; }\nint a3() { if constexpr (false) return 1; }\nint a4() { int y; if constexpr (true) { return 2; } else { return y; } }");
    let got: Vec<(crate::diag::DiagId, u32)> = d.iter().map(|x| (x.0, x.1)).collect();
    assert_eq!(got, vec![(id::IMPLICIT_RETURN_FROM_NON_VOID_FUNCTION, 3), (id::USED_BEFORE_SET, 4)]);
}

//! `<=>` through the whole front end in C++20, with a stand-in `<compare>` in a system header.
use crate::lower::tests_cxx20::lower_cxx20;

const COMPARE: &str = "namespace std { class strong_ordering { int v; public: constexpr strong_ordering(int x) : v(x) {} }; class partial_ordering { int v; public: constexpr partial_ordering(int x) : v(x) {} }; }";

#[test]
fn builtin_operands_compare_into_the_categories() {
    let (gaps, diags) = lower_cxx20(COMPARE, "int *q; void f(int a, long b, double d, int *p) { auto x = a <=> b; auto y = d <=> a; auto z = p <=> q; }");
    assert!(gaps.is_empty(), "gaps {:?}", gaps);
    assert!(diags.is_empty(), "diags {:?}", diags.len());
}

#[test]
fn incompatible_and_narrowing_operands_are_errors() {
    let (gaps, diags) = lower_cxx20(COMPARE, "void f(int a, int *p, unsigned u) { auto x = a <=> p; auto y = a <=> u; }");
    assert!(gaps.is_empty(), "gaps {:?}", gaps);
    assert_eq!(diags, vec![crate::diag::id::INCOMPATIBLE_OPERANDS, crate::diag::id::NARROWING_CONVERSION]);
}

#[test]
fn unprobed_forms_are_gaps() {
    let (gaps, _) = lower_cxx20(COMPARE, "enum E { e1 }; void f(E a, E b) { auto x = a <=> b; }");
    assert_eq!(gaps, vec!["sema: <=> on enumeration operands".to_string()]);
    let (gaps, _) = lower_cxx20("", "void f(int a, int b) { auto x = a <=> b; }");
    assert_eq!(gaps, vec!["sema: <=> without a complete comparison category type".to_string()]);
}

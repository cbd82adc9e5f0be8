//! Tests of standard attributes, `[[nodiscard]]` checks and pragmas in lowering (`std_attrs.rs`,
//! `pragmas.rs`). Expectations were checked against cudafe++ 13.0.88 (corpus/attributes, probes).
use super::tests::lower_src;
use crate::diag::id;

fn diags(src: &str) -> Vec<(crate::diag::DiagId, u32, u32)> {
    let o = lower_src(src);
    assert!(o.gaps.is_empty(), "gaps {:?} for {:?}", o.gaps, src);
    o.diags
}

#[test]
fn nodiscard_routine_and_type() {
    let d = diags("[[nodiscard]] int f();\nstruct [[nodiscard]] S { int x; };\nS g();\nS& gr();\nvoid u() {\n  f();\n  g();\n  gr();\n  (void)f();\n}");
    assert_eq!(d, vec![(id::NODISCARD_ROUTINE, 6, 4), (id::NODISCARD_RETURN_TYPE, 7, 4)]);
}

#[test]
fn nodiscard_reason_comma_and_conditional() {
    let d = diags("[[nodiscard(\"why\")]] int f();\nvoid u(bool b) {\n  f(), f();\n  b ? f() : 1;\n}");
    assert_eq!(d, vec![(id::NODISCARD_ROUTINE_WITH_REASON, 3, 4), (id::NODISCARD_ROUTINE_WITH_REASON, 3, 9), (id::NODISCARD_ROUTINE_WITH_REASON, 4, 8)]);
}

#[test]
fn unknown_and_misplaced_attributes() {
    assert_eq!(diags("[[foo]] int a;\n[[foo::bar]] int b;\n[[clang::x]] int c;"), vec![(id::ATTRIBUTE_NAMESPACE_UNRECOGNIZED, 2, 3)]);
    assert_eq!(diags("[[nodiscard]] int x1;"), vec![(id::WRONG_ENTITY_FOR_ATTRIBUTE, 1, 3)]);
    assert_eq!(diags("[[carries_dependency]] void f();"), vec![(id::CARRIES_DEPENDENCY_IGNORED, 1, 3)]);
    assert!(diags("[[deprecated]] int d();\n[[maybe_unused]] int m;\nint u() { return d(); }").is_empty());
}

#[test]
fn enumerator_attributes() {
    assert_eq!(diags("enum E { a __attribute__((unused)), b __attribute__((deprecated)) };"), vec![(id::WRONG_ENTITY_FOR_ATTRIBUTE, 1, 27)]);
    let o = lower_src("enum E { a __attribute__((unused)) = 1 };");
    assert_eq!(o.gaps, vec!["lower: attributes on enumerators".to_string()]);
}

#[test]
fn pack_and_packed_layouts() {
    assert!(diags("#pragma pack(push, 2)\nstruct P { char c; double d; };\n#pragma pack(pop)\nstatic_assert(sizeof(P) == 10 && alignof(P) == 2, \"\");").is_empty());
    assert!(diags("struct __attribute__((packed)) A { char c; int i; };\nstatic_assert(sizeof(A) == 5, \"\");").is_empty());
    assert!(diags("struct alignas(16) V { float x; };\nstatic_assert(alignof(V) == 16 && sizeof(V) == 16, \"\");").is_empty());
}

#[test]
fn unmodelled_pragmas_are_gaps() {
    for p in ["#pragma pack(show)", "#pragma pack(3)", "#pragma pack(pop)", "#pragma omp parallel", "#pragma GCC unroll 4", "#pragma unroll"] {
        let o = lower_src(&format!("{p}\nint x;"));
        assert!(!o.gaps.is_empty(), "{p}");
        assert!(o.diags.is_empty(), "{p}");
    }
    assert!(diags("#pragma once\n#pragma weak x\n#pragma GCC push_options\nint x;\nvoid f() {\n#pragma unroll\n  for (;;) break;\n}").is_empty());
}

#[test]
fn parameter_attributes_without_effect() {
    assert!(diags("int f(int a [[maybe_unused]], [[maybe_unused]] int b, int c __attribute__((__unused__)), [[gnu::unused]] int d) { return 0; }").is_empty());
    // Only the non-member declaration paths read CUDA parameter attributes (param_attrs.rs).
    let o = lower_src("struct S { void k(__attribute__((grid_constant)) const int x); };");
    assert_eq!(o.gaps, vec!["lower: parameter attributes or pack".to_string()]);
}

#[test]
fn warn_unused_result_discarded_is_a_gap() {
    let o = lower_src("__attribute__((warn_unused_result)) int w();\nvoid u() { w(); }");
    assert_eq!(o.gaps, vec!["lower: discarded result of a nodiscard or warn_unused_result function not recorded".to_string()]);
    assert!(diags("__attribute__((warn_unused_result)) int w();\nint u() { return w(); }").is_empty());
}

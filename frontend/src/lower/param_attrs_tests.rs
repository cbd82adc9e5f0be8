//! Tests of CUDA parameter attributes (`param_attrs.rs`). Expectations were probed on cudafe++ 13.0.88
//! (corpus/kernel-params).
use super::tests::lower_src;
use crate::diag::id;

fn diags(src: &str) -> Vec<(crate::diag::DiagId, u32, u32)> {
    let o = lower_src(src);
    assert!(o.gaps.is_empty(), "gaps {:?} for {:?}", o.gaps, src);
    o.diags
}

const GC: &str = "__attribute__((grid_constant))";

#[test]
fn grid_constant_on_kernel_is_silent() {
    assert!(diags(&format!("__attribute__((global)) void k({GC} const int x, {GC} int y, {GC} const int &z) {{}}")).is_empty());
}

#[test]
fn grid_constant_on_non_kernel() {
    let d = diags(&format!("void a4({GC} const int x) {{}}\n__attribute__((device)) void a8({GC} const int x, {GC} const int y) {{}}"));
    assert_eq!(d, vec![(id::GRID_CONSTANT_NON_KERNEL, 1, 6), (id::GRID_CONSTANT_NON_KERNEL, 2, 30), (id::GRID_CONSTANT_NON_KERNEL, 2, 30)]);
}

#[test]
fn grid_constant_redeclarations() {
    let src = format!("__attribute__((global)) void b4({GC} const int x);\n__attribute__((global)) void b4({GC} const int x);\n__attribute__((global)) void b4(const int y) {{}}\nvoid d(const int x);\nvoid d({GC} const int x);\nvoid d(const int x);");
    let d = diags(&src);
    assert_eq!(
        d,
        vec![
            (id::GRID_CONSTANT_INCOMPAT_REDECL, 3, 30),
            (id::GRID_CONSTANT_INCOMPAT_REDECL, 5, 6),
            (id::GRID_CONSTANT_NON_KERNEL, 5, 6),
            (id::GRID_CONSTANT_INCOMPAT_REDECL, 6, 6),
            (id::GRID_CONSTANT_NON_KERNEL, 6, 6),
        ]
    );
}

#[test]
fn memory_space_on_parameter_warns() {
    let d = diags("__attribute__((global)) void c1(__attribute__((shared)) int x) {}\nvoid c5(__attribute__((managed)) int x);");
    assert_eq!(d, vec![(id::WRONG_ENTITY_FOR_ATTRIBUTE, 1, 48), (id::WRONG_ENTITY_FOR_ATTRIBUTE, 2, 24)]);
}

#[test]
fn template_redeclarations_compare_with_the_first() {
    // Probe cuda21 gc2 (corpus cuda21-s21/grid_constant_template_redecl_2): the third declaration is
    // compared with the first one, not with the union of the earlier ones (no 3699 for `n` there).
    let k = "template <class T> __attribute__((global)) void k";
    let d = diags(&format!("{k}({GC} const T t, const int n);\n{k}({GC} const T t, {GC} const int n);\n{k}(const T u, const int n) {{}}"));
    let got: Vec<_> = d.iter().map(|x| (x.0, x.1)).collect();
    assert_eq!(got, vec![(id::GRID_CONSTANT_INCOMPAT_TEMPL_REDECL, 2), (id::GRID_CONSTANT_INCOMPAT_TEMPL_REDECL, 3)]);
    let d = diags(&format!("template <class T> __attribute__((device)) void d({GC} const T t);"));
    assert_eq!(d.iter().map(|x| x.0).collect::<Vec<_>>(), vec![id::GRID_CONSTANT_NON_KERNEL]);
}

#[test]
fn other_paths_stay_gaps() {
    let o = lower_src(&format!("struct S {{ template <class T> __attribute__((device)) void k({GC} const T x); }};"));
    assert!(!o.gaps.is_empty());
    let o = lower_src(&format!("template <class T> void h({GC} const T x);"));
    assert!(!o.gaps.is_empty());
    let o = lower_src(&format!("void (*fp)({GC} const int x);"));
    assert!(!o.gaps.is_empty());
}

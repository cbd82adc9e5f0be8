//! `__wgmma_mma_async_*` calls through lowering (probes of corpus/wgmma-s10).
use super::tests::{clean, run};
use crate::diag::id;

fn tags(src: &str) -> Vec<&'static str> {
    let o = run(src);
    assert!(o.gaps.is_empty(), "gaps {:?} in {:?}", o.gaps, src);
    o.diags.into_iter().map(|d| d.0).collect()
}

#[test]
fn valid_calls_are_clean_and_have_type_void() {
    clean(
        "__attribute__((device)) void f(void *a, unsigned long long b, float *d) {\n\
         __wgmma_mma_async_f16(64, 8, 16, 0, 0, 0, 0, 0, 0, d, a, b);\n\
         __wgmma_mma_async_tf32(64, 256, 8, true, false, 1, d, b, b, 7); }",
    );
    assert_eq!(
        tags("void f(void *a, unsigned long long b, float *d) { int x = __wgmma_mma_async_f16(64, 8, 16, 0, 0, 0, 0, 0, 0, d, a, b); }"),
        vec![id::BAD_INITIALIZER_TYPE.template()]
    );
}

#[test]
fn checks_in_the_reference_order() {
    assert_eq!(
        tags("void f(float *d, int i) { __wgmma_mma_async_f16(65, 8, 16, i, 0, 0, 0, 0, 0, d, d, 1); }"),
        vec![
            id::WGMMA_MMA_ASYNC_NONCONSTANT_ARG.template(),
            id::WGMMA_MMA_ASYNC_BAD_A_TYPE.template(),
            id::WGMMA_MMA_ASYNC_BAD_B_TYPE.template(),
            id::WGMMA_MMA_ASYNC_BAD_SHAPE.template()
        ]
    );
    assert_eq!(tags("void f(float *d, void *a) { __wgmma_mma_async_bf16(64, 8, 16, 0, 0, 0, 0, 0, d, a); }"), vec![id::WGMMA_MMA_ASYNC_MISSING_ARGS.template()]);
}

#[test]
fn unmodelled_forms_are_gaps() {
    // A non-constant shape crashes the reference; too few arguments is not worked out.
    assert!(!run("void f(float *d, void *a, unsigned long long b, unsigned m) { __wgmma_mma_async_f16(m, 8, 16, 0, 0, 0, 0, 0, 0, d, a, b); }").gaps.is_empty());
    assert!(!run("void f() { __wgmma_mma_async_f16(64, 8); }").gaps.is_empty());
}

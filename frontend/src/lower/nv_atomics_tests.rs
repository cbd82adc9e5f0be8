//! `__nv_atomic_*` calls through lowering (probes of corpus/cuda/atomics and corpus/atomics2).
use super::tests::{clean, run};
use crate::diag::id;

const ENUMS: &str = "enum { __NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELEASE, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_SEQ_CST };\n\
enum { __NV_THREAD_SCOPE_THREAD, __NV_THREAD_SCOPE_BLOCK, __NV_THREAD_SCOPE_CLUSTER, __NV_THREAD_SCOPE_DEVICE, __NV_THREAD_SCOPE_SYSTEM };\n";

fn tags(body: &str) -> Vec<&'static str> {
    let o = run(&format!("{ENUMS}{body}"));
    assert!(o.gaps.is_empty(), "gaps {:?} in {:?}", o.gaps, body);
    o.diags.into_iter().map(|d| d.0).collect()
}

fn gapped(body: &str) -> bool {
    !run(&format!("{ENUMS}{body}")).gaps.is_empty()
}

#[test]
fn valid_calls_are_clean() {
    clean(&format!(
        "{ENUMS}__attribute__((device)) void f(int *p, float *r) {{\n\
         int a = __nv_atomic_fetch_add(p, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);\n\
         float c = __nv_atomic_fetch_add(r, 1.5f, 0, 4);\n\
         int v = __nv_atomic_load_n(p, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);\n\
         __nv_atomic_store_n(p, v + a + (int)c, __NV_ATOMIC_RELEASE, 1 + 1);\n\
         int e = 0; bool ok = __nv_atomic_compare_exchange_n(p, &e, 5, false, 4, 0, 3); (void)ok; }}"
    ));
}

#[test]
fn type_and_value_errors() {
    let t = |d: crate::diag::DiagId| d.template();
    assert_eq!(tags("__attribute__((device)) void f(long long *p) { __nv_atomic_fetch_sub(p, 1ll, 0, 0); }"), vec![t(id::INVALID_NV_ATOMIC_OPERATION_ADD_SUB_SIZE)]);
    assert_eq!(tags("__attribute__((device)) void f(short *p) { __nv_atomic_fetch_xor(p, 1, 0, 0); }"), vec![t(id::INVALID_NV_ATOMIC_OPERATION_SIZE)]);
    assert_eq!(
        tags("__attribute__((device)) void f(int *p) { __nv_atomic_fetch_add(p, 1, 6, 5); }"),
        vec![t(id::INVALID_NV_ATOMIC_MEMORY_ORDER_VALUE), t(id::INVALID_NV_ATOMIC_THREAD_SCOPE_VALUE)]
    );
    assert_eq!(tags("__attribute__((device)) void f(int *p, int o) { __nv_atomic_fetch_add(p, 1, o, 0); }"), vec![t(id::NV_ATOMIC_OPERATION_ORDER_NOT_CONSTANT_INT)]);
    assert_eq!(tags("__attribute__((device)) void f() { __nv_atomic_fetch_add(); }"), vec![t(id::NV_ATOMIC_FUNCTION_NO_ARGS), t(id::BAD_TYPE_FOR_GNU_SYNC_FUNCTION)]);
    // Host code: only 20296; the call is void.
    let d = tags("int h(short *p) { return __nv_atomic_fetch_add(p, 1, 9, 9); }");
    assert_eq!(d.first().copied(), Some(t(id::NV_ATOMIC_OPERATION_NOT_IN_DEVICE_FUNCTION)));
    assert_eq!(d.len(), 2);
}

#[test]
fn unprobed_forms_are_gaps() {
    assert!(gapped("__attribute__((device)) void f(int *p, int o) { __nv_atomic_fetch_add(p, 1, o, o); }"));
    assert!(gapped("__attribute__((host)) __attribute__((device)) void f(int *p) { __nv_atomic_fetch_add(p, 1, 0, 0); }"));
    assert!(gapped("__attribute__((device)) void f(const int *p) { __nv_atomic_fetch_add(p, 1, 0, 0); }"));
    assert!(gapped("__attribute__((device)) void f(int *p) { __nv_atomic_load_n(p, 3, 0); }"));
    assert!(gapped("__attribute__((device)) void f(int *p) { __nv_atomic_fetch_add(p, 1, 0); }"));
}

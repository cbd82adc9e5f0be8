//! Tests of the session-4 CUDA additions: `__global__` operators (20187), `__nv_register_params__`,
//! `throw`/`new`/`delete`, member callees named in 3464, default arguments and member initialisers.
//! Expected results come from cudafe++ 13.0.88 (probes op2, rp, rp2, nq, th, cq1-cq9, nsdmi*; corpus/cuda-tail).
use super::cuda_tests::{t, tags};
use super::tests::{clean, run};
use crate::diag::id;

#[test]
fn global_operators() {
    let d = tags("struct Tag {};\n__attribute__((global)) void operator+(Tag, Tag) {}");
    assert_eq!(d, vec![(t(id::GLOBAL_OPERATOR_FUNCTION), 2)]);
    let d = tags("struct S { __attribute__((global)) void operator()(); };");
    assert_eq!(d, vec![(t(id::GLOBAL_OPERATOR_FUNCTION), 1), (t(id::GLOBAL_CLASS_DECL), 1)]);
    // A conversion function is not an operator function here: only the return type and member rules.
    let d = tags("struct T { __attribute__((global)) operator int(); };");
    assert_eq!(d, vec![(t(id::GLOBAL_FUNCTION_RETURN_TYPE), 1), (t(id::GLOBAL_CLASS_DECL), 1)]);
    // `operator delete` is implicitly noexcept (3647 too): not modelled, a gap.
    assert!(!run("__attribute__((global)) void operator delete(void*, unsigned long);").gaps.is_empty());
}

#[test]
fn register_params_in_source_order() {
    let d = tags("__attribute__((nv_register_params)) __attribute__((global)) void k1(int x, ...) {}");
    assert_eq!(d, vec![(t(id::REGISTER_PARAMS_NOT_ENABLED), 1), (t(id::REGISTER_PARAMS_ELLIPSIS_FUNCTION), 1), (t(id::GLOBAL_FUNCTION_HAS_ELLIPSIS), 1)]);
    let d = tags("__attribute__((global)) __attribute__((nv_register_params)) void k2(int x, ...) {}");
    assert_eq!(d, vec![(t(id::GLOBAL_FUNCTION_HAS_ELLIPSIS), 1), (t(id::REGISTER_PARAMS_NOT_ENABLED), 1), (t(id::REGISTER_PARAMS_ELLIPSIS_FUNCTION), 1)]);
    let d = tags("__attribute__((nv_register_params)) int h(int x) { return x; }");
    assert_eq!(d, vec![(t(id::REGISTER_PARAMS_NOT_ENABLED), 1)]);
}

#[test]
fn throw_new_delete() {
    clean("int f(int x) { if (x < 0) throw 1; return x; }\nint n() { throw; }");
    clean("__attribute__((device)) int k() { throw 1; }");
    clean("void m() { int *p = new int(3); int *q = new int[4]; delete p; delete [] q; }");
    let d = tags("void h(int n) { int *p = new __attribute__((shared)) int; int *r = new __attribute__((constant)) int[n]; }");
    assert_eq!(d, vec![(t(id::QUALIFIER_IN_NEW_EXPR), 1), (t(id::QUALIFIER_IN_NEW_EXPR), 1)]);
    // Class types: constructor/destructor checks not modelled.
    assert!(!run("struct S { S(); };\nvoid h() { S *p = new S; }").gaps.is_empty());
    assert!(!run("struct S { int a; };\nvoid h(S s) { throw s; }").gaps.is_empty());
}

#[test]
fn member_callees_and_initialisers() {
    let d = tags("struct S { __attribute__((device)) int m(int) const; __attribute__((device)) void r(const S &o); };\nvoid h(S s) { s.m(1); }");
    assert_eq!(d, vec![(t(id::D_H_ILLEGAL_CALL), 2)]);
    let o = run("struct S { __attribute__((device)) void r(const S &o); };\nvoid h(S s) { s.r(s); }");
    assert!(o.gaps.is_empty());
    assert_eq!(o.diags, vec![(t(id::D_H_ILLEGAL_CALL), 2)]);
    // Another class's type prints padded (cuda/callee_name.rs, cuda_s6_tests.rs).
    let d = tags("struct V {};\n__attribute__((device)) void f(const V &);\nvoid h(V v) { f(v); }");
    assert_eq!(d, vec![(t(id::D_H_ILLEGAL_CALL), 3)]);
    // No checks in default member initialisers, even of a local class.
    clean("__attribute__((device)) int d(int x) { return x; }\nvoid h() { struct L { int m = d(3); }; L l; (void)l; }");
}

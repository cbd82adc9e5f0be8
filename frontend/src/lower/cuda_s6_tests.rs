//! Tests of the session-6 CUDA additions: the callee fill-in of 3462-3465 with class, enum and
//! typedef parameters (cuda/callee_name.rs), class-type device variables accessed through trivial
//! copies (cuda_var_access.rs), calls of templates leaving out simple default arguments
//! (template_calls.rs). Expected texts come from cudafe++ 13.0.88 (probes cp/*, dv/v1-v2; corpus/cuda-s6).
use super::cuda_tests::{t, tags};
use super::tests::{clean, run};
use crate::diag::id;
use crate::sema::ids::EntityId;
use crate::sema::il::Il;

/// The global function (or `ns::name` member path) called `name`.
fn global_fn(il: &Il, path: &[&str]) -> EntityId {
    let mut scope = crate::sema::scopes::Scopes::GLOBAL;
    let mut found = EntityId::NONE;
    for (i, p) in path.iter().enumerate() {
        let n = il.names.get(p).expect("name interned");
        found = il.scopes.local(&il.entities, scope, n).next().expect("declared");
        if i + 1 < path.len() {
            let e = il.entities.get(found).unwrap();
            scope = match e.data {
                crate::sema::entities::Payload::Namespace { scope, .. } => scope,
                crate::sema::entities::Payload::Class(c) => c.scope,
                _ => panic!("not a scope"),
            };
        }
    }
    found
}

fn callee(src: &str, path: &[&str]) -> Option<String> {
    let o = run(src);
    let f = global_fn(&o.il, path);
    crate::cuda::callee_name::callee_signature(&o.il, f)
}

#[test]
fn callee_classes_print_padded_and_qualified() {
    let s = "struct B { int x; };\nnamespace ns { struct C { int y; }; struct O { struct I {}; }; }\n";
    let f = format!("{s}__attribute__((device)) int f(B b, const B &r, ns::C c, ns::O::I i, B *p);");
    assert_eq!(callee(&f, &["f"]).as_deref(), Some("f(    ::B, const     ::B &,  ::ns::C,  ::ns::O::I,     ::B *)"));
    // Enums like classes; typedefs desugared.
    let f = "enum E { e0 };\ntypedef int I;\ntypedef unsigned long SZ;\n__attribute__((device)) int f(E e, I i, SZ n, const I *p);";
    assert_eq!(callee(f, &["f"]).as_deref(), Some("f(    ::E, int, unsigned long, const int *)"));
    let f = "namespace { struct A {}; }\n__attribute__((device)) int f(A a);";
    assert_eq!(callee(f, &["f"]).as_deref(), Some("f( ::_NV_ANON_NAMESPACE::A)"));
}

#[test]
fn callee_specialisation_padding() {
    let s = "template <class T> struct W { T v; };\nnamespace ns { template <class T> struct V {}; }\n";
    let f = format!("{s}__attribute__((device)) int f(W<int> a, W<char> *b, W<char> c, W<int> *d);");
    assert_eq!(callee(&f, &["f"]).as_deref(), Some("f(    ::W<int> ,  ::W<char> *,  ::W<char> ,     ::W<int>  *)"));
    let f = format!("{s}__attribute__((device)) int f(W<W<int>> a, W<int> b, ns::V<ns::V<int>> &v);");
    assert_eq!(callee(&f, &["f"]).as_deref(), Some("f(    ::W< ::W<int> > ,  ::W<int> ,  ::ns::V< ::ns::V<int> >  &)"));
}

#[test]
fn callee_own_class_and_refusals() {
    let s = "struct B {};\nnamespace ns { struct M { __attribute__((device)) int j(M m, const B &b) const; }; }\n";
    assert_eq!(callee(s, &["ns", "M", "j"]).as_deref(), Some("ns::M::j(ns::M, const     ::B &) const"));
    // Member pointers print in a form not modelled.
    assert_eq!(callee("struct B { int x; };\n__attribute__((device)) int f(int B::*p);", &["f"]), None);
    // The call then stands with the modelled text; a member pointer is a gap.
    let d = tags("struct B { int x; };\n__attribute__((device)) int f(const B &b);\nvoid h(B b) { f(b); }");
    assert_eq!(d, vec![(t(id::D_H_ILLEGAL_CALL), 3)]);
    assert!(!run("struct B { int x; };\n__attribute__((device)) int f(int B::*p);\nvoid h() { f(&B::x); }").gaps.is_empty());
}

#[test]
fn class_device_variables_through_trivial_copies() {
    let s = "struct S { float a; int b; };\n__attribute__((device)) S ds;\nvoid sink(S s);\n";
    let d = tags(&format!("{s}void h(const S &in) {{ ds = in; }}"));
    assert_eq!(d, vec![(t(id::DEVICE_VAR_WRITTEN_IN_HOST), 4)]);
    let d = tags(&format!("{s}S h() {{\n S x = ds;\n S y{{ds}};\n sink(ds);\n return ds;\n}}"));
    assert_eq!(d, vec![(t(id::DEVICE_VAR_READ_IN_HOST), 5), (t(id::DEVICE_VAR_READ_IN_HOST), 6), (t(id::DEVICE_VAR_READ_IN_HOST), 7), (t(id::DEVICE_VAR_READ_IN_HOST), 8)]);
    // `ds = ds`: the write, then the read.
    let d = tags(&format!("{s}void h() {{ ds = ds; }}"));
    assert_eq!(d, vec![(t(id::DEVICE_VAR_WRITTEN_IN_HOST), 4), (t(id::DEVICE_VAR_READ_IN_HOST), 4)]);
    // User-provided or non-trivial members bind a reference or `this`.
    clean("struct T { int v; T &operator=(const T &o) { v = o.v; return *this; } int get() const { return v; } };\nstruct N { T t; };\n__attribute__((device)) T dt;\n__attribute__((device)) N dn;\nint h(T t, N n) { dt = t; t = dt; dn = n; return dt.get(); }");
}

#[test]
fn simple_omitted_template_default_arguments() {
    clean("enum Mode { M0, M1 };\ntemplate <class T> int put(T *p, int n, int off = 0, Mode m = M1, const char *tag = 0) { return n; }\nint h(float *f) { return put(f, 2) + put(f, 3, 1); }");
    // Anything else left out is still a gap (its instantiation is not modelled).
    assert!(!run("template <class T> int put(T *p, int n = sizeof(T)) { return n; }\nint h(float *f) { return put(f); }").gaps.is_empty());
    assert!(!run("enum Mode { M0 };\ntemplate <class T> int put(T p, T m = 0) { return 0; }\nint h() { return put(M0); }").gaps.is_empty());
}

#[test]
fn aggregate_from_one_element_of_its_class() {
    clean("struct S { float a; int b; };\nS h(S s) { S y{s}; S z = {s}; return y; }");
}

#[test]
fn launch_attributes_with_constant_expressions() {
    // Evaluated like literals.
    clean("constexpr int NT = 256;\n__attribute__((global)) void __attribute__((launch_bounds(NT, NT / 128))) k() {}");
    let d = tags("constexpr int NT = 256;\n__attribute__((global)) void __attribute__((launch_bounds(NT, 1, NT - 300))) k() {}");
    assert_eq!(d, vec![(t(id::MAX_BLOCKS_PER_CLUSTER_NEGATIVE), 2)]);
    let d = tags("__attribute__((global)) void __attribute__((maxnreg(sizeof(int) - 4))) k() {}");
    assert_eq!(d, vec![(t(id::MAXNREG_NEGATIVE), 1)]);
    // A non-constant argument is a gap.
    assert!(!run("int n;\n__attribute__((global)) void __attribute__((launch_bounds(n))) k() {}").gaps.is_empty());
}

#[test]
fn dependent_launch_attributes_per_specialisation() {
    let src = "template <int T> __attribute__((global)) void __attribute__((launch_bounds(T, 1, T - 5))) k() {}\n\
               extern \"C\" unsigned __cudaPushCallConfiguration(unsigned g, unsigned b);\n\
               void h() { k<8><<<1, 1>>>(); k<3><<<1, 1>>>(); k<3><<<1, 1>>>(); }";
    // Only k<3> is bad, reported once.
    assert_eq!(tags(src), vec![(t(id::MAX_BLOCKS_PER_CLUSTER_NEGATIVE), 1)]);
    // At the definition a dependent `__launch_bounds__` is present, a dependent `__maxnreg__` is not.
    let d = tags("template <int B> __attribute__((global)) void __attribute__((launch_bounds(B))) __attribute__((maxnreg(32))) k3() {}\n\
                  template <int B> __attribute__((global)) void __attribute__((launch_bounds(128))) __attribute__((maxnreg(B))) k2() {}");
    assert_eq!(d, vec![(t(id::BOUNDS_MAXNREG_INCOMPATIBLE_QUALIFIERS), 1)]);
    // Dependent cluster dimensions are not modelled.
    assert!(!run("template <int B> __attribute__((global)) void __attribute__((cluster_dims(B))) k() {}").gaps.is_empty());
}

#[test]
fn dependent_shared_array_bounds_in_template_bodies() {
    clean("template <int N> __attribute__((global)) void k(float *p) { __attribute__((shared)) float t[N][N + 1]; t[0][1] = p[0]; p[1] = t[1][0]; }");
}

//! User-code function templates: phase-1 analysis of bodies and calls of their specialisations.
use crate::diag::id;
use crate::lower::tests::lower_src;


fn ids(src: &str) -> (Vec<crate::diag::DiagId>, Vec<String>) {
    let r = lower_src(src);
    (r.diags.iter().map(|d| d.0).collect(), r.gaps)
}

#[test]
fn clean_definition_and_call() {
    let (d, g) = ids("template<class T> T twice(T x) { return x + x; }\nint f(int a) { return twice(a) + twice(2); }");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty());
}

#[test]
fn dependent_errors_wait_for_instantiation() {
    // `t.foo()` on T = int is not checked: bodies are not instantiated for implicit uses.
    let (d, g) = ids("template<class T> void f(T t) { t.foo(); t + 1; }\nvoid g() { f(1); }");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty());
}

#[test]
fn non_dependent_undefined_name_is_reported() {
    let (d, g) = ids("template<class T> void a(T t) { undeclared_x = 1; }");
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d, vec![id::UNDEFINED_IDENTIFIER]);
}

#[test]
fn unverified_phase1_diagnostic_is_a_gap() {
    // EDG does not check `return 1;` in a void template at definition (probe p3).
    let (d, g) = ids("template<class T> void m(T t) { return 1; }");
    assert!(d.is_empty());
    assert_eq!(g.len(), 1, "{:?}", g);
}

#[test]
fn constexpr_template_call_is_a_gap() {
    let (d, g) = ids("template<class T> constexpr T c(T x) { return x; }\nint f() { return c(1); }");
    assert!(d.is_empty());
    assert_eq!(g, vec!["lower: call of a function template specialization (instantiation)".to_string()]);
}

#[test]
fn device_template_called_from_host_is_an_error() {
    // Probe cuda18 t1: the ordinary cross-space error (callee text: cuda/callee_template.rs).
    let (d, g) = ids("template<class T> __attribute__((device)) T d(T x) { return x; }\nint f() { return d(1); }");
    assert_eq!(d.len(), 1);
    assert!(g.is_empty(), "{g:?}");
}

#[test]
fn locals_of_dependent_type() {
    let (d, g) = ids("template<class T> T sum(const T *p, int n) { T s = T(); for (int i = 0; i < n; ++i) s += p[i]; return s; }");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty());
}

#[test]
fn class_template_definition_phase1() {
    let (d, g) = ids("template<class T> struct Box { T v; int n; T get() const { return v; } int count() const { return n + 1; } };");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty());
    let (d, g) = ids("template<class T> struct Box { T v; T twice() const { return v + v; } };");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty());
}

#[test]
fn class_template_non_dependent_undefined_name() {
    let (d, g) = ids("template<class T> struct Box { T v; void f() { missing = 1; } };");
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d, vec![id::UNDEFINED_IDENTIFIER]);
}

#[test]
fn non_type_dependent_operands_are_gaps() {
    // `(int)v` is not type-dependent: EDG checks the call of `dev` at definition (corpus
    // cuda/ii/template_nondependent_call); sema would defer it.
    let (d, g) = ids("int dev(int x);\ntemplate<class T> int f(T v) { return dev((int)v); }");
    assert!(d.is_empty());
    assert!(g.is_empty(), "{:?}", g);
    let (d, g) = ids("struct S { S(int); };\ntemplate<class T> S f(T v) { return static_cast<S>(v); }");
    assert!(d.is_empty());
    assert_eq!(g, vec!["lower: cast of a dependent operand to a non-dependent type in a template body".to_string()]);
    let (d, g) = ids("int dev(unsigned long x);\ntemplate<class T> int f(T v) { return dev(sizeof(v)); }");
    assert!(d.is_empty());
    assert_eq!(g, vec!["lower: operation with only value-dependent operands in a template body".to_string()]);
}

#[test]
fn qualified_dependent_type_without_typename_is_a_gap() {
    let (d, g) = ids("template <class C> struct User { C::value_type first(const C &c) { return c.front(); } };");
    assert!(d.is_empty());
    assert_eq!(g, vec!["lower: dependent qualified type name without typename in user code".to_string()]);
}

#[test]
fn non_type_template_parameter_as_operand() {
    let (d, g) = ids("template <class T, int N> void fill(T *p, T v) { for (int i = 0; i < N; ++i) p[i] = v; }");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty());
}

#[test]
fn dependent_call_of_a_template_in_a_template_body() {
    let (d, g) = ids("template <class T> __attribute__((device)) T square(T x) { return x * x; }\n\
                      template <class T> __attribute__((global)) void squares(T *out, const T *in, int n) { out[n] = square(in[n]); }");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty());
}

#[test]
fn scalar_cast_of_dependent_operand_is_value_dependent() {
    // `(int)v` has type int at definition: returning it from an int function needs nothing more.
    let (d, g) = ids("template<class T> int f(T v) { return (int)v; }\ntemplate<class T> float g(T v) { return static_cast<float>(v) * 2.0f; }\ntemplate<class T> void h(T v) { (void)v; }");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty(), "{:?}", d);
    // EDG diagnoses assigning to the prvalue at definition (#137).
    let (d, g) = ids("template<class T> void f(T v) { (int)v = 1; }");
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d, vec![id::EXPR_NOT_A_MODIFIABLE_LVALUE]);
}

#[test]
fn value_dependent_cast_in_unchecked_use_is_a_gap() {
    // A cast of a non-constant operand is checked like any int prvalue: EDG reports `int *p = (int)v;`
    // at definition.
    let (d, g) = ids("template<class T> void f(T v) { int *p = (int)v; }");
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d, vec![id::BAD_INITIALIZER_TYPE]);
    let (d, g) = ids("template<class T> void f(T v) { long x; x = (int)v; }");
    assert!(d.is_empty(), "{:?}", d);
    assert!(g.is_empty(), "{:?}", g);
    // A possibly constant operand (a non-type parameter of dependent type) keeps the cast
    // value-dependent; sema skips initialisation from it, so that use is a gap.
    let (d, g) = ids("template<class T, T N> void f() { int *p = (int)N; }");
    assert!(d.is_empty(), "{:?}", d);
    assert_eq!(g, vec!["lower: cast of a dependent operand to a non-dependent type in a template body".to_string()]);
    // Through a checked arithmetic node the use is fine.
    let (d, g) = ids("template<class T> long f(T v) { long x = (int)v + 1; return x; }");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty(), "{:?}", d);
}

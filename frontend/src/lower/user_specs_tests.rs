//! User-code explicit and partial class specialisations (`user_specs.rs`).
use crate::diag::id;

fn run(user: &str) -> (Vec<String>, Vec<crate::diag::DiagId>) {
    let r = crate::lower::tests::lower_text(format!("# 1 \"t.cu\"\n{}\n", user));
    (r.gaps, r.diags.iter().map(|d| d.0).collect())
}

#[test]
fn explicit_specialization_is_an_ordinary_class() {
    let (g, d) = run("template<class T> struct B { static const int id = 0; };\ntemplate<> struct B<int> { static const int id = 1; int f() { return id; } };\nstatic_assert(B<int>::id == 1, \"\");\nstatic_assert(B<char>::id == 0, \"\");");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty(), "{:?}", d);
    // Its member bodies are checked where written.
    let (g, d) = run("template<class T> struct B { };\ntemplate<> struct B<int> { void f() { undefined_x = 1; } };");
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d, vec![id::UNDEFINED_IDENTIFIER]);
}

#[test]
fn explicit_specialization_after_a_use() {
    let (g, d) = run("template<class T> struct B { static const int id = 0; };\nint u = B<int>::id;\ntemplate<> struct B<int> { static const int id = 1; };");
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d, vec![id::SPECIALIZATION_OF_REFERENCED_ENTITY_POS]);
    // Named first (a pointer: not a use for EDG), then used: which one EDG names is not tracked.
    let (g, _) = run("template<class T> struct B { static const int id = 0; };\nB<int> *p;\nint u = B<int>::id;\ntemplate<> struct B<int> { };");
    assert_eq!(g, vec!["lower: explicit specialization after a mention or use (first use not tracked)".to_string()]);
}

#[test]
fn partial_specializations_are_selected() {
    let (g, d) = run("template<class T> struct K { static constexpr int v = 0; };\ntemplate<class T> struct K<T *> { static constexpr int v = 1; };\ntemplate<class T, unsigned long N> struct K<T[N]> { static constexpr int v = 2; };\ntemplate<class A, class B> struct P {};\ntemplate<class A> struct K<P<A, A>> { static constexpr int v = 4; };\nstatic_assert(K<int *>::v == 1, \"\");\nstatic_assert(K<int[3]>::v == 2, \"\");\nstatic_assert(K<P<int, int>>::v == 4, \"\");\nstatic_assert(K<P<int, char>>::v == 0, \"\");");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty(), "{:?}", d);
}

#[test]
fn partial_specialization_checks_not_modelled_are_gaps() {
    let (g, _) = run("template<class T> struct K { };\ntemplate<class T> struct K<T> { };");
    assert_eq!(g, vec!["lower: partial specialization in user code (not more specialized than the primary, or not decided)".to_string()]);
    let (g, _) = run("template<class T> struct K { };\ntemplate<class T, class U> struct K<T *> { };");
    assert_eq!(g, vec!["lower: partial specialization in user code (parameter not deducible)".to_string()]);
    let (g, _) = run("template<class T> struct K { };\nK<int *> k;\ntemplate<class T> struct K<T *> { };");
    assert_eq!(g, vec!["lower: partial specialization in user code (after an instantiation)".to_string()]);
}

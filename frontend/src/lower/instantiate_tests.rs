//! Class template instantiation tests: a prelude (system header) declaring templates, user code using
//! specialisations; then the gaps and diagnostics.

fn run(prelude: &str, user: &str) -> (Vec<String>, usize) {
    let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
    let r = crate::lower::tests::lower_text(text);
    (r.gaps, r.diags.len())
}

const W: &str = "template<class T> struct W { typedef T type; static const int n = 4; T x; };\n\
                 template<class T> struct P { typedef int kind; };\n\
                 template<class T> struct P<T*> { typedef T pointee; };\n\
                 template<class T> struct P<const T*> { typedef T cpointee; };\n\
                 template<class T> struct B { typedef T t; };\n\
                 template<class T> struct D : B<T> { };\n\
                 template<class T> struct Decl;";

#[test]
fn primary_template_members_are_instantiated() {
    assert_eq!(run(W, "W<int>::type v = 1; int k = W<long>::n; W<char> w;"), (vec![], 0));
}

#[test]
fn partial_specialisations_are_selected_and_ordered() {
    assert_eq!(run(W, "P<int*>::pointee a = 1; P<const int*>::cpointee b = 2; P<int>::kind c = 3;"), (vec![], 0));
    // The more specialised `P<const T*>` has no `pointee`.
    let (gaps, diags) = run(W, "P<const int*>::pointee a = 1;");
    assert_eq!((gaps.len(), diags), (1, 0));
}

#[test]
fn dependent_base_classes_are_instantiated() {
    assert_eq!(run(W, "D<int>::t v = 0;"), (vec![], 0));
}

#[test]
fn diagnostics_see_instantiated_member_types() {
    let (gaps, diags) = run(W, "W<int>::type *p = 1.5;");
    assert!(gaps.is_empty(), "{:?}", gaps);
    assert_eq!(diags, 1);
}

#[test]
fn a_specialisation_without_definition_is_a_gap() {
    let (gaps, diags) = run(W, "int x = Decl<int>::value;");
    assert_eq!(gaps, vec!["lower: nested-name-specifier is not a namespace".to_string()]);
    assert_eq!(diags, 0);
}

/// A member function's `noexcept(expr)` is not instantiated with its class ([temp.inst]/14): the
/// expression would be ill-formed for these arguments, yet the class is usable; what needs the value
/// (the `noexcept` operator) is a gap.
#[test]
fn member_noexcept_specifications_are_deferred() {
    let p = "template<class T> struct N { static const bool value = T::missing; };\n\
             template<class T> struct S { T x; void swap(S &o) noexcept(N<T>::value) { } };";
    assert_eq!(run(p, "S<int> s; int k = sizeof(s.x);"), (vec![], 0));
    let (gaps, diags) = run(p, "S<int> s; bool b = noexcept(s.swap(s));");
    assert_eq!((gaps.is_empty(), diags), (false, 0));
}

/// A class names its own members through itself while it is being defined (`ios_base::boolalpha`
/// inside `ios_base`): lookup sees what is declared so far; a later member stays a gap, never an error.
#[test]
fn a_class_being_defined_is_its_own_nested_name_specifier() {
    let c = "struct Q { typedef int f; static const f a = 1; static const f b = Q::a | 2; Q::f m; f g() const { return Q::a | m; } };";
    assert_eq!(run("", c), (vec![], 0));
    let (gaps, diags) = run("", "struct R { static const int a = R::b; static const int b = 1; };");
    assert_eq!((gaps.len(), diags), (1, 0));
}

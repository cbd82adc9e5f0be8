//! Tests of substitution through alias templates (`subst_aliases.rs`) and of value-dependent non-type
//! template parameter defaults (`value_defaults.rs`): a prelude (system header) declares the templates,
//! user code names the specialisations; then the gaps and diagnostics.

fn run(prelude: &str, user: &str) -> (Vec<String>, usize) {
    let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
    let r = crate::lower::tests::lower_text(text);
    (r.gaps, r.diags.len())
}

/// `decay_t`-like: a default template argument naming an alias template whose pattern reads a member of
/// a class specialisation not yet instantiated.
const ALIAS: &str = "template<class T> struct rr { typedef T type; };\n\
                     template<class T> struct rr<T&> { typedef T type; };\n\
                     template<class T> using rr_t = typename rr<T>::type;\n\
                     template<class T, class U, class D1 = rr_t<T>, class D2 = rr_t<U>> struct pick { typedef D1 first; typedef D2 second; };\n\
                     template<class T> using twice_t = rr_t<rr_t<T>>;\n\
                     template<class T, class D = twice_t<T>> struct nest { typedef D type; };";

#[test]
fn default_argument_through_an_alias_template_instantiates_its_pattern() {
    assert_eq!(run(ALIAS, "pick<int&, long>::first a = 1; pick<int&, long>::second b = 2;"), (vec![], 0));
    assert_eq!(run(ALIAS, "nest<char&>::type c = 'c';"), (vec![], 0));
}

#[test]
fn an_alias_default_keeps_its_type_for_diagnostics() {
    // `first` is `int*`: initialising it from a double is diagnosed, so the type was substituted.
    let (gaps, diags) = run("template<class T> struct rr { typedef T* type; };\n\
                             template<class T> using rr_t = typename rr<T>::type;\n\
                             template<class T, class D = rr_t<T>> struct pick { typedef D first; };", "pick<int>::first p = 1.5;");
    assert!(gaps.is_empty(), "{:?}", gaps);
    assert_eq!(diags, 1);
}

/// `__decay_selector`-like: non-type defaults that depend on earlier parameters.
const VALUES: &str = "template<class T> struct is_ptr { static const bool value = false; };\n\
                      template<class T> struct is_ptr<T*> { static const bool value = true; };\n\
                      template<class T, bool P = is_ptr<T>::value> struct sel { typedef int type; };\n\
                      template<class T> struct sel<T, true> { typedef T type; };\n\
                      template<long N, long D = 1, bool One = N == D, int S = sizeof(N) + (One ? 100 : 0)> struct frac { static const int s = S; };\n\
                      template<class T> struct wrap { typedef typename sel<T>::type type; };";

#[test]
fn value_dependent_non_type_defaults_are_evaluated_per_use() {
    assert_eq!(run(VALUES, "sel<int>::type a = 1; sel<int*>::type b = 0; wrap<char*>::type c = 0;"), (vec![], 0));
    assert_eq!(run(VALUES, "static_assert(frac<3>::s == 8, \"\"); static_assert(frac<4, 4>::s == 108, \"\");"), (vec![], 0));
    // The near miss: the evaluated default is not what a wrong reading would give.
    let (gaps, diags) = run(VALUES, "static_assert(frac<4, 4>::s == 8, \"\");");
    assert!(gaps.is_empty(), "{:?}", gaps);
    assert_eq!(diags, 1);
}

#[test]
fn the_chosen_specialisation_follows_the_evaluated_default() {
    // sel<int*> takes the partial specialisation (type = int*): converting a double is an error.
    let (gaps, diags) = run(VALUES, "sel<int*>::type p = 1.5;");
    assert!(gaps.is_empty(), "{:?}", gaps);
    assert_eq!(diags, 1);
    // sel<int> keeps the primary (type = int): no error.
    assert_eq!(run(VALUES, "sel<int>::type i = 1.5;"), (vec![], 0));
}

#[test]
fn a_default_that_does_not_evaluate_is_still_a_gap() {
    let (gaps, _) = run("template<class T> struct nv;\n\
                         template<class T, bool B = nv<T>::value> struct s { };", "s<int> v;");
    assert_eq!(gaps.len(), 1, "{:?}", gaps);
}

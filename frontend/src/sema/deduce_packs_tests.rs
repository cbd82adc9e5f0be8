//! Deduction of packs and template template parameters, through lowering (calls inside function
//! bodies: a namespace-scope initializer calling a template is a gap of its own).
use crate::diag::id;
use crate::lower::tests_user::lower_user as ids;

const TUP: &str = "template<class... Ts> struct tup {};\n";

#[test]
fn trailing_pack_takes_every_argument_and_none() {
    let (d, g) = ids("template<class... Ts> int count(Ts... xs) { return 0; }\nint f() { return count() + count(1, 'a', 2.0); }");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty(), "{:?}", d);
}

#[test]
fn head_of_a_nested_pack_is_deduced() {
    // T = int: the result converts to int * but not to char *.
    let ok = format!("{TUP}template<class T, class... U> T *head(tup<T, U...>);\nvoid f() {{ int *p = head(tup<int, char>()); }}");
    let (d, g) = ids(&ok);
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty(), "{:?}", d);
    let bad = format!("{TUP}template<class T, class... U> T *head(tup<T, U...>);\nvoid f() {{ char *p = head(tup<int, char>()); }}");
    assert_eq!(ids(&bad).0, vec![id::BAD_INITIALIZER_TYPE]);
}

#[test]
fn empty_template_id_does_not_match_a_head() {
    let src = format!("{TUP}template<class T, class... U> T head(tup<T, U...>);\nint f() {{ return head(tup<>()); }}");
    let (d, g) = ids(&src);
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d, vec![id::NO_MATCHING_FUNCTION]);
}

#[test]
fn one_pack_deduced_twice_must_agree() {
    let both = format!("{TUP}template<class... Ts> int both(tup<Ts...>, Ts...);\n");
    let (d, g) = ids(&format!("{both}int f() {{ return both(tup<int, char>(), 1, 'c'); }}"));
    assert!(g.is_empty() && d.is_empty(), "{:?} {:?}", g, d);
    let (d, g) = ids(&format!("{both}int f() {{ return both(tup<int>(), 'c'); }}"));
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d, vec![id::NO_MATCHING_FUNCTION]);
}

#[test]
fn explicit_pack_prefix_is_extended() {
    // Ts = <int *, char>: the explicit int * is converted from 0, char deduced.
    let (d, g) = ids("template<class... Ts> int count(Ts... xs) { return 0; }\nint f() { return count<int *>(0, 'c'); }");
    assert!(g.is_empty() && d.is_empty(), "{:?} {:?}", g, d);
}

#[test]
fn template_template_parameter_is_deduced_and_substituted() {
    // TT = many, A = <char>: TT<A..., int> is many<char, int>.
    let src = "template<class... T> struct many {};\ntemplate<template<class...> class TT, class... A> TT<A..., int> *add(TT<A...>);\n";
    let (d, g) = ids(&format!("{src}void f() {{ many<char, int> *p = add(many<char>()); }}"));
    assert!(g.is_empty() && d.is_empty(), "{:?} {:?}", g, d);
    let (d, _) = ids(&format!("{src}void f() {{ many<char> *p = add(many<char>()); }}"));
    assert_eq!(d, vec![id::BAD_INITIALIZER_TYPE]);
}

#[test]
fn function_type_pack_from_a_function_address() {
    let src = "int g(int, char);\ntemplate<class R, class... A> R (*same(R (*)(A...)))(A...);\n";
    let (d, g) = ids(&format!("{src}void f() {{ int (*p)(int, char) = same(&g); }}"));
    assert!(g.is_empty() && d.is_empty(), "{:?} {:?}", g, d);
    let (d, _) = ids(&format!("{src}void f() {{ int (*p)(int) = same(&g); }}"));
    assert_eq!(d, vec![id::BAD_INITIALIZER_TYPE]);
}

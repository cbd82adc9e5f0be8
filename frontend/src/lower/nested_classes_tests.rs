use super::super::tests::{clean, run};
use crate::diag::id;

#[test]
fn an_out_of_line_nested_class_completes_the_member_and_sees_the_outer_scope() {
    clean("struct A { struct B; typedef int I; };\nstruct A::B { I x; int f() { return x; } };\nint g() { A::B b; b.x = 1; return b.f(); }");
    clean("namespace N { struct C { class D; }; }\nclass N::C::D { public: int y; };\nint h() { N::C::D d; d.y = 2; return d.y; }");
}

#[test]
fn no_such_member_and_a_second_definition_are_errors() {
    let o = run("struct A { struct B; };\nstruct A::C { int x; };");
    assert_eq!(o.diags, vec![(id::NOT_A_TAG_MEMBER.template(), 2)]);
    let o = run("struct A { struct B; };\nstruct A::B { };\nstruct A::B { };");
    assert_eq!(o.diags, vec![(id::ALREADY_DEFINED_WITH_POS.template(), 3)], "{:?}", o.gaps);
    let o = run("namespace N { struct C { struct D; }; }\nnamespace M { struct N::C::D { }; }");
    assert_eq!(o.diags, vec![(id::BAD_SCOPE_FOR_DEFINITION.template(), 2)], "{:?}", o.gaps);
}

#[test]
fn what_is_not_modelled_stays_a_gap() {
    // A template qualifier, and a definition outside the namespace enclosing the class.
    let o = run("template<class T> struct T1 { struct In; };\ntemplate<class T> struct T1<T>::In { };");
    assert!(!o.gaps.is_empty());
    let o = run("namespace N { struct C { struct D; }; }\nnamespace M { struct N::C::D { int q; }; }");
    assert_eq!(o.gaps, vec!["lower: body of a class defined outside an enclosing namespace".to_string()]);
}

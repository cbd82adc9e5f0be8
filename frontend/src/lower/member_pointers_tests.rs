//! Unit tests of pointer-to-member declarators, `&C::m`, `.*` / `->*` and their conversions
//! (corpus/ptm has the reference-blessed cases).
use super::tests::{clean, run};

fn has_gap(src: &str, what: &str) {
    let o = run(src);
    assert!(o.gaps.iter().any(|g| g.contains(what)), "expected gap {what:?}, got {:?} in {src:?}", o.gaps);
}

#[test]
fn declarators_typedefs_and_parameters() {
    clean("struct S { int a; int f() const; };\ntypedef int S::*M; typedef int (S::*G)() const;\nint pick(M m, const S &s) { return s.*m; }\nint call(G g, const S *p) { return (p->*g)(); }");
    clean("struct S { int a; };\nusing A = S;\nint A::*m = &S::a;");
    clean("struct S { int a; };\nconst int S::*m = &S::a;");
}

#[test]
fn null_and_base_to_derived() {
    clean("struct S { int a; };\nint S::*m = nullptr; int S::*z = 0;");
    clean("struct B { int x; };\nstruct D : B {};\nint D::*m = &B::x;");
    // Derived → base is not an implicit conversion.
    let o = run("struct B { int x; };\nstruct D : B { int y; };\nint B::*m = &D::y;");
    assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
}

#[test]
fn unmodelled_forms_stay_gaps() {
    has_gap("struct S { int &r; };\ntypedef int &S::*R;", "reference");
    has_gap("typedef int I;\ntypedef int I::*P;", "non-class");
    has_gap("struct S { int f(); int f(int); };\nauto p = &S::f;", "overload set");
    has_gap("struct S { int a; };\nstruct U { int a; };\nint t(U u) { int S::*m = &S::a; return u.*m; }", "unrelated class");
}

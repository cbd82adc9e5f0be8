//! Tests of the session-4 pieces on the way to `<functional>` (extended-lambda TUs): calls through a
//! data member of pointer-to-function type, member using-declarations in the prelude
//! (member_using.rs), and deduction of `const T&` from a less-qualified argument.
use super::tests::{clean, lower_text, run};

#[test]
fn call_through_pointer_to_function_member() {
    // libstdc++'s `_Function_base::~_Function_base` calls `_M_manager(...)`, declared after the body.
    clean("struct F { typedef bool (*M)(int&, int); ~F() { if (m) m(a, 1); } int a; M m; };");
}

#[test]
fn call_through_member_keeps_argument_checks() {
    let o = run("struct F { void (*m)(int*); void g() { m(1.5); } };");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
}

#[test]
fn const_ref_parameter_deduces_from_rvalue_and_plain_lvalue() {
    clean("template<class T> int mn(const T& a, const T& b) { return 0; }\nint g() { int x = 1; return mn(1, 2) + mn<long>(1, 2L) + mn(x, x); }");
    // Conflicting deductions still fail (#304 in a plain call).
    let o = run("template<class T> int mn(const T& a, const T& b) { return 0; }\nint g() { return mn(1, 2L); }");
    assert!(!o.diags.is_empty() || !o.gaps.is_empty());
}

fn prelude(body: &str, user: &str) -> super::tests::Lowered {
    lower_text(format!("# 1 \"t.cu\"\n# 1 \"/usr/include/sys.h\" 1 3\n{body}\n# 3 \"t.cu\" 2\n{user}\n"))
}

#[test]
fn member_using_of_a_base_enumerator_in_the_prelude() {
    let r = prelude(
        "namespace gx { template<typename T> struct B { enum { v = 1 }; };\ntemplate<typename T> struct D : public B<T> { using B<T>::v; enum { w = v ? 8 : 0 }; };\ninline int f() { return D<unsigned long>::w; } }",
        "int main() { return gx::f(); }",
    );
    assert!(r.gaps.is_empty(), "{:?}", r.gaps);
    assert!(r.diags.is_empty(), "{:?}", r.diags);
}

#[test]
fn member_using_stays_a_gap_where_it_could_change_something() {
    for body in [
        // user code
        "",
        // a function the class also declares (hiding is not modelled), inheriting constructors
        // (a prelude declaration that changes access is trusted: member_using.rs keeps the member's own
        // access and makes a user-code access to it a gap)
        "struct B { int g(); }; struct D : B { using B::g; int g(int); };",
        "struct B { B(int); }; struct D : B { using B::B; };",
    ] {
        let r = if body.is_empty() { lower_text("# 1 \"t.cu\"\nstruct B { int v; }; struct D : B { using B::v; };\n".to_string()) } else { prelude(body, "") };
        assert!(r.gaps.iter().any(|g| g.contains("member using-declaration") || g.contains("inheriting constructor")), "{body}: {:?}", r.gaps);
    }
}

#[test]
fn object_call_with_one_unfit_call_operator_is_1767() {
    use crate::diag::id;
    // Probed (corpus lambdas3/object_call_*): at the object, not #140/#165 at the argument.
    let r = lower_text(
        "# 1 \"t.cu\"\nstruct S { int v; };\nstruct F { int operator()(int a) const { return a; } };\nint g() { F f; S s{1}; auto l = [](int a) { return a; }; return f(1, 2) + f(s) + l(s) + l(); }\n"
            .to_string(),
    );
    assert!(r.gaps.is_empty(), "{:?}", r.gaps);
    let got: Vec<(crate::diag::DiagId, u32, u32)> = r.diags.clone();
    let e = id::FUNCTION_DOES_NOT_MATCH_ARGUMENTS;
    assert_eq!(got, vec![(e, 3, 65), (e, 3, 75), (e, 3, 82), (e, 3, 89)]);
}

#[test]
fn switch_with_an_init_statement() {
    clean("int f(int);\nint run(int a) { switch (int k = f(a); k) { case 0: return k; default: break; } return 0; }");
    // The init-statement's name is scoped to the switch (probed like `if`: #20 after it).
    let o = run("int run(int a) { switch (int k = a; k) { default: break; } return k; }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
}

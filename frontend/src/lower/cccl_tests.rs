//! Tests of the mechanisms CCCL (thrust, cub, libcu++) needed: the class name in its own base clause,
//! access from a class's static member initialisers and instantiations, the bitwise-constant exemption
//! of #68, constexpr class objects without initialiser in the prelude.
use super::tests::run;

const SYS: &str = "# 1 \"sys.h\" 1 3 4\n";
const USER: &str = "# 9 \"t.cu\" 2\n";

#[test]
fn crtp_base_names_the_class_being_defined() {
    let o = run("template <class D> struct B { int f() const { return 1; } };\nstruct A : B<A> {};\nint g(const A &a) { return a.f(); }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert!(o.diags.is_empty(), "{:?}", o.diags);
}

#[test]
fn private_static_members_in_own_initialisers() {
    let o = run("class A { static const int x = 1; static const int y = x; public: static const int z = y; };\nint v = A::z;");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert!(o.diags.is_empty(), "{:?}", o.diags);
    let src = format!("{SYS}template <long N> class R {{ static constexpr long a = N; public: static constexpr long n = a; using type = R<n>; }};\n{USER}typedef R<3>::type T; long w = T::n;");
    let o = run(&src);
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert!(o.diags.is_empty(), "{:?}", o.diags);
}

#[test]
fn bitwise_constants_do_not_warn_on_sign_change() {
    let o = run("unsigned a = ~0; unsigned e = -1 | 0; unsigned short l = ~0;");
    assert!(o.diags.is_empty(), "{:?}", o.diags);
    // The near miss warns (#68).
    let o = run("unsigned b = 0 - 1;");
    assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
}

#[test]
fn prelude_constexpr_class_object_without_initialiser() {
    let src = format!("{SYS}struct tag {{ constexpr tag() {{}} }};\ninline constexpr tag seq;\n{USER}int main() {{ return 0; }}");
    let o = run(&src);
    assert!(!o.gaps.iter().any(|g| g.contains("constexpr variable")), "{:?}", o.gaps);
}

#[test]
fn empty_class_default_and_empty_list_initialised_in_the_prelude() {
    let src = format!("{SYS}struct E {{ static constexpr int value = 1; }};\nstatic constexpr E one{{}};\nE two;\n{USER}int main() {{ return 0; }}");
    let o = run(&src);
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
}

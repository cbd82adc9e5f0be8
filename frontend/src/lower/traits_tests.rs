//! Tests of the trait intrinsics (`traits.rs`, `sema/traits_eval.rs`): each `static_assert` states the
//! answer the reference gives (probed on cudafe++ 13.0.88; corpus/cpp-traits holds the blessed cases),
//! so a wrong answer shows as a #1574 diagnostic.
use super::tests::{clean, run};

const CLASSES: &str = "struct Em {}; struct A { int x; }; struct V { virtual void f(); }; struct D : V {};\n\
struct VD { virtual ~VD(); }; struct VD2 : VD {}; struct NT { NT(); }; struct UD { ~UD(); };\n\
struct CC { CC(const CC&); }; struct Pr { private: int a; public: int b; }; struct Inc;\n\
struct Def { Def() = default; int y; }; struct Init { int z = 3; }; struct Has { UD u; };\n\
struct NE { NE() noexcept; NE(int) noexcept; NE(const NE&); }; struct Ex { explicit Ex(int); };\n\
struct Del { Del() = delete; }; enum E { e1 }; enum class S : short { s }; enum N { n = -1 };\n";

fn holds(cond: &str) {
    clean(&format!("{CLASSES}static_assert({cond}, \"\");"));
}

#[test]
fn category_traits() {
    holds("__is_enum(E) && __is_enum(S) && !__is_enum(int) && !__is_enum(A)");
    holds("__is_class(A) && __is_class(Inc) && !__is_class(int) && !__is_union(A)");
    holds("__is_same(int, int) && !__is_same(int, const int) && !__is_same(int, long)");
    holds("__is_base_of(V, D) && __is_base_of(V, V) && !__is_base_of(int, int) && !__is_base_of(A, Inc)");
}

#[test]
fn class_property_traits() {
    holds("__is_empty(Em) && !__is_empty(V) && !__is_empty(A) && !__is_empty(int)");
    holds("__is_polymorphic(D) && !__is_polymorphic(A) && __has_virtual_destructor(VD2) && !__has_virtual_destructor(V)");
    holds("__is_trivial(A) && !__is_trivial(NT) && __is_trivially_copyable(NT) && !__is_trivially_copyable(CC)");
    holds("!__is_trivially_copyable(UD) && !__has_trivial_destructor(UD) && !__has_trivial_destructor(Has)");
    holds("__is_trivial(Def) && !__is_trivial(Init) && __is_trivially_copyable(Init)");
    holds("__is_standard_layout(Em) && !__is_standard_layout(Pr) && __is_pod(A) && !__is_pod(Pr)");
    holds("__is_aggregate(A) && __is_aggregate(int[3]) && !__is_aggregate(NT)");
}

#[test]
fn expression_traits() {
    holds("__is_constructible(int, long) && !__is_constructible(int, int*) && !__is_constructible(int&, long)");
    holds("__is_constructible(const int&, long) && __is_constructible(int[3]) && !__is_constructible(int[])");
    holds("!__is_constructible(Inc) && !__is_constructible(Del) && __is_constructible(Ex, int)");
    holds("!__is_convertible_to(int, Ex) && __is_convertible_to(int, long)");
    holds("__is_nothrow_constructible(A) && !__is_nothrow_constructible(NT) && __is_nothrow_constructible(NE, int)");
    holds("!__is_nothrow_constructible(NE, const NE&) && __is_nothrow_constructible(A, const A&)");
    holds("__is_assignable(int&, long) && !__is_assignable(int, long) && !__is_assignable(Inc&, int)");
    holds("__is_trivially_constructible(A, const A&) && !__is_trivially_constructible(NT)");
}

#[test]
fn incomplete_class_is_1440_at_the_trait() {
    let o = run(&format!("{CLASSES}static_assert(__is_empty(Inc), \"\");"));
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, vec![("an incomplete class type is not allowed", 7)]);
}

#[test]
fn underlying_type() {
    holds("__is_same(__underlying_type(S), short) && __is_same(__underlying_type(E), unsigned int)");
    holds("__is_same(__underlying_type(N), int)");
    let o = run(&format!("{CLASSES}typedef __underlying_type(int) U;"));
    assert_eq!(o.diags, vec![("__underlying_type only applies to enum types", 7)]);
}

#[test]
fn traits_in_an_instantiation() {
    // The prelude's `integral_constant<bool, __is_enum(_Tp)>` shape, instantiated from user code.
    let text = "# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n\
template<typename T, T v> struct ic { static constexpr T value = v; };\n\
template<typename T> struct is_enum : ic<bool, __is_enum(T)> {};\n\
template<typename T, bool> struct ut;\n\
template<typename T> struct ut<T, true> { using type = __underlying_type(T); };\n\
template<typename T> struct underlying_type : ut<T, is_enum<T>::value> {};\n\
# 2 \"t.cu\" 2\n\
enum M { a, b };\n\
using U = underlying_type<M>::type;\n\
static_assert(is_enum<M>::value && !is_enum<int>::value && __is_same(U, unsigned int), \"\");\n";
    let r = super::tests::lower_text(text.to_string());
    assert!(r.gaps.is_empty(), "{:?}", r.gaps);
    assert!(r.diags.is_empty(), "{:?}", r.diags);
}

#[test]
fn dependent_arguments_stay_dependent() {
    clean("template<class T> struct X { static const bool b = __is_class(T); };");
}

#[test]
fn alias_declaration_defining_an_enum() {
    // libcu++'s `using memory_order = enum memory_order { … };`, and what follows naming its enumerators.
    let o = clean("enum L { l0, l1 };\nusing mo = enum mo { mo_a = l0, mo_b = l1 };\nconstexpr int f(mo m) { return m == mo_a ? 0 : 1; }\nusing other = enum named { x };\nother v = x;");
    let s = o.il.names.get("other").unwrap();
    let e = o.il.scopes.lookup(&o.il.entities, &o.il.types, crate::sema::scopes::Scopes::GLOBAL, s, crate::sema::scopes::LookupKind::Ordinary).single().unwrap();
    assert!(matches!(o.il.entities.get(e).map(|x| x.data), Some(crate::sema::entities::Payload::Typedef)));
    let r = run("using u = enum { q };");
    assert_eq!(r.gaps, vec!["lower: alias-declaration defining an unnamed enum".to_string()]);
}

#[test]
fn reference_collapsing_through_typedefs() {
    // [dcl.ref]/6 (probed: corpus/pairctor-s14/ref_collapse_ok): & with anything is &, && with && is &&.
    holds("__is_same(int&, int&)");
    clean("typedef int& L; typedef int&& R; static_assert(__is_same(L&&, int&) && __is_same(R&, int&) && __is_same(R&&, int&&) && __is_same(L&, int&), \"\");");
}

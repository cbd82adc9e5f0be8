//! Tests of default template arguments in deduction (`sema/deduce_defaults.rs`, `deduce_defaults.rs`):
//! the expected outcomes are the reference's (corpus/cpp-deduce-defaults holds the blessed cases). A
//! wrong overload choice shows as a conversion diagnostic between the `yes`/`no` result types.
use super::tests::{clean, run};

const PAIR: &str = "typedef unsigned long size_t; struct yes {}; struct no {};\n\
template <class T> struct type_identity { typedef T type; };\n\
template <typename T, size_t = sizeof(T)> yes cu(type_identity<T>) { return yes(); }\n\
template <typename TI, typename N = typename TI::type> no cu(TI) { return no(); }\n\
struct S { int a; }; struct Inc;\n";

#[test]
fn type_and_value_defaults_are_used() {
    clean("template <class T, class U = T*> U addr(T &x) { return &x; }\n\
           template <class T, int N = sizeof(T)> int size_of(T) { return N; }\n\
           void use() { int g = 0; int *p = addr(g); int s = size_of('c'); }");
}

#[test]
fn sizeof_default_chooses_the_more_specialised_overload() {
    clean(&format!("{PAIR}void use() {{ yes a = cu(type_identity<int>()); yes b = cu(type_identity<S>()); yes d = cu(type_identity<int&>()); }}"));
}

#[test]
fn incomplete_type_in_sizeof_default_is_sfinae() {
    clean(&format!("{PAIR}void use() {{ no c = cu(type_identity<Inc>()); no e = cu(type_identity<int[]>()); }}"));
    // Only the second overload is viable: its result does not convert to `yes`.
    let o = run(&format!("{PAIR}void use() {{ yes c = cu(type_identity<Inc>()); }}"));
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
}

#[test]
fn missing_member_type_in_default_is_sfinae() {
    clean("struct A { typedef int tag; }; struct B { typedef int other; };\n\
           template <class T, class = typename T::tag> int f(T) { return 1; }\n\
           template <class T, class = typename T::other, class = void> long f(T) { return 2; }\n\
           void use() { int a = f(A()); long b = f(B()); }");
    let o = run("struct B {}; template <class T, class = typename T::tag> int g(T) { return 1; }\nvoid use() { g(B()); }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, vec![("no instance of %n matches the argument list", 2)]);
}

#[test]
fn defaults_do_not_order_templates() {
    let o = run("template <class T, class U = int> int f(T) { return 1; }\ntemplate <class T, int N = 2> int f(T) { return 2; }\nvoid use() { f(1); }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags.len(), 1, "ambiguous: {:?}", o.diags);
}

#[test]
fn default_looking_into_a_class_template_instantiates_it() {
    clean("template <class T> struct W { typedef T type; };\n\
           template <class T, class U = typename W<T>::type> U h(T x) { return x; }\n\
           void use() { long v = h(2L); }");
}

/// A built-in operator on a value-dependent operand (`N < 4`, `sizeof(T) + 1`) is value-dependent: the
/// in-class initialiser of a static member in a class template is left for instantiation, not a gap.
#[test]
fn operators_on_value_dependent_operands_stay_dependent() {
    clean("template <int N> struct A { static constexpr bool value = N < 4; };\n\
           template <typename T> struct B { static constexpr bool value = sizeof(T) + 1 > 2 ? true : false; };\n\
           template <typename T> struct C { static constexpr bool value = !(sizeof(T) < 2); };\n\
           bool use() { return A<1>::value && C<int>::value; }");
}

/// `T::size` / a static member function called in a prelude template's default template argument
/// (libstdc++'s `bool = (_Sz <= _Tp::__size)`, `intmax_t __gcd1 = _S_gcd(_R1::num, _R2::num)` in
/// `chrono::duration`): value-dependent at the declaration, re-lowered with the arguments bound at
/// deduction (probed: the reference picks the overload the same way; corpus/cxxfe20-s20).
#[test]
fn template_parameter_qualified_values_in_prelude_defaults_are_deduced() {
    let prelude = "# 1 \"/usr/include/p.h\" 1 3\nstruct yes {}; struct no {};\n\
        template<bool B, class T = void> struct enable_if {};\n\
        template<class T> struct enable_if<true, T> { typedef T type; };\n\
        template<class T, class = typename enable_if<(T::size > 2)>::type> yes f(T) { return yes(); }\n\
        template<class T, class = typename enable_if<(T::size <= 2)>::type> no f(T) { return no(); }\n\
        struct K { static constexpr int g() { return 3; }\n\
        template<class T, class = typename enable_if<(T::size > g())>::type> static yes h(T) { return yes(); } };\n\
        # 2 \"t.cu\" 2\n\
        struct A { static constexpr int size = 4; }; struct B { static constexpr int size = 1; };\n";
    clean(&format!("{prelude}void use() {{ yes a = f(A()); no b = f(B()); yes c = K::h(A()); }}"));
    let o = run(&format!("{prelude}void bad() {{ yes b = f(B()); }}"));
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
}

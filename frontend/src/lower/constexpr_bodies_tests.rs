//! Constexpr function bodies instantiated for constant evaluation (`constexpr_bodies.rs`) and the
//! stateless class values of the evaluator (`sema/eval_class.rs`), in the shapes of libstdc++'s traits.

fn run(prelude: &str, user: &str) -> (Vec<String>, Vec<(crate::diag::DiagId, u32, u32)>) {
    let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
    let r = crate::lower::tests::lower_text(text);
    (r.gaps, r.diags)
}

const IC: &str = "namespace std {\n\
    template<typename _Tp, _Tp __v> struct integral_constant { static constexpr _Tp value = __v; typedef _Tp value_type;\n\
      constexpr operator value_type() const noexcept { return value; } };\n\
    typedef integral_constant<bool, true> true_type;\n\
    typedef integral_constant<bool, false> false_type;\n\
    template <typename _Type> struct __type_identity { using type = _Type; };\n\
    template <typename _Tp, unsigned long = sizeof(_Tp)> constexpr true_type __is_complete_or_unbounded(__type_identity<_Tp>) { return {}; }\n\
    template<typename _Tp> struct is_trivially_copyable : public integral_constant<bool, __is_trivially_copyable(_Tp)> {\n\
      static_assert(std::__is_complete_or_unbounded(__type_identity<_Tp>{}), \"complete\"); };\n\
    template<typename...> using __void_t = void;\n\
    template<typename _Tp, typename = void> struct __is_referenceable : public false_type { };\n\
    template<typename _Tp> struct __is_referenceable<_Tp, __void_t<_Tp&>> : public true_type { };\n\
    template<typename _Tp> constexpr _Tp twice(_Tp x) { return x + x; }\n\
    template<typename _Tp> struct tw { static constexpr _Tp v = twice(_Tp(21)); };\n\
    template<typename _Tp> constexpr _Tp bad(_Tp x) { return x.nothing; }\n\
    template<typename _Tp> struct usesbad { static_assert(bad(_Tp(1)) == 1, \"bad\"); };\n\
    }";

#[test]
fn trait_static_assert_through_constexpr_template() {
    let (g, d) = run(IC, "struct Pod { int a; };\nstruct N { N(const N &) {} int v; };\nstatic_assert(std::is_trivially_copyable<Pod>::value, \"p\");\nstatic_assert(!std::is_trivially_copyable<N>::value, \"n\");");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty(), "{:?}", d);
}

#[test]
fn class_value_converts_to_bool() {
    // `operator bool` of an instantiated class is instantiated on demand; a false one fails the assert.
    let (g, d) = run(IC, "static_assert(std::true_type{}, \"t\");\nstatic_assert(std::false_type(), \"f\");");
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d.len(), 1, "{:?}", d);
    assert_eq!(d[0].1, 3);
}

#[test]
fn constexpr_template_called_from_an_instantiation() {
    let (g, d) = run(IC, "static_assert(std::tw<int>::v == 42, \"tw\");\nstatic_assert(std::tw<long>::v != 42, \"tw2\");");
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d.len(), 1, "{:?}", d);
}

#[test]
fn body_that_fails_to_instantiate_is_a_gap() {
    let (g, d) = run(IC, "struct usesit { std::usesbad<int> u; };");
    assert!(!g.is_empty());
    assert!(d.is_empty(), "{:?}", d);
}

#[test]
fn alias_template_id_in_a_partial_specialisation() {
    let (g, d) = run(IC, "struct S { int a; };\nstatic_assert(std::__is_referenceable<S>::value, \"r\");\nstatic_assert(!std::__is_referenceable<void>::value, \"v\");");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty(), "{:?}", d);
}

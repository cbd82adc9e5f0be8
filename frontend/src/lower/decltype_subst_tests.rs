//! Substitution into dependent `decltype`s of prelude signatures (`decltype_subst.rs`), in the shape of
//! libstdc++'s `common_type` (expression SFINAE through `declval`, redeclared `declval`).

fn run(prelude: &str, user: &str) -> (Vec<String>, Vec<(crate::diag::DiagId, u32, u32)>) {
    let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
    let r = crate::lower::tests::lower_text(text);
    (r.gaps, r.diags)
}

const CT: &str = "namespace std {\n\
    template<typename T, typename U = T&&> U __declval(int);\n\
    template<typename T> T __declval(long);\n\
    template<typename T> auto declval() noexcept -> decltype(__declval<T>(0));\n\
    template<typename T> auto declval() noexcept -> decltype(__declval<T>(0));\n\
    template<typename T, typename U> struct is_same { static constexpr bool value = false; };\n\
    template<typename T> struct is_same<T, T> { static constexpr bool value = true; };\n\
    template<typename T> struct succ { typedef T type; };\n\
    struct fail { typedef void type; };\n\
    struct impl {\n\
      template<typename T, typename U> using cond_t = decltype(true ? std::declval<T>() : std::declval<U>());\n\
      template<typename T, typename U> static succ<cond_t<T, U>> test(int);\n\
      template<typename, typename> static fail test_2(...);\n\
      template<typename T, typename U> static decltype(test_2<T, U>(0)) test(...);\n\
    };\n\
    template<typename A, typename B> struct ct : private impl { using type = decltype(test<A, B>(0)); };\n\
    }";

#[test]
fn expression_sfinae_selects_by_the_substituted_decltype() {
    let (g, d) = run(CT, "struct P {};\nstatic_assert(std::is_same<std::ct<int, long>::type, std::succ<long>>::value, \"il\");\nstatic_assert(std::is_same<std::ct<int *, double *>::type, std::fail>::value, \"pq\");\nstatic_assert(std::is_same<std::ct<P, P>::type, std::succ<P &&>>::value, \"pp\");");
    assert!(g.is_empty(), "{:?}", g);
    assert!(d.is_empty(), "{:?}", d);
}

#[test]
fn substituted_type_is_the_real_one() {
    // A wrong expectation fails (the assertion is evaluated, not skipped).
    let (g, d) = run(CT, "static_assert(std::is_same<std::ct<int, long>::type, std::succ<int>>::value, \"il\");");
    assert!(g.is_empty(), "{:?}", g);
    assert_eq!(d.len(), 1, "{:?}", d);
    assert_eq!(d[0].1, 2);
}

//! Tests of prelude variable templates (`var_templates.rs`): a prelude (system header) declares the
//! templates and their specialisations, user code reads `v<A…>` in constant expressions; then the gaps
//! and the number of diagnostics (a failing `static_assert` is one).

/// The output-only gap every use in user code notes (checked by `user_uses_are_an_output_gap`).
const USE_GAP: &str = "emit items: use of a variable template specialization";

fn run_all(prelude: &str, user: &str) -> (Vec<String>, usize) {
    let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
    let r = crate::lower::tests::lower_text(text);
    (r.gaps, r.diags.len())
}

/// The gaps other than [`USE_GAP`], and the number of diagnostics.
fn run(prelude: &str, user: &str) -> (Vec<String>, usize) {
    let (gaps, n) = run_all(prelude, user);
    (gaps.into_iter().filter(|g| g != USE_GAP).collect(), n)
}

#[test]
fn user_uses_are_an_output_gap() {
    // The printer cannot name the specialisation as the reference writes it (`v< int, int> `).
    assert_eq!(run_all(SAME, "static_assert(is_same_v<int, int>, \"\");"), (vec![USE_GAP.to_string()], 0));
    // A use inside the prelude (printed by no one) is not a gap.
    assert_eq!(run_all(SAME, "static_assert(not_same<int, char>::value, \"\");"), (vec![], 0));
}

const SAME: &str = "template<class T, class U> constexpr bool is_same_v = false;\n\
                    template<class T> constexpr bool is_same_v<T, T> = true;\n\
                    template<class T, class U> struct not_same { static constexpr bool value = !is_same_v<T, U>; };";

#[test]
fn partial_specialization_is_selected() {
    assert_eq!(run(SAME, "static_assert(is_same_v<int, int>, \"\"); static_assert(!is_same_v<int, long>, \"\");"), (vec![], 0));
    assert_eq!(run(SAME, "static_assert(not_same<int, char>::value, \"\"); static_assert(!not_same<char, char>::value, \"\");"), (vec![], 0));
}

#[test]
fn a_wrong_value_is_diagnosed() {
    // The primary's value where the partial specialisation does not match: the assertion fails.
    assert_eq!(run(SAME, "static_assert(is_same_v<int, const int>, \"\");"), (vec![], 1));
}

#[test]
fn explicit_specialization_and_most_specialized_partial() {
    let p = "template<class T> constexpr int rank_v = 0;\n\
             template<class T> constexpr int rank_v<T*> = 1;\n\
             template<class T> constexpr int rank_v<T* const> = 2;\n\
             template<> constexpr int rank_v<char*> = 7;";
    assert_eq!(run(p, "static_assert(rank_v<int> == 0, \"\"); static_assert(rank_v<int*> == 1, \"\");"), (vec![], 0));
    assert_eq!(run(p, "static_assert(rank_v<int* const> == 2, \"\"); static_assert(rank_v<char*> == 7, \"\");"), (vec![], 0));
}

#[test]
fn value_from_the_bound_parameters() {
    let p = "template<class T> constexpr unsigned long size_v = sizeof(T);";
    assert_eq!(run(p, "static_assert(size_v<double> == 8, \"\"); static_assert(size_v<int> == 4, \"\");"), (vec![], 0));
}

#[test]
fn non_constexpr_variable_templates_stay_gaps() {
    let p = "template<class T> T zero = T();";
    let (gaps, _) = run(p, "int f() { return zero<int>; }");
    assert!(!gaps.is_empty());
}

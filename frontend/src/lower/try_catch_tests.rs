//! Tests of `try` blocks and handlers (try_catch.rs) and of the prelude forms met behind them in
//! libstdc++/libcu++ (class `delete`, bool-based enums, friend specialisations, ADL neutrality,
//! `noexcept(e)`). Expected diagnostics are those probed with cudafe++ 13.0.88
//! (corpus/cxxfe18-s18/try_*).
use super::tests::{clean, run};
use crate::diag::id;

/// `prelude` lies in a system header, `user` in `t.cu`.
fn run_prelude(prelude: &str, user: &str) -> super::tests::Out {
    let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
    let r = super::tests::lower_text(text);
    super::tests::Out { il: r.il, diags: r.diags.iter().map(|&(d, line, _)| (d.template(), line)).collect(), gaps: r.gaps }
}

#[test]
fn try_blocks_with_handlers_lower_cleanly() {
    clean("struct E { int code; };\nint f(int x) { try { x = 1; } catch (const E &e) { return e.code; } catch (int v) { return v; } catch (...) { return 2; } return x; }\nvoid g() { try { } catch (E *) { } }");
}

#[test]
fn handler_parameter_is_scoped_to_its_handler() {
    // The parameter is visible in its block, not after it; a nested block may redeclare it silently.
    clean("int f() { try { } catch (int x) { { int x = 2; } return x; } return 0; }");
    let o = run("int f() { try { } catch (int x) { }\nreturn x; }");
    assert_eq!(o.diags, vec![(id::UNDEFINED_IDENTIFIER.template(), 2)], "{:?}", o.gaps);
}

#[test]
fn declaration_hiding_the_handler_parameter_is_1210() {
    let o = run("void f() {\ntry { } catch (int x) {\nint x = 1; } }");
    assert_eq!(o.diags, vec![(id::DECL_HIDES_CATCH_PARAMETER.template(), 3)], "{:?}", o.gaps);
}

#[test]
fn masked_handlers_are_532_and_533() {
    let o = run("struct B {}; struct D : B {}; struct P : private B {};\nvoid a() { try { } catch (...) { } catch (int) { } }\nvoid b() { try { } catch (B &) { } catch (D &) { } }\nvoid c() { try { } catch (B &) { } catch (P &) { } }\nvoid d() { try { } catch (int *) { } catch (const int *) { } }\nvoid e() { try { } catch (const int *) { } catch (int *) { } }\nvoid g() { try { } catch (B *) { } catch (const D *) { } }\nvoid h() { try { } catch (B *) { } catch (const B *) { } }");
    let m = id::MASKED_BY_HANDLER.template();
    assert_eq!(o.diags, vec![(id::MASKED_BY_DEFAULT_HANDLER.template(), 2), (m, 3), (m, 6), (m, 7)], "{:?}", o.gaps);
}

#[test]
fn invalid_catch_types() {
    let o = run("struct Inc;\nstruct Abs { virtual void f() = 0; };\nvoid a() { try { } catch (Inc e) { } }\nvoid b() { try { } catch (Inc &e) { } }\nvoid c() { try { } catch (int &&e) { } }\nvoid d() { try { } catch (Abs e) { } }");
    assert_eq!(
        o.diags,
        vec![
            (id::INCOMPLETE_TYPE_NOT_ALLOWED.template(), 3),
            (id::PTR_OR_REF_TO_INCOMPLETE_TYPE.template(), 4),
            (id::RVALUE_REFERENCE_CATCH_TYPE.template(), 5),
            (id::ABSTRACT_CLASS_CATCH_TYPE.template(), 6)
        ],
        "{:?}",
        o.gaps
    );
}

#[test]
fn try_in_a_constexpr_function_is_a_gap() {
    let o = run("constexpr int f() { try { return 1; } catch (...) { return 0; } }");
    assert_eq!(o.gaps, vec!["lower: try block in a constexpr function".to_string()]);
    assert!(o.diags.is_empty());
}

#[test]
fn noexcept_operator_is_a_constant() {
    clean("int safe(int x) noexcept { return x; }\nint risky(int x);\nstatic_assert(noexcept(safe(1)) && !noexcept(risky(1)), \"\");");
}

#[test]
fn prelude_delete_of_a_class_object() {
    let o = run_prelude("struct F { virtual ~F(); void drop() const { delete this; } };", "int u() { return 0; }");
    assert!(o.gaps.is_empty() && o.diags.is_empty(), "{:?} {:?}", o.gaps, o.diags);
    let o = run("struct F { virtual ~F(); void drop() const { delete this; } };");
    assert!(!o.gaps.is_empty(), "user code stays a gap");
}

#[test]
fn prelude_bool_enum() {
    let o = run_prelude("enum class K : bool { a, b };", "K k = K::b;");
    assert!(o.gaps.is_empty() && o.diags.is_empty(), "{:?} {:?}", o.gaps, o.diags);
    let o = run_prelude("enum class K : bool { a, b, c };", "");
    assert_eq!(o.gaps, vec!["lower: enumerator of an enum with this underlying type".to_string()]);
}

#[test]
fn prelude_friend_specialisation_is_not_instantiated() {
    let o = run_prelude(
        "namespace s { template<class T> struct lim { static const bool b = T::nope; }; }\nnamespace s { class M { int v = 0; friend s::lim<M>; }; template<> struct lim<M> { static int get(const M &m) { return m.v; } }; }",
        "int u() { return 0; }",
    );
    assert!(o.gaps.is_empty() && o.diags.is_empty(), "{:?} {:?}", o.gaps, o.diags);
}

#[test]
fn template_id_call_adl_neutral_by_namespace() {
    // The argument's class is global and the global namespace declares no `f`: ADL adds nothing.
    let o = run_prelude("struct P { int x; };\nnamespace d { template<class T> T f(P a) { return T(a.x); } }\nnamespace d { inline long g(P p) { return f<long>(p); } }", "int u() { return 0; }");
    assert!(o.gaps.is_empty() && o.diags.is_empty(), "{:?} {:?}", o.gaps, o.diags);
}

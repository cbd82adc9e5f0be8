//! Tests of the prelude constructs of the misc helper: classification builtins (builtins_fp.rs),
//! `__null`, asm `::`, constexpr redeclarations (redecl.rs), `__int128`, opaque enums (opaque_enum.rs).
//! Expected diagnostics were probed on cudafe++ 13.0.88 (corpus/prelude-misc).
use crate::diag::{id, DiagId};
use crate::sema::entities::{FunctionData, Payload};
use crate::sema::il::Il;
use crate::sema::scopes::{LookupKind, Scopes};
use crate::sema::types::{IntKind, TypeKind};

struct Out {
    il: Il,
    diags: Vec<(&'static str, u32, u32)>,
    gaps: Vec<String>,
}

fn run(src: &str) -> Out {
    let r = super::tests::lower_src(src);
    Out { il: r.il, diags: r.diags.iter().map(|&(id, line, col)| (id.template(), line, col)).collect(), gaps: r.gaps }
}

fn clean(src: &str) -> Out {
    let o = run(src);
    assert!(o.gaps.is_empty(), "gaps {:?} in {:?}", o.gaps, src);
    assert!(o.diags.is_empty(), "diagnostics {:?} in {:?}", o.diags, src);
    o
}

fn t(i: DiagId) -> &'static str {
    i.template()
}

fn lines(o: &Out) -> Vec<(&'static str, u32)> {
    o.diags.iter().map(|&(m, l, _)| (m, l)).collect()
}

#[test]
fn classification_builtins_fold_and_type() {
    clean("int a = __builtin_isnan(1.0);\nstatic_assert(__builtin_isfinite(1.0) == 1, \"\");\nstatic_assert(__builtin_signbit(-2.0f), \"\");\nint *p = __builtin_isinf(1.0L);\nint fc(float x) { return __builtin_fpclassify(0, 1, 4, 3, 2, x); }\nbool g(double x) { return __builtin_isgreater(x, 1) || __builtin_isunordered(); }");
}

#[test]
fn classification_builtin_errors_at_the_paren() {
    let o = run("int b = __builtin_isnan(1);\nint c = __builtin_isnan ();\nint o = __builtin_fpclassify(0,1,4,3,2);\nint q = __builtin_fpclassify(0,1,4,3,2,1);\nfloat f;\nint *r = __builtin_isnan(f);");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    let want = vec![
        (t(id::CALL_REQUIRES_FLOATING_POINT_ARGUMENT), 1, 24),
        (t(id::CALL_REQUIRES_ONE_ARGUMENT), 2, 25),
        (t(id::INVALID_BUILTIN_FPCLASSIFY_ARGS), 3, 29),
        (t(id::BAD_FINAL_BUILTIN_FPCLASSIFY_ARG), 4, 29),
    ];
    assert_eq!(o.diags[..4].to_vec(), want);
    assert_eq!(o.diags.len(), 5, "{:?}", o.diags);
}

#[test]
fn folded_classification_statement_has_no_effect() {
    let o = run("void f(float x) { __builtin_isinf(x); __builtin_isnan(1.0); }");
    assert_eq!(o.diags, vec![(t(id::EXPR_HAS_NO_EFFECT), 1, 39)]);
}

#[test]
fn gnu_null_is_a_long_zero() {
    let o = clean("void f(int); void f(long); void f(int*);\nvoid g() { f(__null); }\nint *p = __null;\nchar c = __null;");
    let _ = o;
    let o = run("decltype(__null) *q = \"x\";");
    assert_eq!(o.diags.len(), 1);
}

#[test]
fn asm_double_colon_is_two_colons() {
    clean("void f(long x) { asm volatile(\"nop;\":::\"memory\"); asm volatile(\"mov %0;\" :: \"l\"(x)); asm volatile(\"nop;\":::); }");
}

#[test]
fn constexpr_redeclaration() {
    let o = run("constexpr int g(int);\nint g(int);\nint h(int);\ninline constexpr int h(int);");
    assert_eq!(lines(&o), vec![(t(id::PREVIOUS_CONSTEXPR_DECL_CONFLICT), 2), (t(id::PREVIOUS_NONCONSTEXPR_DECL_CONFLICT), 4)]);
    assert_eq!(o.diags[1].2, 8, "caret at `constexpr`");
    // A __cudart_builtin__ redeclaration is accepted and the function stays constexpr.
    // (In a system header: CUDA attributes on user-code redeclarations are another helper's gap.)
    let o = clean("# 1 \"m.h\" 3\ninline constexpr float fa(float x) { return x; }\nextern __attribute__((cudart_builtin)) float fa(float);\n# 9 \"t.cu\"\nconstexpr float ff = fa(1.0f);");
    let s = o.il.names.get("fa").unwrap();
    let f = o.il.scopes.lookup(&o.il.entities, &o.il.types, Scopes::GLOBAL, s, LookupKind::Ordinary).single().unwrap();
    let fd = o.il.entities.get(f).and_then(|e| e.function()).copied().unwrap();
    assert!(fd.has(FunctionData::CONSTEXPR));
}

#[test]
fn int128_types() {
    let o = clean("__int128 a; unsigned __int128 b;");
    for (n, k) in [("a", IntKind::Int128), ("b", IntKind::UInt128)] {
        let s = o.il.names.get(n).unwrap();
        let e = o.il.scopes.lookup(&o.il.entities, &o.il.types, Scopes::GLOBAL, s, LookupKind::Ordinary).single().unwrap();
        assert!(matches!(o.il.types.ckind(o.il.entities.get(e).unwrap().ty), TypeKind::Int(x) if x == k));
    }
    // `signed __int128` prints as written in EDG's messages: left a gap.
    assert!(!run("signed __int128 c;").gaps.is_empty());
}

#[test]
fn opaque_enums() {
    let o = clean("enum class byte : unsigned char;\nenum E3 : long;\nstatic_assert(sizeof(byte) == 1 && sizeof(E3) == 8, \"\");");
    let s = o.il.names.get("byte").unwrap();
    let e = o.il.scopes.lookup(&o.il.entities, &o.il.types, Scopes::GLOBAL, s, LookupKind::Ordinary).single().unwrap();
    assert!(matches!(o.il.entities.get(e).map(|x| x.data), Some(Payload::Enum(ed)) if ed.complete && ed.scoped));
    // A matching redeclaration is a no-op; a different base or key, and `enum E;`, are gaps.
    clean("enum class A : int;\nenum class A : int;\nenum class D : short { d1 };\nenum class D : short;");
    assert!(!run("enum V { v1 };\nenum V : int;").gaps.is_empty());
    assert!(!run("enum W2 : int;\nenum class W2 : int;").gaps.is_empty());
    assert!(!run("enum E;").gaps.is_empty());
    // A matching definition completes it; a different base stays a gap.
    clean("enum class E : int;\nenum class E : int { a, b = 5 };\nstatic_assert((int)E::b == 5, \"\");");
    assert!(!run("enum class G : int;\nenum class G : long { g };").gaps.is_empty());
}

//! Lowering tests for namespaces, using-declarations/directives and ADL (expected diagnostics probed on
//! cudafe++ 13.0.88; the same programs are in corpus/nsusing).
use crate::diag::{id, DiagId};
use crate::sema::entities::Payload;
use crate::sema::il::Il;
use crate::sema::scopes::{LookupKind, LookupResult, Scopes};

struct Out {
    il: Il,
    diags: Vec<(DiagId, u32, u32)>,
    gaps: Vec<String>,
}

/// Lowers `src`; diagnostics as (id, line, column).
fn run(src: &str) -> Out {
    let r = super::tests::lower_src(src);
    Out { il: r.il, diags: r.diags, gaps: r.gaps }
}

fn clean(src: &str) -> Out {
    let o = run(src);
    assert!(o.gaps.is_empty(), "gaps {:?} in {:?}", o.gaps, src);
    assert!(o.diags.is_empty(), "diagnostics {:?} in {:?}", o.diags, src);
    o
}

fn lines(o: &Out) -> Vec<(DiagId, u32)> {
    o.diags.iter().map(|&(d, l, _)| (d, l)).collect()
}

fn global(il: &Il, name: &str) -> LookupResult {
    let s = il.names.get(name).expect("name interned");
    il.scopes.lookup(&il.entities, &il.types, Scopes::GLOBAL, s, LookupKind::Ordinary)
}

#[test]
fn prelude_namespace_forms_are_clean() {
    let o = clean(
        "extern \"C\" int abs_c(int);\n\
         namespace std __attribute__((__visibility__(\"default\"))) {\n\
           using ::abs_c;\n\
           inline namespace __cxx11 __attribute__((__abi_tag__(\"cxx11\"))) { struct basic { int n; }; }\n\
           long abs_c(long);\n\
         }\n\
         using std::basic;\n\
         namespace lib::inline v2 { int w; }\n\
         namespace { int hidden; }\n\
         namespace sv = std;\n\
         typedef enum E_enum { a0, a1 } E_t;\n\
         int use(basic b) { return std::abs_c(b.n) + (int)sv::abs_c(2L) + lib::w + hidden + a1; }",
    );
    // `basic` at global scope is the class in std::__cxx11 (through the using-declaration).
    let LookupResult::Found(b) = global(&o.il, "basic") else { panic!("basic not found") };
    assert!(matches!(o.il.entities.get(o.il.entities.resolve(b)).map(|e| e.data), Some(Payload::Class(_))));
    // The unnamed namespace's member is visible at global scope.
    assert!(matches!(global(&o.il, "hidden"), LookupResult::Found(_)));
    // std::abs_c is an overload set: ::abs_c (introduced) and std::abs_c(long).
    let std_ns = o.il.scopes.scope_of(&o.il.entities, global(&o.il, "std").single().unwrap()).unwrap();
    let s = o.il.names.get("abs_c").unwrap();
    let r = o.il.scopes.lookup_in(&o.il.entities, &o.il.types, std_ns, s, LookupKind::Ordinary);
    assert!(matches!(r, LookupResult::Overloads(ref v) if v.len() == 2), "{:?}", r);
}

#[test]
fn using_declaration_diagnostics() {
    let o = run(
        "namespace N { int x; int f(int); int f(double); namespace In {} }\n\
         int x;\n\
         using N::x;\n\
         int f(int);\n\
         using N::f;\n\
         using N::missing;\n\
         using ::missing2;\n\
         using x;\n\
         using N::In;\n\
         using N::Q::y;",
    );
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(
        lines(&o),
        vec![
            (id::ID_ALREADY_DECLARED, 3),
            (id::USING_DECL_CONFLICTS_WITH_PREV_DECL, 5),
            (id::NOT_A_MEMBER, 6),
            (id::NAME_NOT_FOUND_IN_FILE_SCOPE, 7),
            (id::NAMESPACE_QUALIFIED_NAME_REQUIRED, 8),
            (id::NAMESPACE_NAME_NOT_ALLOWED, 9),
            (id::ID_MUST_BE_CLASS_OR_NAMESPACE_NAME, 10),
        ]
    );
    // Carets: on the member name (`using N::x;` column 10), on `Q` for the unknown qualifier.
    assert_eq!(o.diags[0].2, 10);
    assert_eq!(o.diags[6].2, 10);
}

#[test]
fn directive_and_alias_diagnostics() {
    let o = run(
        "namespace N { int x; }\n\
         int y;\n\
         using namespace y;\n\
         using namespace N::x;\n\
         using namespace N::Absent;\n\
         namespace A = N;\n\
         namespace A = N;\n\
         namespace B = N;\n\
         namespace B = A;\n\
         namespace y = N;",
    );
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(
        lines(&o),
        vec![
            (id::MISSING_NAMESPACE_NAME, 3),
            (id::MISSING_NAMESPACE_NAME, 4),
            (id::NOT_A_MEMBER, 5),
            (id::ID_ALREADY_DECLARED, 10),
        ]
    );
}

#[test]
fn ambiguity_through_directives() {
    let o = run(
        "namespace N { int x; }\n\
         namespace M { int x; }\n\
         int x;\n\
         int f() { using namespace N; return x; }\n\
         namespace A { using namespace M; int g() { return x + ::x; } }\n\
         int h() { using namespace N; int x = 0; return x; }",
    );
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(lines(&o), vec![(id::AMBIGUOUS_NAME, 4), (id::AMBIGUOUS_NAME, 5)]);
}

#[test]
fn adl_finds_functions_in_associated_namespaces() {
    let o = run(
        "namespace N { struct S {}; int f(S); enum E { e0 }; void h(E); }\n\
         int h(int);\n\
         N::S s;\n\
         int a = f(s);\n\
         int* b = f(s);\n\
         int c = h(N::e0);\n\
         int d = g(s);",
    );
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(lines(&o), vec![(id::BAD_INITIALIZER_TYPE, 5), (id::BAD_INITIALIZER_TYPE, 6), (id::UNDEFINED_IDENTIFIER, 7)]);
}

#[test]
fn unmodelled_forms_are_gaps() {
    for src in [
        "namespace N __attribute__((unused)) { int a; }",
        "namespace M __attribute__((abi_tag(\"x\"))) { int b; }",
        "struct B { int m; }; struct D : B { using B::m; };",
        "namespace N { void f(int); } using N::f; void f(int);",
    ] {
        let o = run(src);
        assert!(!o.gaps.is_empty(), "no gap for {:?}", src);
        assert!(o.diags.is_empty(), "diagnostics {:?} for {:?}", o.diags, src);
    }
}

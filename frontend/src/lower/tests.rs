//! Lowering tests: source → lex → parse → lower, then the IL, the diagnostics (tag, line) and the gaps.
//! Expected diagnostics were checked against cudafe++ 13.0.88 (corpus/cpp cases and probes).
use super::lower_into;
use crate::diag::{DiagId, Where};
use crate::gaps::Gaps;
use crate::lex::{lex, LexConfig};
use crate::parse::{parse_tokens, ParseOptions};
use crate::sema::entities::Payload;
use crate::sema::il::Il;
use crate::sema::scopes::{LookupKind, Scopes};
use crate::sema::target::Target;
use crate::source::{Locate, SourceMap};

/// A TU text (line markers included), lexed and parsed; syntax errors fail the test.
pub(super) struct Parsed {
    pub(super) map: SourceMap,
    pub(super) cfg: LexConfig,
    pub(super) lexed: crate::lex::LexOutput,
    pub(super) ast: crate::parse::ast::Ast,
}

pub(super) fn parse_text(text: String) -> Parsed {
    parse_text_cfg(text, LexConfig::default())
}

/// [`parse_text`] in another language mode.
pub(super) fn parse_text_cfg(text: String, cfg: LexConfig) -> Parsed {
    let mut map = SourceMap::new("t.ii", text.into_bytes());
    let lexed = lex(&mut map, &cfg);
    let (ast, errs) = parse_tokens(&lexed, ParseOptions::default());
    assert!(errs.is_empty(), "syntax errors in {:?}", String::from_utf8_lossy(map.text()));
    Parsed { map, cfg, lexed, ast }
}

/// The result of lowering a TU: the IL, the diagnostics as (id, line, column) in report order, the gaps.
pub(super) struct Lowered {
    pub(super) il: Il,
    pub(super) diags: Vec<(DiagId, u32, u32)>,
    pub(super) gaps: Vec<String>,
}

/// Lowers a whole TU text (the shared core of every lowering test file), with the CUDA options unknown
/// (checks that depend on them are gaps).
pub(super) fn lower_text(text: String) -> Lowered {
    lower_text_with(text, None)
}

/// [`lower_text`] with the CUDA options the command line would give.
pub(super) fn lower_text_with(text: String, cuda_opts: Option<crate::cuda::CudaOptions>) -> Lowered {
    lower_parsed(parse_text(text), cuda_opts)
}

/// Lowers a TU text in C++20 mode.
pub(super) fn lower_text_cxx20(text: String) -> Lowered {
    lower_parsed(parse_text_cfg(text, LexConfig { lang: crate::cli::Lang::Cpp20, ..LexConfig::default() }), None)
}

fn lower_parsed(p: Parsed, cuda_opts: Option<crate::cuda::CudaOptions>) -> Lowered {
    let mut il = Il::new(Target::LP64);
    let mut gaps = Gaps::new();
    let ds = super::lower_into_opts(&mut il, &p.ast, &p.lexed, &p.cfg, &p.map, &mut gaps, false, false, cuda_opts, Default::default(), false);
    let diags = ds
        .iter()
        .map(|d| match d.at {
            Where::At(o) => {
                let l = p.map.locate(o);
                (d.id, l.line, l.column)
            }
            _ => (d.id, 0, 0),
        })
        .collect();
    Lowered { il, diags, gaps: gaps.iter().map(|(w, _)| w.to_string()).collect() }
}

/// Lowers `src` as the whole of `t.cu`.
pub(super) fn lower_src(src: &str) -> Lowered {
    lower_text(format!("# 1 \"t.cu\"\n{}\n", src))
}

pub(super) struct Out {
    pub(super) il: Il,
    /// (message template, line) in report order.
    pub(super) diags: Vec<(&'static str, u32)>,
    pub(super) gaps: Vec<String>,
}

pub(super) fn run(src: &str) -> Out {
    run_with(src, None)
}

/// [`run`] with the CUDA options known.
pub(super) fn run_with(src: &str, cuda_opts: Option<crate::cuda::CudaOptions>) -> Out {
    let r = lower_text_with(format!("# 1 \"t.cu\"\n{}\n", src), cuda_opts);
    Out { il: r.il, diags: r.diags.iter().map(|&(id, line, _)| (id.template(), line)).collect(), gaps: r.gaps }
}

fn t(id: DiagId) -> &'static str {
    id.template()
}

pub(super) fn clean(src: &str) -> Out {
    let o = run(src);
    assert!(o.gaps.is_empty(), "gaps {:?} in {:?}", o.gaps, src);
    assert!(o.diags.is_empty(), "diagnostics {:?} in {:?}", o.diags, src);
    o
}

fn find(il: &Il, name: &str) -> Option<Payload> {
    let s = il.names.get(name)?;
    let e = il.scopes.lookup(&il.entities, &il.types, Scopes::GLOBAL, s, LookupKind::Ordinary).single()?;
    il.entities.get(e).map(|x| x.data)
}

#[test]
fn namespaces_functions_variables() {
    let o = clean("namespace n { int v = 1; int f(int a) { return a + v; } }\nint g() { return n::f(2) + n::v; }");
    assert!(matches!(find(&o.il, "n"), Some(Payload::Namespace { .. })));
    assert!(matches!(find(&o.il, "g"), Some(Payload::Function(f)) if f.body.is_some()));
}

#[test]
fn typedef_alias_struct_and_members() {
    let o = clean("typedef unsigned long size_type; using I = int;\nstruct P { int x; I y; };\nsize_type h(P p, P *q) { return p.x + q->y; }");
    assert!(matches!(find(&o.il, "size_type"), Some(Payload::Typedef)));
    assert!(matches!(find(&o.il, "P"), Some(Payload::Class(c)) if c.complete));
}

#[test]
fn statements_and_overloads() {
    clean("int f(int); int f(double);\nint g(int k) { int s = 0; for (int i = 0; i < k; ++i) { if (i) continue; s += f(i); } while (k) k--; do { s++; } while (s < 3); switch (k) { case 1: break; default: s = 2; } return s; }");
}

#[test]
fn modifiable_lvalue_errors() {
    let o = run("void f(const int *p)\n{\n    const int k = 1;\n    k = 2;\n    *p = 3;\n}");
    assert_eq!(o.diags, vec![("expression must be a modifiable lvalue", 4), ("expression must be a modifiable lvalue", 5)]);
    assert!(o.gaps.is_empty());
}

#[test]
fn break_continue_outside_loops() {
    let o = run("void f(int x) { if (x) break; continue; }");
    assert_eq!(o.diags, vec![(t(crate::diag::id::BREAK_MUST_BE_IN_LOOP_OR_SWITCH), 1), (t(crate::diag::id::CONTINUE_MUST_BE_IN_LOOP), 1)]);
}

#[test]
fn undefined_identifier_reported_once_per_scope() {
    // Probed: `y + y` reports once; the next function reports again; a called undefined name too.
    let o = run("int f() { return y + y; }\nint g() { y = 2; return zz(1); }\nvoid h(){ {w;} w; }\nvoid i(){ v; {v;} }\nint a = x1;\nint b = x1;");
    let u = t(crate::diag::id::UNDEFINED_IDENTIFIER);
    assert_eq!(o.diags, vec![(u, 1), (u, 2), (u, 2), (u, 3), (u, 3), (u, 4), (u, 5)]);
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
}

#[test]
fn used_before_set_after_error_is_a_gap() {
    let o = run("int f() { int *p; return *p + x; }");
    assert!(o.gaps.iter().any(|g| g.contains("flow analysis")));
}

#[test]
fn static_assert_and_flow_warnings() {
    let o = run("static_assert(sizeof(int) == 4, \"ok\");\nstatic_assert(1 + 1 == 3, \"bad\");\nint f(int x) { if (x) return 1; }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags.len(), 2, "{:?}", o.diags);
    assert_eq!(o.diags[0].1, 2);
    assert_eq!(o.diags[1], (t(crate::diag::id::IMPLICIT_RETURN_FROM_NON_VOID_FUNCTION), 3));
}

#[test]
fn unsupported_constructs_are_gaps_and_stop() {
    // (Constructors, private members, base classes and default arguments are lowered now: classes.rs,
    // members.rs.)
    for src in [
        // (A function parameter pack is lowered now, sema/deduce_packs.rs; `sizeof...` is not.)
        "template <class... T> int f(T... t) { return sizeof...(T); }",
        "int f(int x = 1); int f(int x = 1);",
        "int x = 1; int x = 2;",
        "int f(int a) { return a; } int f(int b) { return b; }",
        "int f(int); static int f(int a) { return a; }",
        "int f(int); long f(int);",
        "void f(void *p) { goto *p; }",
        "__attribute__((device)) void k(); void h() { (k)(); }",
        "__attribute__((global)) void k(); void h() { (k)(); }",
        "__attribute__((device)) int dv; int &h() { return dv; }",
        "constexpr int N = 4; struct __attribute__((aligned(N))) A { int x; };",
        "void f() { auto l = [](auto... x) { return 0; }; l(1); }",
    ] {
        let o = run(src);
        assert!(!o.gaps.is_empty() && o.gaps.iter().all(|g| g.starts_with("lower:") || g.starts_with("sema:")), "{:?}: {:?}", src, o.gaps);
        assert!(o.diags.is_empty(), "{:?}: {:?}", src, o.diags);
    }
}

#[test]
fn forward_declared_class() {
    clean("struct Impl; struct Impl; Impl *p; int f(Impl *q) { return q == p; }");
}

#[test]
fn overload_resolution_failure_is_reported() {
    let o = run("void put(int, int);\nvoid g() { put(1); }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
    assert_eq!(o.diags[0].1, 2);
}

#[test]
fn enums() {
    let o = clean("enum Color { Red, Green = 5, Blue };\nenum class Op : short { Add, Sub = -2 };\nint f(Color c) { switch (c) { case Red: return 1; case Blue: return 2; default: return 0; } }\nint g() { return Blue + 1; }");
    assert!(matches!(find(&o.il, "Color"), Some(Payload::Enum(e)) if e.complete));
    assert!(matches!(find(&o.il, "Blue"), Some(Payload::Enumerator { .. })));
}

#[test]
fn member_functions_and_this() {
    clean("struct Counter { int n; void bump() { ++n; this->n += 1; } int get() const { return n + twice(); } int twice() const { return 2 * n; } };\nint f(Counter c) { c.bump(); return c.get(); }");
}

#[test]
fn member_function_const_errors() {
    // corpus/cpp/call_nonconst_member_on_const: ++n in a const member is not modifiable.
    let o = run("struct S { int n; int get() const { return ++n; } };");
    assert_eq!(o.diags, vec![("expression must be a modifiable lvalue", 1)]);
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
}

#[test]
fn nested_namespaces_scoped_enums_member_initialisers() {
    clean("namespace a::b::c { int g() { return 2; } }\nint h() { return a::b::c::g(); }");
    clean("enum class Color { Red, Green };\nint f() { Color c = Color::Green; return c == Color::Red; }");
    clean("struct Counter { int n = 0; int m = n + 1; int get() const { return n + m; } };");
    let o = run("struct S { int *p = 1.5; };");
    assert!(!o.gaps.is_empty() && o.diags.is_empty());
}

#[test]
fn pragma_pack_layout() {
    clean("#pragma pack(1)\nstruct P { char c; int i; };\nstatic_assert(sizeof(P) == 5, \"\");");
    clean("#pragma pack(push, 2)\nstruct P { char c; int i; };\n#pragma pack(pop)\nstruct Q { char c; int i; };\nstatic_assert(sizeof(P) == 6 && sizeof(Q) == 8, \"\");");
    // `show` warns #1258 in the reference: not modelled.
    let o = run("#pragma pack(show)\nint x;");
    assert!(o.gaps.iter().any(|g| g.contains("pragma")), "{:?}", o.gaps);
    assert!(o.diags.is_empty());
}

#[test]
fn braced_initialisers() {
    clean("struct Pt { int x; int y; };\nPt a = {1, 2}; Pt b{3}; int arr[] = {1, 2, 3}; int one{1};\nvoid f() { Pt p{1, 2}; Pt q = {.x = 1, .y = 2}; }");
    let o = run("int arr[2] = {1, 2, 3};");
    assert_eq!(o.diags.len(), 1, "{:?} {:?}", o.diags, o.gaps);
}

#[test]
fn function_declared_then_defined() {
    let o = clean("int f(int);\nint g() { return f(1); }\nint f(int k) { return k + 1; }\nint f(int);");
    let Some(Payload::Function(fd)) = find(&o.il, "f") else { panic!() };
    assert!(fd.body.is_some());
    let p = o.il.entities.get(fd.first_param).map(|e| o.il.names.resolve(e.name).to_string());
    assert_eq!(p.as_deref(), Some("k"));
}

#[test]
fn typedef_struct_and_unnamed_enum() {
    let o = clean("typedef struct { int v[2]; } fsid_t;\ntypedef struct S { int a; } S_t;\nenum { A = ((0) < 8 ? ((1 << (0)) << 8) : 0), B };\nint f(fsid_t x, S_t *p, struct S *q) { return x.v[0] + p->a + q->a + A + B; }");
    assert!(matches!(find(&o.il, "fsid_t"), Some(Payload::Class(_))));
    assert!(matches!(find(&o.il, "S_t"), Some(Payload::Typedef)));
}

#[test]
fn exception_specifications() {
    clean("void a() noexcept; void b() throw(); void c();\nvoid (*pa)() = a;\nvoid (*pc)() noexcept = a;");
    let o = run("void b();\nvoid (*pa)() noexcept = b;");
    assert_eq!(o.diags.len(), 1, "{:?} {:?}", o.diags, o.gaps);
}

#[test]
fn elaborated_type_declares_class_and_extern_functions() {
    clean("struct L { struct Data *p[2]; };\nstruct Data { int v; };\nint f(L *l) { return l->p[0]->v; }\nextern int g(int) noexcept;\nint g(int a) noexcept { return a; }");
}

#[test]
fn gnu_attributes_are_gaps_outside_system_headers() {
    // Attributes with arguments are only accepted (unchecked) in system headers; bare no-effect ones are
    // recorded on the entity anywhere (specs_tests.rs).
    let o = run("extern int f(int) __attribute__((__nonnull__(1)));");
    assert!(!o.gaps.is_empty(), "{:?}", o.gaps);
    let o = run("# 1 \"/usr/include/x.h\" 1 3 4\nextern int f(int) __attribute__((__const__));\n# 3 \"t.cu\" 2\nint g() { return f(1); }");
    assert!(o.gaps.is_empty() && o.diags.is_empty(), "{:?} {:?}", o.gaps, o.diags);
}

#[test]
fn cuda_and_no_effect_attributes() {
    clean("__attribute__((host)) __attribute__((device)) int hd(int a) { return a; }\nint h() { return hd(1); }");
    clean("enum __attribute__((device_builtin)) E { A, B };\nstruct __attribute__((device_builtin)) __attribute__((aligned(2*sizeof(long int)))) L2 { long x, y; };\ntypedef __attribute__((device_builtin)) struct L2 L2;\nstatic_assert(sizeof(L2) == 16, \"\");");
    clean("struct __attribute__((deprecated(\"no\"))) D { int x; };\n__attribute__((deprecated)) void f();\nvoid g() { f(); D d; (void)d; }");
    clean("__attribute__((global)) void k(int *p) { }");
}

#[test]
fn class_alignment_from_attribute() {
    let o = run("struct __attribute__((aligned(16))) V { int x; };\nstatic_assert(sizeof(V) == 16, \"\");");
    assert!(o.gaps.is_empty() && o.diags.is_empty(), "{:?} {:?}", o.gaps, o.diags);
    let o = run("struct __attribute__((aligned(16))) V { int x; };\nstatic_assert(sizeof(V) == 4, \"\");");
    assert!(o.gaps.is_empty() && o.diags.len() == 1, "{:?} {:?}", o.gaps, o.diags);
}

#[test]
fn global_function_rules_are_reported() {
    // `__global__` must return void: 3505-family error from the cuda hooks.
    let o = run("__attribute__((global)) int k();");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
}

#[test]
fn cross_space_call_is_checked() {
    let o = run("__attribute__((device)) int d(int a);\nint h() { return d(1); }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags.iter().map(|d| d.1).collect::<Vec<_>>(), vec![2], "{:?}", o.diags);
    clean("__attribute__((device)) int d(int a);\n__attribute__((device)) int h() { return d(1); }");
}

#[test]
fn launch_bounds_through_the_cuda_hooks() {
    clean("__attribute__((global)) __attribute__((launch_bounds(256, 2))) void k(int *p) { }");
    // `__launch_bounds__` on a non-kernel: error at the declarator name.
    let o = run("__attribute__((device)) __attribute__((launch_bounds(256))) void d();");
    assert!(o.gaps.is_empty() && o.diags.len() == 1, "{:?} {:?}", o.gaps, o.diags);
    let o = run("__attribute__((global)) __attribute__((launch_bounds(n))) void k();");
    assert!(!o.gaps.is_empty(), "{:?}", o.gaps);
}

#[test]
fn non_positive_array_bounds_are_never_accepted() {
    // Never a silently accepted 4294967295-element array.
    // Negative: #94 at the bound (array_bounds.rs); a GNU zero-length array is accepted.
    for src in ["int b[-1];", "struct V { int a[4]; };\nint a[sizeof(V) == 4 ? 1 : -1];", "int c[1 ? -2 : 3];"] {
        let o = run(src);
        assert_eq!(o.diags.iter().map(|d| d.0).collect::<Vec<_>>(), vec![t(crate::diag::id::ARRAY_SIZE_MUST_BE_POSITIVE)], "{:?}: {:?}", src, o.gaps);
        assert!(o.gaps.is_empty(), "{:?}: {:?}", src, o.gaps);
    }
    clean("int z[0];");
    // Valid, but a gap until the host output re-prints a computed bound as written.
    let o = run("int ok[sizeof(int) == 4 ? 2 : -1];");
    assert!(o.diags.is_empty(), "{:?}", o.diags);
}

/// `--cufe-gap-survey`: a gap skips its declaration only; every later gap is counted too, also inside
/// namespaces, and nothing is reported.
#[test]
fn survey_lists_every_gap() {
    let src = "namespace n { asm(\"nop\"); int a; asm(\"nop\"); }\nasm(\"x\");\nint f() { }\n";
    let Parsed { map, cfg, lexed, ast } = parse_text(format!("# 1 \"t.cu\"\n{}\n", src));
    let mut gaps = Gaps::new();
    super::lower_survey(&ast, &lexed, &cfg, &map, &mut gaps);
    let asm: u32 = gaps.iter().filter(|(w, _)| w.contains("asm")).map(|(_, n)| n).sum();
    assert_eq!(asm, 3, "{:?}", gaps.iter().collect::<Vec<_>>());
    // The missing return would be warning 940: listed, not reported.
    assert!(gaps.iter().any(|(w, _)| w.starts_with("survey: would report")), "{:?}", gaps.iter().collect::<Vec<_>>());
    // Without the survey, lowering stops at the first gap.
    let mut one = Gaps::new();
    let mut il = Il::new(Target::LP64);
    let _ = lower_into(&mut il, &ast, &lexed, &cfg, &map, &mut one, false);
    assert_eq!(one.iter().map(|(_, n)| n).sum::<u32>(), 1);
}

// ---- classes (classes.rs / members.rs / construct.rs / access.rs) ---------------------------------------

#[test]
fn dim3_like_class_lowers_cleanly() {
    let o = clean(
        "struct u3 { unsigned int x, y, z; };\n\
         struct d3 {\n unsigned int x, y, z;\n\
         constexpr d3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}\n\
         constexpr d3(u3 v) : x(v.x), y(v.y), z(v.z) {}\n\
         constexpr operator u3(void) const { return u3{x, y, z}; }\n};\n\
         unsigned f() { d3 a(2, 3); d3 c; return a.x + c.z; }",
    );
    let Some(Payload::Class(cd)) = find(&o.il, "d3") else { panic!("d3") };
    assert!(cd.complete);
    // The constructor's default arguments were recorded (a default constructor exists).
    let c = o.il.scopes.lookup(&o.il.entities, &o.il.types, Scopes::GLOBAL, o.il.names.get("d3").unwrap(), LookupKind::Ordinary).single().unwrap();
    let ctors: Vec<_> = o
        .il
        .scopes
        .members(&o.il.entities, cd.scope)
        .filter(|&m| matches!(o.il.entities.get(m).map(|e| e.data), Some(Payload::Function(f)) if f.role == crate::sema::entities::FnRole::Constructor))
        .collect();
    assert!(ctors.len() >= 3, "two user constructors and the implicit copy/move");
    let _ = c;
}

#[test]
fn no_matching_constructor_points_at_first_argument() {
    let o = run("struct P { P(int a, int b) : x(a), y(b) {} int x, y; };\nint make() { P p(1, 2, 3); return p.x; }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, vec![(t(crate::diag::id::NO_MATCHING_CONSTRUCTOR), 2)]);
}

#[test]
fn private_access_is_reported_friend_is_allowed_others_are_gaps() {
    let o = run("class A { int s; public: A() : s(1) {} };\nint peek(A &a) { return a.s; }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, vec![(t(crate::diag::id::NO_ACCESS_TO_NAME), 2)]);
    // Protected through a base-class object from a derived class (#410): not modelled.
    let o = run("class B { protected: int p; public: B() : p(1) {} };\nstruct D : B { int f() const { return p; } int g(B &b) { return b.p; } };");
    assert!(o.gaps.iter().any(|g| g.contains("access")), "{:?}", o.gaps);
    assert!(o.diags.is_empty());
    clean("class A;\nint peek(A &a);\nclass A { int s; friend int peek(A &a); public: A() : s(1) {} };\nint peek(A &a) { return a.s; }");
}

#[test]
fn unions_bitfields_static_members_and_bases() {
    clean("struct F { unsigned a : 3; int : 0; union { int i; float f; }; static const int k = 2; };\nstruct B { B(int) {} virtual ~B() = default; virtual int v() const { return 1; } };\nstruct D : B { D() : B(2) {} int v() const override { return 2; } };");
    // A union member with a non-trivial default constructor deletes the union's default constructor,
    // which is not an error by itself.
    clean("struct N { N() {} int q; };\nunion U { N n; int i; };");
}

#[test]
fn invalid_member_forms_are_gaps_not_diagnostics() {
    for src in [
        "struct S { void f() = default; };",
        "struct S { int f(); int f(); };",
        "struct S { template<class T> void g(T); };",
        "struct S { friend void h(int = 1) {} };",
        "struct S { int x : -1; };",
    ] {
        let o = run(src);
        assert!(!o.gaps.is_empty(), "no gap for {:?}", src);
        assert!(o.diags.is_empty(), "{:?} for {:?}", o.diags, src);
    }
}

#[test]
fn abstract_objects_and_late_friends() {
    let o = run("struct S { virtual int a() = 0; };\nstruct T : S { };\nT t;");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, vec![(t(crate::diag::id::ABSTRACT_CLASS_OBJECT_NOT_ALLOWED), 3)]);
    clean("struct S { virtual int a() = 0; };\nstruct T : S { int a() { return 1; } };\nT t;");
    clean("class A { int b = 1; friend int peek(const A &); friend class Au; };\nint peek(const A &a) { return a.b; }\nclass Au { public: int c(const A &a) const { return a.b; } };");
    // Private inheritance: uses outside the class are not proven allowed (no #269 yet).
    let o = run("struct B { int v; };\nstruct D : private B {};\nint f(D &d) { B &b = d; return b.v; }");
    assert!(o.gaps.iter().any(|g| g.contains("access")), "{:?}", o.gaps);
    assert!(o.diags.is_empty());
}

#[test]
fn out_of_class_definitions_and_qualified_names() {
    clean("class A { public: A(int v); int get() const; static int n; private: int v_; };\nint A::n = 0;\nA::A(int v) : v_(v) { ++n; }\nint A::get() const { return v_ + n; }\nint u() { A a(1); return a.get() + A::n; }");
    let o = run("class A { static int h; };\nint A::h = 1;\nint p() { return A::h; }");
    assert!(o.gaps.iter().any(|g| g.contains("class-qualified")), "{:?}", o.gaps);
    let o = run("struct A { int f(); };\nint A::f() { return 1; }\nint A::f() { return 2; }");
    assert!(o.gaps.iter().any(|g| g.contains("redefinition")), "{:?}", o.gaps);
    assert!(o.diags.is_empty());
}

#[test]
fn namespace_default_arguments() {
    // (Lowered by specifiers' `finish_fn_declarator`; redeclarations with defaults stay gaps there.)
    clean("int area(int w, int h = 2);\nint run() { return area(5) + area(1, 1); }");
    let o = run("int area(int w, int h = 2);\nint area(int w, int h = 3);");
    assert!(!o.gaps.is_empty());
}

#[test]
fn class_member_errors_are_reported() {
    use crate::diag::id;
    let o = run("struct Fwd;\nstruct H { int a; Fwd f; };");
    assert_eq!(o.diags, vec![(t(id::INCOMPLETE_TYPE_NOT_ALLOWED), 2)]);
    let o = run("struct Cfg {\nstatic int r = 3;\nstatic const int k = 1;\n};");
    assert_eq!(o.diags, vec![(t(id::MEMBER_CONSTANT_NOT_CONST), 2)]);
    let o = run("struct S { int v;\nstatic int get() { return this->v; } };");
    assert_eq!(o.diags, vec![(t(id::THIS_USED_INCORRECTLY), 2)]);
    let o = run("struct I;\nint g(I *p) { return p->x; }");
    assert_eq!(o.diags, vec![(t(id::PTR_OR_REF_TO_INCOMPLETE_TYPE), 2)]);
    let o = run("struct A { int id; }; struct B { int id; };\nstruct C : A, B {};\nint get(C &c) { return c.id; }");
    assert_eq!(o.diags, vec![(t(id::AMBIGUOUS_NAME), 3)]);
    for o in [&o] {
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    }
    let o = run("struct T { __attribute__((shared)) int f; };\nstruct U { static __attribute__((device)) int g; };");
    assert_eq!(o.diags, vec![(t(id::WRONG_ENTITY_FOR_ATTRIBUTE), 1), (t(id::ILLEGAL_MEMBER_QUALIFIERS), 2)]);
}

#[test]
fn const_array_reference_binds_to_an_array_lvalue() {
    // `const int (&)[4]` adds const to the element type: a direct binding, no error (probed).
    clean("int total(const int (&v)[4]);\nint g() { int loc[4] = {1, 2, 3, 4}; return total(loc); }\nint h() { int a[4] = {}; const int (&r)[4] = a; return r[0]; }");
}

#[test]
fn empty_braces_value_initialise_a_trivial_union() {
    // libstdc++'s `_Any_data _M_functor{};`: a union with member functions only is value-initialised.
    clean("union N { void *p; void (*f)(); };\nunion A { void *access() { return &d[0]; } N u; char d[8]; };\nstruct F { A a{}; };\nvoid g() { A x{}; (void)x; }");
}

#[test]
fn overloaded_c_linkage_functions_are_a_gap() {
    // #338 is not produced (the block's linkage is applied after it is lowered): a gap, not acceptance.
    let o = run("extern \"C\" {\nint f(int);\nint f(double);\n}\nint u() { return f(1); }");
    assert!(o.gaps.iter().any(|g| g.contains("#338")), "{:?}", o.gaps);
    let o = run("extern \"C\" int g(int);\nextern \"C\" int g(double);");
    assert!(o.gaps.iter().any(|g| g.contains("#338")), "{:?}", o.gaps);
    // Near misses: a redeclaration, and a C++ overload of a C function.
    clean("extern \"C\" {\nint f(int);\nint f(int);\n}\nextern \"C\" int h(int);\nint h(double);\nint u() { return f(1) + h(2); }");
}

#[test]
fn signed_one_bit_fields_warn_108() {
    use crate::diag::id;
    // Signed integer types of length 1 (typedefs and cv-qualifiers looked through, plain char signed).
    let o = run("typedef int TI;\nstruct A { int a : 1; char c : 1;\nconst TI t : 1; long long l : 1; };");
    assert_eq!(o.diags, vec![(t(id::SIGNED_ONE_BIT_FIELD), 2), (t(id::SIGNED_ONE_BIT_FIELD), 2), (t(id::SIGNED_ONE_BIT_FIELD), 3), (t(id::SIGNED_ONE_BIT_FIELD), 3)]);
    assert!(o.gaps.is_empty());
    // Near misses: unsigned, bool, enumerations (signed underlying type too), unnamed, length 2.
    let o = run("enum E { M = -1, N };\nstruct B { unsigned u : 1; bool b : 1; E e : 1; int : 1; int two : 2; };");
    assert!(o.diags.is_empty(), "{:?}", o.diags);
}

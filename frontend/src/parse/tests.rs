//! Parser unit tests: AST shapes per construct, EDG error messages, no-panic on token soups.
use super::ast::*;
use super::*;
use crate::lex::{lex, LexConfig};

pub(crate) fn parse_str(src: &str) -> (Ast, Vec<(DiagId, Option<Offset>)>, LexOutput) {
    parse_str_mode(src, crate::cli::Lang::Cpp17)
}

pub(crate) fn parse_str_mode(src: &str, lang: crate::cli::Lang) -> (Ast, Vec<(DiagId, Option<Offset>)>, LexOutput) {
    let mut map = SourceMap::new("t.ii", src.as_bytes().to_vec());
    let cfg = LexConfig { lang, ..LexConfig::default() };
    let lexed = lex(&mut map, &cfg);
    let opts = ParseOptions { cpp20: lang >= crate::cli::Lang::Cpp20, cpp17: lang >= crate::cli::Lang::Cpp17 };
    let (ast, errs) = parse_tokens(&lexed, opts);
    (ast, errs, lexed)
}

fn ok(src: &str) -> Ast {
    let (ast, errs, _) = parse_str(src);
    assert!(errs.is_empty(), "errors {:?} in {:?}", errs.iter().map(|(d, o)| (d.template(), o)).collect::<Vec<_>>(), src);
    ast
}

fn ok20(src: &str) -> Ast {
    let (ast, errs, _) = parse_str_mode(src, crate::cli::Lang::Cpp20);
    assert!(errs.is_empty(), "errors {:?} in {:?}", errs.iter().map(|(d, o)| (d.template(), o)).collect::<Vec<_>>(), src);
    ast
}

#[test]
fn typedef_of_struct_then_use() {
    ok("typedef __attribute__((device_builtin)) struct S { int type; union { struct { unsigned long long b; } o; } info; } S_t;\ntypedef void (*cb)(S_t*, void*, int);");
}
#[test]
fn regress_small() {
    ok("typedef struct S { int a; } S_t;\nS_t *p;");
    ok("typedef int X;\ntypedef void (*cb)(X*, void*, int);");
}
#[test]
fn regress_small2() {
    ok("typedef int X;\nX y;");
    ok("typedef int X;\nvoid f(X);");
}
#[test]
fn regress_is_same20() {
    ok20("template<class _Tp> void f() { if constexpr (__is_same(_Tp, long double)) ; }");
}
#[test]
fn regress_is_same20b() {
    ok20("class S { enum class E { A, B, }; template<typename _Tp> static consteval E f() noexcept { using enum E; if constexpr (__is_same(_Tp, long double)) return A; } };");
}
#[test]
fn regress_ratio() {
    ok("template<long N> struct A { static const long value = N; }; template<long a, long b> struct ratio { static const long num = a, den = b; }; template<class R1, class R2> struct ratio_less { static const bool value = true; };\n\
template<typename _R1, typename _R2, bool = (_R1::num >= 0), bool = (_R2::num >= 0), bool = ratio_less<ratio<A<_R1::num>::value, _R1::den>, ratio<A<_R2::num>::value, _R2::den> >::value> struct X {};");
}
#[test]
fn regress_locale() {
    ok("class locale { class id; class facet; class _Impl; };\nclass locale::_Impl { void f(const locale::id* const*); };");
}
#[test]
fn regress_locale2() {
    ok("class locale { class id; };\nvoid f(const locale::id*);");
}
#[test]
fn regress_locale3() {
    ok("class locale { class id; };\nvoid f(locale::id*);");
}
#[test]
fn regress_locale4() {
    ok("class locale { class id; };\nlocale::id* p;");
}
#[test]
fn regress_locale5() {
    ok("class locale { class id; class _Impl; };\nclass locale::_Impl { void f(locale::id*); };");
}
#[test]
fn regress_locale6() {
    ok("class locale { class id; class _Impl; };\nclass locale::_Impl { locale::id* p; };");
}
#[test]
fn regress_locale7() {
    ok("class locale { class id; class _Impl; };\nclass locale::_Impl { void f(id*); };");
}
#[test]
fn regress_locale8() {
    ok("class locale { class id; };\nclass Q { void f(locale::id*); };");
}
#[test]
fn regress_locale9() {
    ok("class locale { class id; };\nvoid f(locale::id*);");
}
#[test]
fn regress_locale10() {
    ok("namespace std { class locale; }\nnamespace std { class locale { public: class facet; class id; class _Impl; friend class facet; friend class _Impl; };\n\
class locale::facet { friend class locale; friend class locale::_Impl; };\n\
class locale::id { friend class locale; friend class locale::_Impl; };\n\
class locale::_Impl { friend class locale; friend class locale::facet; void f(const _Impl*, const locale::id* const*); }; }");
}
#[test]
fn regress_concepts() {
    ok20("namespace std { template<class A, class B> concept convertible_to = true; template<class T> using decay_t = T; template<class T> using remove_pointer_t = T;\n\
namespace ranges { namespace __detail { template<typename _From, typename _To> concept __u = convertible_to<remove_pointer_t<_From>(*)[], remove_pointer_t<_To>(*)[]>;\n\
template<typename _From, typename _To> concept __c = convertible_to<_From, _To> && !__u<decay_t<_From>, decay_t<_To>>; }\n\
template<class _It, class _Sent> class subrange { public: subrange(__detail::__c<_It> auto __i, _Sent __s) {} }; } }");
}

// ---- AST shapes per construct ---------------------------------------------------------------------

fn only_decl(ast: &Ast) -> &DeclKind {
    assert_eq!(ast.top.len(), 1, "{:#?}", ast.top);
    &ast.decl(ast.top[0]).kind
}

fn unwrap_template(ast: &Ast, k: &DeclKind) -> DeclKind {
    match k {
        DeclKind::Template { decl, .. } => ast.decl(*decl).kind.clone(),
        other => other.clone(),
    }
}

#[test]
fn simple_declaration_with_declarators() {
    let ast = ok("static const unsigned long long *p = 0, a[3], (*f)(int, ...);");
    let DeclKind::Simple { spec, declarators } = only_decl(&ast) else { panic!() };
    assert_eq!(spec.specifiers, vec![crate::lex::Kw::Static]);
    assert!(spec.cv.konst);
    assert_eq!(spec.base, TypeBase::Builtin(vec![crate::lex::Kw::Unsigned, crate::lex::Kw::Long, crate::lex::Kw::Long]));
    assert_eq!(declarators.len(), 3);
    assert!(matches!(declarators[0].decl.ops[..], [DeclaratorOp::Pointer(_)]));
    assert!(matches!(declarators[0].init, Some(Init::Assign(_))));
    assert!(matches!(declarators[1].decl.ops[..], [DeclaratorOp::Array(Some(_))]));
    // `(*f)(int, ...)`: f is a pointer to a variadic function.
    match &declarators[2].decl.ops[..] {
        [DeclaratorOp::Pointer(_), DeclaratorOp::Function(f)] => {
            assert!(f.variadic);
            assert_eq!(f.params.len(), 1);
        }
        o => panic!("{:?}", o),
    }
}

#[test]
fn function_declarator_suffixes() {
    let ast = ok("struct S { auto f(int &&x) const && noexcept(true) -> int; int S::*pm; };");
    let DeclKind::Simple { spec, .. } = only_decl(&ast) else { panic!() };
    let TypeBase::Class(c) = spec.base else { panic!() };
    let DeclKind::Class(cd) = &ast.decl(c).kind else { panic!() };
    let DeclKind::Simple { declarators, .. } = &ast.decl(cd.members[0]).kind else { panic!() };
    let [DeclaratorOp::Function(f)] = &declarators[0].decl.ops[..] else { panic!() };
    assert!(f.cv.konst);
    assert_eq!(f.ref_qual, 2);
    assert!(matches!(f.exception, Some(ExceptionSpec::Noexcept(Some(_)))));
    assert!(f.trailing.is_some());
    assert!(matches!(f.params[0].decl.ops[..], [DeclaratorOp::Reference { rvalue: true }]));
    let DeclKind::Simple { declarators, .. } = &ast.decl(cd.members[1]).kind else { panic!() };
    assert!(matches!(declarators[0].decl.ops[..], [DeclaratorOp::MemberPointer(..)]));
}

#[test]
fn class_with_bases_access_friends_bitfields() {
    let ast = ok("struct B {}; class D final : public virtual B { public: D(int) : B(), x{1} {} ~D(); friend class F; private: int x : 3, : 0; operator bool() const; };");
    let DeclKind::Simple { spec, .. } = &ast.decl(ast.top[1]).kind else { panic!() };
    let TypeBase::Class(c) = spec.base else { panic!() };
    let DeclKind::Class(cd) = &ast.decl(c).kind else { panic!() };
    assert!(cd.final_);
    assert_eq!(cd.bases.len(), 1);
    assert!(cd.bases[0].virtual_);
    assert!(matches!(ast.decl(cd.members[0]).kind, DeclKind::Access(crate::lex::Kw::Public)));
    let DeclKind::Function { ctor_inits, body, .. } = &ast.decl(cd.members[1]).kind else {
        panic!("{:?}", ast.decl(cd.members[1]).kind)
    };
    assert_eq!(ctor_inits.len(), 2);
    assert!(ctor_inits[1].braced);
    assert!(body.is_some(), "deferred body parsed at the end of the class");
}

#[test]
fn namespaces_linkage_using_alias() {
    let ast = ok("namespace A::inline B { int x; } extern \"C\" { void f(); } extern \"C++\" int g; namespace C = A::B; using namespace A; using A::B::x; template<class T> using V = T*; static_assert(sizeof(int) == 4, \"m\");");
    assert!(matches!(ast.decl(ast.top[0]).kind, DeclKind::Namespace { ref nested, .. } if nested.len() == 1));
    assert!(matches!(ast.decl(ast.top[1]).kind, DeclKind::Linkage { braced: true, .. }));
    assert!(matches!(ast.decl(ast.top[2]).kind, DeclKind::Linkage { braced: false, .. }));
    assert!(matches!(ast.decl(ast.top[3]).kind, DeclKind::NamespaceAlias { .. }));
    assert!(matches!(ast.decl(ast.top[4]).kind, DeclKind::UsingDirective(_)));
    assert!(matches!(ast.decl(ast.top[5]).kind, DeclKind::UsingDecl { .. }));
    assert!(matches!(unwrap_template(&ast, &ast.decl(ast.top[6]).kind), DeclKind::Alias { .. }));
    assert!(matches!(ast.decl(ast.top[7]).kind, DeclKind::StaticAssert { msg: Some(_), .. }));
}

#[test]
fn templates_specializations_instantiations_guides() {
    let ast = ok("template<typename T, int N = 3, template<class> class TT = X, class... Ts> struct X { T a[N]; };\n\
template<> struct X<int> {};\n\
template<class T> struct X<T*> {};\n\
template struct X<char>;\n\
extern template struct X<long>;\n\
template<class T> X(T) -> X<T>;");
    let DeclKind::Template { params, .. } = &ast.decl(ast.top[0]).kind else { panic!() };
    assert_eq!(params.len(), 4);
    assert!(matches!(params[1], TemplateParam::NonType(Param { default: Some(_), .. })));
    assert!(matches!(params[2], TemplateParam::Template { .. }));
    assert!(matches!(params[3], TemplateParam::Type { pack: true, .. }));
    assert!(matches!(ast.decl(ast.top[1]).kind, DeclKind::ExplicitSpecialization(_)));
    assert!(matches!(ast.decl(ast.top[3]).kind, DeclKind::ExplicitInstantiation { is_extern: false, .. }));
    assert!(matches!(ast.decl(ast.top[4]).kind, DeclKind::ExplicitInstantiation { is_extern: true, .. }));
    assert!(matches!(unwrap_template(&ast, &ast.decl(ast.top[5]).kind), DeclKind::DeductionGuide { .. }));
}

#[test]
fn concepts_and_requires() {
    let ast = ok20("template<class T> concept C = requires(T t) { t + t; typename T::type; { t.f() } noexcept -> C; requires sizeof(T) > 1; };\n\
template<C T> requires C<T> && (sizeof(T) > 2) void f(T) requires C<T>;\n\
void g(C auto x);");
    let DeclKind::Template { decl, .. } = &ast.decl(ast.top[0]).kind else { panic!() };
    let DeclKind::Concept { expr, .. } = &ast.decl(*decl).kind else { panic!() };
    let ExprKind::Requires { params, reqs } = &ast.expr(*expr).kind else { panic!() };
    assert_eq!(params.len(), 1);
    assert!(matches!(
        reqs[..],
        [Requirement::Simple(_), Requirement::Type(_), Requirement::Compound { noexcept: true, .. }, Requirement::Nested(_)]
    ));
    assert!(matches!(ast.decl(ast.top[1]).kind, DeclKind::Template { requires: Some(_), .. }));
}

#[test]
fn statements_of_all_kinds() {
    let ast = ok("int g(int);\n\
void f(int n) { int a[4] = {1, 2}; auto [x, y] = a; if (int k = n; k > 0) ; else {} while (n--) continue; do { break; } while (0);\n\
 for (int i = 0; i < n; ++i) ; for (int v : a) g(v); switch (n) { case 1 ... 3: break; default: ; }\n\
 l: goto l; goto *&&l; try { throw 1; } catch (int e) {} catch (...) { throw; }\n\
 asm volatile(\"nop\" : : : : :); int z = ({ int q = 1; q; }); return; }");
    let kinds: Vec<_> = ast.stmts.iter().map(|s| std::mem::discriminant(&s.kind)).collect();
    for k in [
        StmtKind::If { constexpr: false, consteval: false, negated: false, init: None, cond: None, then: StmtId(0), els: None },
        StmtKind::RangeFor { init: None, var: DeclId(0), range: ExprId(0), body: StmtId(0) },
        StmtKind::Case { lo: ExprId(0), hi: None, body: StmtId(0) },
        StmtKind::GotoExpr(ExprId(0)),
        StmtKind::Try { body: StmtId(0), handlers: vec![] },
        StmtKind::Asm(TokRange::default()),
        StmtKind::DoWhile { body: StmtId(0), cond: ExprId(0) },
    ] {
        assert!(kinds.contains(&std::mem::discriminant(&k)), "missing {:?}", k);
    }
    assert!(ast.exprs.iter().any(|e| matches!(e.kind, ExprKind::StmtExpr(_))));
}

#[test]
fn expressions_precedence_and_forms() {
    let ast = ok("struct T { int m; }; int h(int); int *p; T t;\n\
int a = 1 + 2 * 3 << 1 < 4 == 1 & 1 ^ 1 | 1 && 1 || 0 ? 1 : 2;\n\
int b = (int)1.0 + static_cast<int>(2) + sizeof(T) + sizeof a + alignof(T) + __alignof__(int) + noexcept(h(1));\n\
T *q = new T{1}; int c = (delete q, 0); int d = t.m + (&t)->m + p[0] + h(1) + int(3) + T{2}.m;\n\
auto l = [&, p](int x) mutable -> int { return x; }; int e = 1 ?: 2; int f = __real__ 1 + __imag__ 1;\n\
bool s = __is_same(int, int) && __is_trivially_copyable(T); unsigned long o = __builtin_offsetof(T, m);\n\
int g = 1 <? 2;");
    let DeclKind::Simple { declarators, .. } = &ast.decl(ast.top[4]).kind else { panic!() };
    let Some(Init::Assign(e)) = declarators[0].init else { panic!() };
    // The conditional is the root; `||` binds below it.
    let ExprKind::Conditional(c, Some(_), _) = ast.expr(e).kind else { panic!("{:?}", ast.expr(e).kind) };
    assert!(matches!(ast.expr(c).kind, ExprKind::Binary(crate::lex::TokenKind::PipePipe, ..)));
    for want in [
        "CStyleCast",
        "NamedCast",
        "SizeofType",
        "SizeofExpr",
        "AlignofType",
        "Noexcept",
        "New",
        "Delete",
        "Lambda",
        "Construct",
        "Builtin",
        "RealImag",
        "Member",
    ] {
        assert!(ast.exprs.iter().any(|x| format!("{:?}", x.kind).starts_with(want)), "missing {}", want);
    }
    assert!(ast.exprs.iter().any(|x| matches!(x.kind, ExprKind::Conditional(_, None, _))), "GNU ?:");
    assert!(ast.exprs.iter().any(|x| matches!(x.kind, ExprKind::Binary(crate::lex::TokenKind::GnuMin, ..))));
}

#[test]
fn templates_in_expressions_and_splitting() {
    let ast = ok("template<class T> struct V { static const int value = 1; }; template<class T> T f(T);\n\
int a = V<V<int>>::value + f<int>(1); bool b = V<int>::value >= 1; int c = V<int>::value > 0;\n\
template<class... Ts> int sum(Ts... ts) { return (ts + ... + 0) + (... + ts) + sizeof...(Ts); }");
    assert!(ast.exprs.iter().any(|x| matches!(x.kind, ExprKind::Fold { lhs: Some(_), rhs: Some(_), .. })));
    assert!(ast.exprs.iter().any(|x| matches!(x.kind, ExprKind::Fold { lhs: None, .. })));
    assert!(ast.exprs.iter().any(|x| matches!(x.kind, ExprKind::SizeofPack(_))));
}

#[test]
fn cuda_launch_and_device_lambda() {
    let ast = ok("__attribute__((global)) void k(int *p) {}\n\
void h() { int *d = 0; k<<<1, 2, 0>>>(d); auto l = [] __attribute__((device)) (int x) { return x; }; }");
    let launch = ast.exprs.iter().find_map(|x| match &x.kind {
        ExprKind::Launch { config, args, .. } => Some((config.len(), args.len())),
        _ => None,
    });
    assert_eq!(launch, Some((3, 1)));
    let lam = ast.exprs.iter().find_map(|x| match &x.kind {
        ExprKind::Lambda(l) => Some(l.attrs.len()),
        _ => None,
    });
    assert_eq!(lam, Some(1));
}

#[test]
fn gnu_extensions() {
    let ast = ok("__extension__ typedef long long ll; int x __asm(\"y\") __attribute__((unused)); typedef __typeof__(x) X;\n\
__attribute__((__noreturn__)) void die(void) throw(); unsigned __int128 big; void v(char *__restrict s);\n\
void va(int n, ...) { __builtin_va_list ap; int q = __builtin_va_arg(ap, int); }\n\
template<class T> using U = __underlying_type(T); template<class T> using R = __remove_cv(T);\n\
template<class T, T... I> struct seq {}; template<class T, T N> using mk = seq<T, __integer_pack(N)...>;");
    let DeclKind::Simple { declarators, .. } = &ast.decl(ast.top[1]).kind else { panic!() };
    assert!(declarators[0].asm_label.is_some());
    assert_eq!(declarators[0].decl.attrs.len(), 1);
}

#[test]
fn name_classification_struct_stat_hiding() {
    // `struct stat` and function `stat`: the class is still reachable with the class-key.
    ok("struct stat { int st_size; }; int stat(const char *, struct stat *);\n\
void f() { struct stat s; int r = stat(\"x\", &s); }");
}

#[test]
fn member_function_bodies_see_later_members() {
    ok("struct S { void f() { T t = 0; g<int>(); } typedef int T; template<class U> void g() {} };");
}

#[test]
fn out_of_class_member_definition_sees_members() {
    ok("template<class T> struct S { typedef T size_type; size_type n(size_type); };\n\
template<class T> typename S<T>::size_type S<T>::n(size_type k) { size_type r = k; return r; }");
}

#[test]
fn declaration_vs_expression_statements() {
    let ast = ok("struct T { T(int); T(); }; int x, y; void f() { T(a); T b(x); x * y; T(1); T c(T()); }");
    let decls = ast.stmts.iter().filter(|s| matches!(s.kind, StmtKind::Decl(_))).count();
    let exprs = ast.stmts.iter().filter(|s| matches!(s.kind, StmtKind::Expr(_))).count();
    // `T(a)`, `T b(x)`, `T c(T())` declare; `x * y` and `T(1)` are expressions.
    assert_eq!((decls, exprs), (3, 2));
}

// ---- EDG syntax errors (messages and positions captured from cudafe++ 13.0.88) ------------------

fn errors(src: &str) -> Vec<(&'static str, Option<u32>)> {
    let (_, errs, _) = parse_str(src);
    errs.into_iter()
        .filter(|(_, at)| *at != Some(u32::MAX - 1) && *at != Some(u32::MAX))
        .map(|(d, at)| (d.template(), at))
        .collect()
}

#[test]
fn error_expected_semicolon_at_next_token() {
    assert_eq!(errors("int x\nint y;\n"), vec![("expected a \";\"", Some(6))]);
}

#[test]
fn error_unrecognized_token_then_identifier() {
    // The lexer's "unrecognized token" is an event; the parser adds "expected an identifier".
    assert_eq!(errors("int @ ;\n"), vec![("expected an identifier", Some(4))]);
}

#[test]
fn error_unclosed_brace_at_end_of_source() {
    assert_eq!(errors("void f() {\n int x;\n"), vec![("expected a \"}\"", None)]);
}

#[test]
fn error_expected_rparen_expression_declaration_identifier() {
    assert_eq!(errors("int f(int a;\n"), vec![("expected a \")\"", Some(11))]);
    assert_eq!(errors("int x = ;\n"), vec![("expected an expression", Some(8))]);
    assert_eq!(errors(") ;\n"), vec![("expected a declaration", Some(0))]);
    assert_eq!(errors("namespace { int 3; }\n"), vec![("expected an identifier", Some(16))]);
    assert_eq!(errors("struct S {\n int a;\n"), vec![("expected a \"}\"", None), ("expected a \";\"", None)]);
    assert_eq!(errors("void f(int a, );"), vec![("expected a type specifier", Some(14))]);
}

// ---- robustness -----------------------------------------------------------------------------------

/// Deterministic xorshift.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

const PIECES: &[&str] = &[
    "int",
    "x",
    "T",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ">>",
    "::",
    ";",
    ",",
    "=",
    "*",
    "&",
    "&&",
    "template",
    "typename",
    "class",
    "struct",
    "enum",
    "namespace",
    "using",
    "operator",
    "~",
    "...",
    "[[",
    "]]",
    "__attribute__",
    "((",
    "))",
    "requires",
    "concept",
    "auto",
    "decltype",
    "sizeof",
    "new",
    "delete",
    "if",
    "for",
    "while",
    "return",
    "?",
    ":",
    "1",
    "\"s\"",
    "+",
    "-",
    "<<<",
    "->",
    ".",
    "static_assert",
    "extern",
    "\"C\"",
    "const",
    "noexcept",
    "throw",
    "try",
    "catch",
    "case",
    "default",
    "@",
];

#[test]
fn no_panic_on_random_token_soups() {
    let mut r = Rng(0x9e3779b97f4a7c15);
    for _ in 0..400 {
        let n = (r.next() % 60) as usize;
        let mut s = String::new();
        for _ in 0..n {
            s.push_str(PIECES[(r.next() % PIECES.len() as u64) as usize]);
            s.push(' ');
        }
        let _ = parse_str_mode(&s, crate::cli::Lang::Cpp20);
    }
}

#[test]
fn no_panic_on_mutated_slices() {
    let base = "namespace std { template<class T, class A = int> class vector : public B<T> { public: typedef T value_type; vector() noexcept(noexcept(A())) : _M(0) {} template<class It> void assign(It f, It l) { for (; f != l; ++f) push_back(*f); } value_type& operator[](unsigned long n) { return _M[n]; } private: T* _M; }; }\n\
template<class... Ts> auto f(Ts&&... ts) -> decltype((ts + ...)) { return [&]<class U>(U u) { return u; }(1); }";
    let bytes = base.as_bytes();
    let mut r = Rng(12345);
    for _ in 0..300 {
        let mut v = bytes.to_vec();
        for _ in 0..(1 + r.next() % 4) {
            let i = (r.next() as usize) % v.len();
            match r.next() % 3 {
                0 => {
                    v.remove(i);
                }
                1 => v.insert(i, b"(){}<>;:,*&"[(r.next() % 11) as usize]),
                _ => {
                    let j = (i + (r.next() as usize % 20)).min(v.len());
                    v.drain(i..j);
                }
            }
        }
        let s = String::from_utf8_lossy(&v).into_owned();
        let _ = parse_str_mode(&s, crate::cli::Lang::Cpp20);
    }
}

#[test]
fn deep_nesting_is_bounded() {
    // Far deeper than MAX_DEPTH: the guard stops with a gap instead of overflowing the stack. Run on
    // an 8 MiB stack, the main thread's (the binary parses there; test threads get 2 MiB).
    let t = std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(|| {
            for src in [
                format!("int x = {}1{};", "(".repeat(5000), ")".repeat(5000)),
                format!("void f() {{ {} }}", "{".repeat(3000)),
                format!("int x = {}1;", "-".repeat(5000)),
                format!("X<{}int{}> y;", "X<".repeat(3000), ">".repeat(3000)),
                format!("template<class T> struct X {{}}; X<{}int{}> y;", "X<".repeat(3000), ">".repeat(3000)),
                format!("int {}x{};", "(*".repeat(3000), ")".repeat(3000)),
                format!("int x = {}1{};", "[]{ return ".repeat(2000), "; }()".repeat(2000)),
                format!("void f() {{ {} ; }}", "if (1) ".repeat(3000)),
                format!("int x = {}1{};", "f(".repeat(3000), ")".repeat(3000)),
                format!("int x = {}1{};", "a ? ".repeat(3000), " : 2".repeat(3000)),
                format!("{}int x;{}", "namespace a { ".repeat(3000), "}".repeat(3000)),
                format!("{}int x;{}", "struct a { ".repeat(3000), "};".repeat(3000)),
                format!("int x = {}1{};", "{".repeat(3000), "}".repeat(3000)),
                format!("int x = {}1;", "(int)".repeat(3000)),
            ] {
                let _ = parse_str(&src);
            }
        })
        .unwrap();
    assert!(t.join().is_ok());
}

#[test]
fn nested_retries_are_not_exponential() {
    // Unknown names before `<` are tried as template-ids; failures are memoised per position.
    let src = format!("X<{}int{}> y; void f() {{ a < {} b; }}", "X<".repeat(400), ">".repeat(400), "c < ".repeat(400));
    let t = std::time::Instant::now();
    let _ = parse_str(&src);
    let src = format!("int v = {}1{};", "(T)(".repeat(300), ")".repeat(300));
    let _ = parse_str(&src);
    assert!(t.elapsed().as_secs() < 20);
}

#[test]
fn error_recovery_in_braces_as_probed() {
    assert_eq!(errors("enum E { A B };"), vec![("expected a \"}\"", Some(11))]);
    assert_eq!(errors("int a[2] = {1 2};"), vec![("expected a \",\"", Some(14))]);
    assert_eq!(errors("int a[3] = { 1, 2, 3 ;"), vec![("expected a \"}\"", Some(21))]);
    assert_eq!(errors("namespace 3 { }\nint ok;"), vec![("expected an identifier", Some(10))]);
    assert_eq!(errors("void f() { int a = 1; ) }")[0], ("expected an expression", Some(22)));
}

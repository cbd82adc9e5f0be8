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
fn dbg_small() {
    ok("typedef struct S { int a; } S_t;\nS_t *p;");
    ok("typedef int X;\ntypedef void (*cb)(X*, void*, int);");
}
#[test]
fn dbg_small2() {
    ok("typedef int X;\nX y;");
    ok("typedef int X;\nvoid f(X);");
}
#[test]
fn dbg_small3() {
    let (ast, errs, lexed) = parse_str("typedef int X;\nvoid f(X);");
    eprintln!("{:?}", lexed.tokens.iter().map(|t| (t.kind, t.sym)).collect::<Vec<_>>());
    eprintln!("{:#?}", ast.decls);
    eprintln!("{:?}", errs);
}
#[test]
fn dbg_is_same20() {
    ok20("template<class _Tp> void f() { if constexpr (__is_same(_Tp, long double)) ; }");
}
#[test]
fn dbg_is_same20b() {
    ok20("class S { enum class E { A, B, }; template<typename _Tp> static consteval E f() noexcept { using enum E; if constexpr (__is_same(_Tp, long double)) return A; } };");
}
#[test]
fn dbg_ratio() {
    ok("template<long N> struct A { static const long value = N; }; template<long a, long b> struct ratio { static const long num = a, den = b; }; template<class R1, class R2> struct ratio_less { static const bool value = true; };\n\
template<typename _R1, typename _R2, bool = (_R1::num >= 0), bool = (_R2::num >= 0), bool = ratio_less<ratio<A<_R1::num>::value, _R1::den>, ratio<A<_R2::num>::value, _R2::den> >::value> struct X {};");
}
#[test]
fn dbg_locale() {
    ok("class locale { class id; class facet; class _Impl; };\nclass locale::_Impl { void f(const locale::id* const*); };");
}
#[test]
fn dbg_locale2() {
    ok("class locale { class id; };\nvoid f(const locale::id*);");
}
#[test]
fn dbg_locale3() {
    ok("class locale { class id; };\nvoid f(locale::id*);");
}
#[test]
fn dbg_locale4() {
    ok("class locale { class id; };\nlocale::id* p;");
}
#[test]
fn dbg_locale5() {
    ok("class locale { class id; class _Impl; };\nclass locale::_Impl { void f(locale::id*); };");
}
#[test]
fn dbg_locale6() {
    ok("class locale { class id; class _Impl; };\nclass locale::_Impl { locale::id* p; };");
}
#[test]
fn dbg_locale7() {
    ok("class locale { class id; class _Impl; };\nclass locale::_Impl { void f(id*); };");
}
#[test]
fn dbg_locale8() {
    ok("class locale { class id; };\nclass Q { void f(locale::id*); };");
}
#[test]
fn dbg_locale9() {
    ok("class locale { class id; };\nvoid f(locale::id*);");
}
#[test]
fn dbg_locale10() {
    ok("namespace std { class locale; }\nnamespace std { class locale { public: class facet; class id; class _Impl; friend class facet; friend class _Impl; };\n\
class locale::facet { friend class locale; friend class locale::_Impl; };\n\
class locale::id { friend class locale; friend class locale::_Impl; };\n\
class locale::_Impl { friend class locale; friend class locale::facet; void f(const _Impl*, const locale::id* const*); }; }");
}
#[test]
fn dbg_concepts() {
    ok20("namespace std { template<class A, class B> concept convertible_to = true; template<class T> using decay_t = T; template<class T> using remove_pointer_t = T;\n\
namespace ranges { namespace __detail { template<typename _From, typename _To> concept __u = convertible_to<remove_pointer_t<_From>(*)[], remove_pointer_t<_To>(*)[]>;\n\
template<typename _From, typename _To> concept __c = convertible_to<_From, _To> && !__u<decay_t<_From>, decay_t<_To>>; }\n\
template<class _It, class _Sent> class subrange { public: subrange(__detail::__c<_It> auto __i, _Sent __s) {} }; } }");
}
#[test]
fn sizes() {
    eprintln!("Expr {} Decl {} Stmt {} TypeNode {} DeclSpec {} Name {}", std::mem::size_of::<Expr>(), std::mem::size_of::<Decl>(), std::mem::size_of::<Stmt>(), std::mem::size_of::<TypeNode>(), std::mem::size_of::<DeclSpec>(), std::mem::size_of::<Name>());
}

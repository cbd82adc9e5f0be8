//! Template lowering tests: a prelude (a system header, as the line marker's flag 3 makes it) followed
//! by user code, lexed, parsed and lowered; then the IL and the gaps.
use crate::sema::entities::{Payload, SpecKind, TemplateKind, TemplateParamKind};
use crate::sema::ids::EntityId;
use crate::sema::il::Il;
use crate::sema::scopes::{LookupKind, LookupResult, Scopes};
use crate::sema::types::{TemplateArg, TypeKind};

struct Out {
    il: Il,
    gaps: Vec<String>,
    diags: usize,
}

/// `prelude` lies in `/usr/include/p.h` (a system header), `user` in `t.cu`.
fn run(prelude: &str, user: &str) -> Out {
    let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
    let r = crate::lower::tests::lower_text(text);
    Out { il: r.il, gaps: r.gaps, diags: r.diags.len() }
}

fn clean(prelude: &str, user: &str) -> Out {
    let o = run(prelude, user);
    assert!(o.gaps.is_empty(), "gaps {:?}", o.gaps);
    assert_eq!(o.diags, 0);
    o
}

fn gap(prelude: &str, user: &str, what: &str) {
    let o = run(prelude, user);
    assert_eq!(o.gaps, vec![what.to_string()], "for {:?} / {:?}", prelude, user);
    assert_eq!(o.diags, 0);
}

fn lookup(il: &Il, name: &str) -> LookupResult {
    let s = il.names.get(name).expect("name interned");
    il.scopes.lookup(&il.entities, &il.types, Scopes::GLOBAL, s, LookupKind::Ordinary)
}

fn template_of(il: &Il, name: &str) -> (EntityId, crate::sema::entities::TemplateData) {
    let e = lookup(il, name).single().expect("one entity");
    let t = il.entities.get(e).and_then(|x| x.template()).copied().expect("a template");
    (e, t)
}

/// The class entity a typedef's type denotes.
fn typedef_class(il: &Il, name: &str) -> EntityId {
    let e = lookup(il, name).single().unwrap();
    let ty = il.entities.get(e).unwrap().ty;
    il.types.class_entity(ty).expect("a class type")
}

#[test]
fn prelude_class_templates_merge_and_keep_parameters() {
    let o = clean(
        "template<class T, int N = 3, class U = T*> struct A;\n\
         template<class T, int N, class U> struct A { T x[N]; U u; };\n\
         template<template<class> class TT, class... Ts> struct B { };",
        "",
    );
    let (a, td) = template_of(&o.il, "A");
    assert_eq!((td.kind, td.param_count, td.depth), (TemplateKind::Class, 3, 0));
    let kinds: Vec<(TemplateParamKind, bool)> = o
        .il
        .entities
        .template_params(a)
        .map(|p| match o.il.entities.get(p).unwrap().data {
            Payload::TemplateParam(d) => (d.kind, d.default.is_some()),
            _ => panic!("not a parameter"),
        })
        .collect();
    assert_eq!(kinds[0], (TemplateParamKind::Type, false));
    assert_eq!(kinds[1].0, TemplateParamKind::NonType);
    assert_eq!(kinds[2], (TemplateParamKind::Type, true), "the default of the first declaration is kept");
    assert!(td.pattern.is_some());
    let (b, bd) = template_of(&o.il, "B");
    assert_eq!(bd.param_count, 2);
    let ps: Vec<_> = o.il.entities.template_params(b).map(|p| o.il.entities.get(p).unwrap().data).collect();
    assert!(matches!(ps[0], Payload::TemplateParam(d) if matches!(d.kind, TemplateParamKind::Template { .. })));
    assert!(matches!(ps[1], Payload::TemplateParam(d) if d.pack));
}

#[test]
fn prelude_template_ids_resolve_to_shared_specializations() {
    let o = clean(
        "template<class T, T v> struct ic { };\n\
         typedef ic<bool, true> tt;\n\
         typedef ic<bool, 1> tt2;\n\
         template<class T = int> struct d { };\n\
         typedef d<> di; typedef d<int> di2; typedef d<long> dl;\n\
         template<class T> using ptr = T*;\n\
         typedef ptr<char> pc;",
        "",
    );
    let (ic, _) = template_of(&o.il, "ic");
    let c = typedef_class(&o.il, "tt");
    assert_eq!(c, typedef_class(&o.il, "tt2"), "ic<bool, true> is ic<bool, 1>");
    let spec = *o.il.entities.get(c).unwrap().spec().unwrap();
    assert_eq!((spec.template, spec.kind), (ic, SpecKind::Implicit));
    let args = o.il.types.arg_list(spec.args).to_vec();
    assert!(matches!(args[1], TemplateArg::Int { value: 1, .. }));
    assert_eq!(typedef_class(&o.il, "di"), typedef_class(&o.il, "di2"), "the default argument fills d<>");
    assert_ne!(typedef_class(&o.il, "di"), typedef_class(&o.il, "dl"));
    let pc = lookup(&o.il, "pc").single().unwrap();
    let ty = o.il.entities.get(pc).unwrap().ty;
    let canon = o.il.types.canonical(ty);
    assert!(matches!(o.il.types.kind(canon), TypeKind::Pointer(_)), "ptr<char> is char*");
}

#[test]
fn prelude_specializations_attach_to_their_primary() {
    let o = clean(
        "template<class T> struct X { };\n\
         template<class T> struct X<T*> { };\n\
         template<> struct X<int> { int i; };\n\
         extern template struct X<long>;\n\
         typedef X<int> xi;",
        "",
    );
    let (x, _) = template_of(&o.il, "X");
    assert_eq!(o.il.entities.partial_specializations(x).count(), 1);
    let xi = typedef_class(&o.il, "xi");
    assert_eq!(o.il.entities.get(xi).unwrap().spec().unwrap().kind, SpecKind::Explicit);
    let kinds: Vec<SpecKind> = o.il.entities.specializations(x).map(|s| o.il.entities.get(s).unwrap().spec().unwrap().kind).collect();
    assert!(kinds.contains(&SpecKind::ExplicitInstantiationDecl));
}

#[test]
fn prelude_function_templates_overload_functions() {
    let o = clean(
        "int f(int);\n\
         template<class T> T f(T *p);\n\
         template<class T> typename T::type g(T);\n\
         template<class T> bool operator==(const T&, const T&);\n\
         int f(double);\n\
         template<class T> T h(T x) { return x + undefined_name; }",
        "",
    );
    assert!(matches!(lookup(&o.il, "f"), LookupResult::Overloads(v) if v.len() == 3));
    let (_, g) = template_of(&o.il, "g");
    assert_eq!(g.kind, TemplateKind::Function);
    let (_, h) = template_of(&o.il, "h");
    let hp = o.il.entities.get(h.pattern).unwrap();
    assert!(matches!(o.il.types.ckind(hp.ty), TypeKind::Function(_)), "the signature is built; the body is a stored pattern");
    assert!(o.il.names.get("operator==").is_some());
}

#[test]
fn prelude_member_templates_of_plain_classes() {
    clean("struct L { template<class A, class B> bool operator()(A a, B b) const { return a < b; } };", "");
}

#[test]
fn user_code_template_declarations() {
    let o = clean("", "template<class T> struct X;\ntemplate<class T> void g(T *p, int n);\nint k(int a) { return a; }");
    let (_, g) = template_of(&o.il, "g");
    assert!(g.pattern.is_some());
    // Class template definitions are analysed (phase 1: `user_templates.rs`); uses need instantiation.
    clean("", "template<class T> struct X { T t; };");
    // Function template definitions are analysed (phase 1: `user_templates.rs`).
    clean("", "template<class T> T f(T x) { return x; }");
    // A class template without members to instantiate: the directive is accepted (explicit_instantiation.rs).
    clean("template<class T> struct X { };", "template struct X<int>;");
    gap("template<class T> struct X { void f() {} };", "template struct X<int>;", "lower: explicit instantiation of a class template's members");
    clean("template<class T> struct X { };", "template<> struct X<int> { };"); // user_specs.rs
    gap("template<class T> struct X { };", "template<> int X<int>::f;", "lower: explicit specialization in user code");
    clean("template<class T> struct X { };", "X<int> *p;"); // instantiated on use (instantiate.rs)
    // Parsed as a variable template with a parenthesised initialiser (the name is not a type).
    gap("", "template<class T> void g(undeclared_t);", "lower: variable template in user code");
    gap("", "template<class T> void g(T, int a[1LL << 50]);", "lower: zero, negative or huge array bound");
    gap("", "int X; template<class T> struct X;", "lower: template name already declared");
    gap("", "template<class T> struct X; template<int N> struct X;", "lower: template redeclared with a different parameter list");
}

#[test]
fn uninstantiated_specializations_do_not_reach_user_code() {
    let p = "template<class T, T v> struct ic { };\ntypedef ic<bool, true> tt;\ntt make();";
    // Specialisations reaching user code are instantiated on use (instantiate.rs).
    clean(p, "tt x;");
    clean(p, "void u() { make(); }");
    clean(p, "void u() { ic<int, 1> *q = 0; }");
    clean(p, "int ok(int a) { return a; }");
}

#[test]
fn calls_may_consider_function_templates() {
    let p = "int f(int);\ntemplate<class T> T f(T *p);\ntemplate<class T> T z(void);\nint z(int, int);\ntemplate<class T> typename T::type q(T);\nint q(int);";
    clean(p, "int u(int a) { return f(a) + z(a, 2); }");
    // A prelude template's specialisation is called with its deduced signature (template_calls.rs).
    clean(p, "int u(int *a) { return f(a); }");
    // `typename T::type` is a dependent name: deduction runs, and substituting `int::type` is a
    // deduction failure (SFINAE), so `int q(int)` is called; without it there is no viable candidate.
    clean(p, "int u(int a) { return q(a); }");
    let o = run("template<class T> typename T::type q(T);", "int u(int a) { return q(a); }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, 1);
    // No candidate takes three arguments: #304 with a #3322 note per candidate (probed nm.cu).
    let o = run(p, "int u(int a) { return f(a, a, a); }");
    assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    assert_eq!(o.diags, 1);
}

#[test]
fn non_type_defaults_are_evaluated() {
    let o = clean("", "template<class T, int N = 2 + 2, bool B = true> struct Arr;");
    let (a, _) = template_of(&o.il, "Arr");
    let ds: Vec<_> = o
        .il
        .entities
        .template_params(a)
        .skip(1)
        .map(|p| match o.il.entities.get(p).unwrap().data {
            Payload::TemplateParam(d) => o.il.types.arg_list(d.default).first().copied(),
            _ => None,
        })
        .collect();
    assert!(matches!(ds[0], Some(TemplateArg::Int { value: 4, .. })));
    assert!(matches!(ds[1], Some(TemplateArg::Int { value: 1, .. })));
    gap("", "template<unsigned char C = 300> struct N;", "lower: narrowing non-type template argument");
    gap("", "template<class T, T v = T()> struct W;", "lower: value-dependent non-type template parameter default in user code");
    gap("", "template<class T, T *p = nullptr> struct P;", "lower: value-dependent non-type template parameter default in user code");
    gap("", "template<class T, class T> struct D;", "lower: duplicate template parameter name");
}

#[test]
fn alias_templates_forward_non_type_parameters() {
    let o = clean(
        "template<class T, T v> struct ic { };\n\
         enum class E { a, b };\n\
         template<E e> using et = ic<E, e>;\n\
         template<E e> using et = ic<E, e>;\n\
         typedef et<E::b> tb;\n\
         typedef ic<E, E::b> tb2;",
        "",
    );
    let c = typedef_class(&o.il, "tb");
    assert_eq!(c, typedef_class(&o.il, "tb2"), "et<E::b> is ic<E, E::b>");
    let spec = *o.il.entities.get(c).unwrap().spec().unwrap();
    assert!(matches!(o.il.types.arg_list(spec.args)[1], TemplateArg::Int { value: 1, .. }));
}

#[test]
fn classes_with_constructor_templates_are_opaque_to_user_code() {
    let p = "struct C { int x; template<class T> C(T t) { } };\nstruct M { int y; template<class T> int get(T t) { return 0; } };\nstruct P { int z; };";
    gap(p, "void u() { C c; }", "lower: use of a template or of an uninstantiated template specialization");
    gap(p, "int u(M *m) { return m->y; }", "lower: use of a template or of an uninstantiated template specialization");
    clean(p, "int u(P *p) { return p->z; }");
}

#[test]
fn function_templates_overload_using_declared_functions() {
    // <cmath>: `using ::acos;` then the `acos` templates in the same namespace.
    let o = clean(
        "double acos(double);\n\
         namespace std { using ::acos; template<class T> double acos(T); float acos(float); }\n\
         namespace s { template<class T> T f(T); }\n\
         int f(int);\n\
         using s::f;\n\
         namespace s2 { template<class T> T g(T); }\n\
         using s2::g;\n\
         int g(int);",
        "",
    );
    assert!(matches!(lookup(&o.il, "f"), LookupResult::Overloads(v) if v.len() == 2));
    assert!(matches!(lookup(&o.il, "g"), LookupResult::Overloads(v) if v.len() == 2));
    // Two templates brought together by a using-declaration need a signature comparison (not done).
    gap("namespace s { template<class T> T f(T); }\ntemplate<class T> T f(T *);", "using s::f;", "lower: using-declaration next to a function template");
}

#[test]
fn dependent_qualified_names_in_template_signatures() {
    let o = clean(
        "template<class T> struct E { typedef T type; };\n\
         template<class T> typename E<T>::type h(T);\n\
         template<class T> typename T::value_type::inner v(T);",
        "",
    );
    for name in ["h", "v"] {
        let (_, t) = template_of(&o.il, name);
        let ty = o.il.entities.get(t.pattern).unwrap().ty;
        let TypeKind::Function(sig) = o.il.types.ckind(ty) else { panic!("{name}: signature not built") };
        assert!(matches!(o.il.types.kind(sig.ret), TypeKind::DependentName { .. }), "{name}: return type is a dependent name");
    }
    // Outside a template signature a type qualified by a specialisation needs its instantiation.
    clean("template<class T> struct E { typedef T type; };", "E<int>::type x;"); // instantiated (instantiate.rs)
}

#[test]
fn explicit_template_arguments_in_calls() {
    let p = "template<class T> T sq(T x) { return x * x; }\n\
             namespace d { template<class T, class U> T cv(U u) { return u; } }\n\
             inline float a(float x) { return sq<float>(x); }\n\
             inline double b(int i) { return d::cv<double>(i) + d::cv<double, long>(i); }";
    clean(p, "int ok(int i) { return i; }");
    // In user code the call needs the specialisation's instantiation.
    clean(p, "float u(float x) { return sq<float>(x); }");
    clean("template<class T> struct C { };", "int u(int x) { return C<int>() , x; }");
}

#[test]
fn prelude_bodies_may_use_classes_with_member_function_templates() {
    let p = "struct L { template<class A, class B> bool operator()(A a, B b) const { return a < b; } };\n\
             inline L make_l() { return L(); }";
    clean(p, "");
    gap(p, "void u() { L l; }", "lower: use of a template or of an uninstantiated template specialization");
}

#[test]
fn opaque_templates_lose_to_perfect_non_templates_in_prelude_bodies() {
    let p = "template<class T> typename T::template x<1> o(T);\n\
             double o(double);\n\
             inline double w(double d) { return o(d); }";
    clean(p, "");
    gap(p, "double u(double d) { return o(d); }", "lower: use of a template or of an uninstantiated template specialization");
    gap(&format!("{p}\ninline double w2(int i) {{ return o(i); }}"), "", "lower: call with a function template candidate whose signature was not built");
}

#[test]
fn opaque_templates_as_values_in_prelude_bodies_stay_gaps() {
    let p = "template<class T> typename T::template x<1> o(T);\ntemplate<class T> T t(T);";
    for body in ["inline bool b() { return &o != 0; }", "inline bool b() { return o; }", "inline bool c() { return &t != 0; }"] {
        let out = run(&format!("{p}\n{body}"), "");
        assert_eq!(out.diags, 0, "{body}");
        assert_eq!(out.gaps.len(), 1, "{body}: {:?}", out.gaps);
    }
}

/// libstdc++'s detection idiom: a prelude partial specialisation whose arguments hold `typename T::x` and
/// a dependent `decltype` (`__is_allocator`) is built, and matching it substitutes them: a missing
/// member or an invalid expression is no match (SFINAE), not a gap.
const VOID_T: &str = "template<typename...> using void_t = void;\n\
    template<class T> T&& declval() noexcept;\n\
    template<class T, class = void> struct has_vt { static const bool value = false; };\n\
    template<class T> struct has_vt<T, void_t<typename T::value_type>> { static const bool value = true; };\n\
    template<class T, class = void> struct has_get { static const bool value = false; };\n\
    template<class T> struct has_get<T, void_t<typename T::value_type, decltype(declval<T&>().get(0))>> { static const bool value = true; };\n\
    struct A { typedef int value_type; int get(int); };\n\
    struct B { };\n\
    struct C { typedef int value_type; };";

#[test]
fn void_t_partial_specialization_with_dependent_member_type() {
    clean(VOID_T, "static_assert(has_vt<A>::value, \"\"); static_assert(!has_vt<B>::value, \"\"); static_assert(!has_vt<int>::value, \"\");");
}

#[test]
fn void_t_partial_specialization_with_decltype() {
    clean(VOID_T, "static_assert(has_get<A>::value, \"\"); static_assert(!has_get<C>::value, \"\"); static_assert(!has_get<B>::value, \"\");");
}

#[test]
fn class_template_without_arguments_is_441_outside_deduction_contexts() {
    // Probed (corpus/cxx20s18-s18/template_needs_args_bad): parameters, typedefs and members.
    let r = crate::lower::tests::lower_text("# 1 \"t.cu\"\ntemplate <class T> struct Box { T v; Box *next; };\nvoid f(Box b);\ntypedef Box TB;\nstruct S { Box m; };\n".to_string());
    assert!(r.gaps.is_empty(), "{:?}", r.gaps);
    let id = crate::diag::id::MISSING_TEMPLATE_ARG_LIST;
    assert_eq!(r.diags, vec![(id, 2, 8), (id, 3, 9), (id, 4, 12)]);
}

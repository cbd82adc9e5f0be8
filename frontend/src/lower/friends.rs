//! Friend function definitions in a class (hidden friends, [class.friend]/6-7, [namespace.memdef]/3).
//!
//! `struct S { friend R f(params) { body } };` declares `f` as a member of the innermost enclosing
//! namespace that ordinary and qualified lookup do not find: only argument-dependent lookup does, when `S`
//! is an associated class (`Il::hidden_friends`, read by sema/adl.rs), until a namespace-scope
//! redeclaration of the same function makes it visible (`reveal_hidden_friend`, called by `declare_fn`).
//! The function is implicitly inline; its body is lowered like a member's once the outermost class is
//! complete, with names looked up in the class scope and no `this`. The friend has the class's access.
//!
//! CUDA: a `__global__` friend definition gets the apply handler's diagnostics (3507 "inline qualifier
//! ignored", the definition being implicitly inline) then 3643 at the `friend` keyword [verified g1].
//!
//! Gaps: local classes, qualified names, default arguments, specifiers other than
//! `friend`/`inline`/`constexpr`, a function of that name and parameter list declared before (visible or
//! hidden: redeclaration/redefinition checks), constructor initialisers, `= default`/`= delete`.
use super::classes::DeferredBody;
use super::Lowerer;
use crate::lex::{Kw, TokenKind};
use crate::parse::ast::{DeclId, DeclKind, FnSpecial};
use crate::sema::entities::{FunctionData, Payload};
use crate::sema::ids::EntityId;
use crate::sema::scopes::ScopeKind;
use crate::sema::types::TypeKind;

impl<'a> Lowerer<'a> {
    /// `friend R f(params) { body }` in class `class` (declaration `m`).
    pub(crate) fn hidden_friend_definition(&mut self, class: EntityId, m: DeclId) {
        let d = self.ast.decl(m);
        let at = d.span.lo;
        let DeclKind::Function { spec, decl: dr, ctor_inits, body, special, .. } = &d.kind else { return };
        if self.in_function_scope() {
            return self.gap("lower: friend function definition in a local class", at);
        }
        if !ctor_inits.is_empty() || *special == FnSpecial::Pure || *special == FnSpecial::Body && body.is_none() {
            return self.gap("lower: friend function definition form", at);
        }
        // `= delete` / `= default` (a defaulted comparison, C++20): see `friend_special_ok`.
        let mut flags = FunctionData::FRIEND | FunctionData::INLINE | FunctionData::DEFINED;
        match special {
            FnSpecial::Delete => flags |= FunctionData::DELETED,
            FnSpecial::Default => flags |= FunctionData::DEFAULTED,
            _ => {}
        }
        if *special != FnSpecial::Body && !self.friend_special_ok(*special, dr, at) {
            return;
        }
        for k in &spec.specifiers {
            match k {
                Kw::Friend | Kw::Inline => {}
                Kw::Constexpr => flags |= FunctionData::CONSTEXPR,
                _ => return self.gap("lower: friend declaration specifiers", at),
            }
        }
        if spec.explicit_cond.is_some() || dr.pack || !dr.attrs.is_empty() {
            return self.gap("lower: friend declaration specifiers", at);
        }
        if dr.name.as_ref().map(|n| n.segs.len() != 1 || n.global || n.segs[0].targs.is_some()).unwrap_or(true) {
            return self.gap("lower: qualified or template friend function definition", at);
        }
        if !self.member_default_args(dr).is_empty() {
            return self.gap("lower: default argument in a friend function definition", at);
        }
        let Some(sorted) = self.sort_attrs(&spec.attrs, super::attrs::AttrTarget::Function) else { return };
        if *special != FnSpecial::Body && !sorted.exec.is_empty() {
            return self.gap("lower: CUDA attributes on a deleted or defaulted friend", at);
        }
        let Some(base) = self.spec_type(spec) else { return };
        let Some(dd) = self.declarator(base, dr) else { return };
        let (TypeKind::Function(_), Some(params)) = (self.sema.il.types.ckind(dd.ty), dd.params.clone()) else {
            return self.gap("lower: friend function definition with unusual declarator", at);
        };
        let Some(ns) = self.innermost_namespace() else { return self.gap("lower: friend declaration", at) };
        // Anything of that name already in the namespace (visible or hidden) that could be this function.
        let il = &self.sema.il;
        let clash = il.scopes.local(&il.entities, ns, dd.name).any(|e| {
            let t = il.entities.resolve(e);
            il.entities.get(t).map(|x| !(x.is_function() || x.is_function_template()) || x.is_function() && same_params(il, x.ty, dd.ty)).unwrap_or(true)
        }) || il.hidden_friends.iter().any(|&(_, f)| il.entities.get(f).map(|x| x.name == dd.name && x.scope == ns && same_params(il, x.ty, dd.ty)).unwrap_or(true))
            || il.undeclared_friends.iter().any(|&(_, s, n, _)| n == dd.name && s == ns);
        if clash {
            return self.gap("lower: friend function definition of a function declared before", at);
        }
        let Some(cs) = self.sema.il.entities.get(class).and_then(|e| e.class()).map(|c| c.scope) else { return };
        let data = FunctionData { flags, ..FunctionData::default() };
        let f = self.sema.il.declare_hidden_function(ns, cs, dd.name, dd.ty, &params, data, dd.name_span);
        self.sema.il.hidden_friends.push((class, f));
        self.classes.friends.push((class, f));
        let mut facts = self.fn_facts(spec, dr);
        // Defined in its class: implicitly inline (3507 for a kernel, probed g1).
        facts.inline_written = true;
        if self.apply_fn_attrs(f, &sorted, &facts, dd.name_span.lo, false).is_none() {
            return;
        }
        if *special != FnSpecial::Body {
            // No body to lower; a deleted or defaulted `__global__` friend is refused by `friend_special_ok`.
            return;
        }
        let ds = crate::cuda::global::check_friend_definition(&self.sema.il, f, at);
        self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        self.classes.bodies.push(DeferredBody { f, class, decl: m });
    }

    /// Whether a friend `= delete` / `= default` definition can be declared: a deleted friend is an
    /// ordinary hidden friend without a body (its calls are diagnosed as deleted); a defaulted one must
    /// be a comparison operator and is only trusted in the prelude (its implicit definition — member
    /// comparisons, constexpr evaluation — is not modelled: in user code a gap). CUDA attributes on either
    /// are gaps (checked by the caller). Notes the gap and returns false otherwise.
    fn friend_special_ok(&mut self, special: FnSpecial, dr: &crate::parse::ast::Declarator, at: u32) -> bool {
        if special == FnSpecial::Default {
            let comparison = dr.name.as_ref().and_then(|n| n.segs.first()).is_some_and(|s| matches!(&s.kind, crate::parse::ast::SegKind::Operator(op, _) if matches!(op, TokenKind::EqEq | TokenKind::Ne | TokenKind::Lt | TokenKind::Gt | TokenKind::Le | TokenKind::Ge | TokenKind::Spaceship)));
            if !comparison || !self.map.in_prelude(at) {
                self.gap("lower: defaulted comparison friend in user code", at);
                return false;
            }
        }
        true
    }

    /// A namespace-scope declaration of `name` with type `ty` in scope `ns`: a hidden friend of the same
    /// type becomes visible there (the declaration then redeclares it); one with the same parameter list
    /// but another type is a gap (the conflicting-declaration diagnostics are not modelled).
    pub(crate) fn reveal_hidden_friend(&mut self, ns: crate::sema::ids::ScopeId, name: crate::sema::names::Symbol, ty: crate::sema::ids::TypeId, at: u32) -> Option<()> {
        // Now declared in that namespace with that type: ADL of it is ordinary again.
        let il = &self.sema.il;
        let keep: Vec<bool> = il.undeclared_friends.iter().map(|&(_, s, n, t)| !(n == name && s == ns && il.types.same(t, ty))).collect();
        let mut k = keep.into_iter();
        self.sema.il.undeclared_friends.retain(|_| k.next().unwrap_or(true));
        let il = &self.sema.il;
        if il.scopes.get(ns).map(|s| s.kind != ScopeKind::Namespace).unwrap_or(true) {
            return Some(());
        }
        let hits: Vec<(usize, EntityId)> = il.hidden_friends.iter().enumerate().filter(|(_, &(_, f))| il.entities.get(f).map(|x| x.name == name && x.scope == ns && same_params(il, x.ty, ty)).unwrap_or(false)).map(|(i, &(_, f))| (i, f)).collect();
        let Some(&(i, f)) = hits.first() else { return Some(()) };
        if hits.len() > 1 || !self.sema.il.entities.get(f).map(|x| self.sema.il.types.same(x.ty, ty)).unwrap_or(false) {
            self.gap("lower: redeclaration of a hidden friend with another type", at);
            return None;
        }
        self.sema.il.hidden_friends.remove(i);
        let il = &mut *self.sema.il;
        il.scopes.declare(&mut il.entities, ns, f);
        Some(())
    }
}

/// Same parameter types (and variadic-ness): declarations that cannot overload each other.
fn same_params(il: &crate::sema::il::Il, a: crate::sema::ids::TypeId, b: crate::sema::ids::TypeId) -> bool {
    let tt = &il.types;
    match (tt.ckind(a), tt.ckind(b)) {
        (TypeKind::Function(x), TypeKind::Function(y)) => {
            let (px, py) = (tt.type_list(x.params), tt.type_list(y.params));
            px.len() == py.len() && px.iter().zip(py).all(|(&p, &q)| tt.same(p, q)) && x.variadic == y.variadic
        }
        _ => false,
    }
}

/// Whether `f` is a hidden friend (found only by argument-dependent lookup).
pub(crate) fn is_hidden_friend(il: &crate::sema::il::Il, f: EntityId) -> bool {
    il.hidden_friends.iter().any(|&(_, x)| x == f) && matches!(il.entities.get(f).map(|e| e.data), Some(Payload::Function(_)))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{clean, run};
    use crate::diag::id;

    #[test]
    fn hidden_friend_is_found_by_adl_only() {
        let o = clean("namespace g { struct P { int x; friend int n(P p) { return p.x; } friend bool operator==(P a, P b) { return a.x == b.x; } }; }\nint u(g::P p) { return n(p) + (p == p); }");
        assert_eq!(o.il.hidden_friends.len(), 2);
        // Not on the namespace's name chain: ordinary lookup does not find it.
        let o = run("struct C { friend int t(int a) { return a; } };\nint a() { return t(3); }");
        assert_eq!(o.diags, vec![(id::UNDEFINED_IDENTIFIER.template(), 2)]);
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        // Ordinary lookup finds another overload: ADL still adds the friend.
        clean("struct C { friend int t(C) { return 1; } };\nint t(int);\nint a(C c) { return t(c); }");
    }

    #[test]
    fn namespace_redeclaration_reveals_the_friend() {
        let o = clean("struct C { friend int t(int a) { return a; } };\nint t(int);\nint a() { return t(3); }");
        assert!(o.il.hidden_friends.is_empty());
        // Another return type with the same parameters: not modelled.
        let o = run("struct C { friend int t(int a) { return a; } };\nlong t(int);");
        assert!(!o.gaps.is_empty());
        // A friend declared first in the class, then in its namespace: ordinary lookup and ADL find it.
        clean("struct S { friend void h(S); };\nvoid h(S);\nvoid u(S s) { h(s); }");
    }

    #[test]
    fn friend_body_has_class_access_and_scope_but_no_this() {
        clean("class B { typedef int I; int v = 1; friend I peek(const B &b) { return b.v; } };\nint g(const B &b) { return peek(b); }");
        let o = run("struct S { int v; friend int g(S s) { return this->v; } };");
        assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
    }

    #[test]
    fn global_friend_definition_is_diagnosed() {
        let o = run("struct S { friend __attribute__((global)) void fk(int) {} };");
        assert_eq!(o.diags, vec![(id::GLOBAL_FUNCTION_INLINE.template(), 1), (id::GLOBAL_FRIEND_DEFINITION.template(), 1)]);
    }

    #[test]
    fn unsupported_forms_are_gaps() {
        for src in [
            "void f(int);\nstruct S { friend void f(int) {} };",
            "struct S { friend void h(int = 1) {} };",
            "struct S { friend void h(S) {} };\nstruct T { friend void h(S) {} };",
            "struct S { friend void h(S); };\nvoid u(S s) { h(s); }",
            "struct S { friend void h(S); };\nvoid h(int);\nvoid u(S s) { h(s); }",
        ] {
            let o = run(src);
            assert!(!o.gaps.is_empty(), "no gap for {:?}", src);
            assert!(o.diags.is_empty(), "{:?} for {:?}", o.diags, src);
        }
    }
}

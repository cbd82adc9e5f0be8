//! Member using-declarations in prelude classes ([namespace.udecl]): `using _Base::_M_allocate;` in
//! libstdc++'s `vector`, `using _Base_type::allocate;` in `__alloc_traits`. The members the qualified
//! name finds in the named base class are introduced into the class scope (as using-shadows), so member
//! lookup in the derived class finds them.
//!
//! Only the trusted prelude's classes are handled (no diagnostic is modelled: a using-declaration whose
//! shape is not the plain one is a gap). Where another member of the class declares the same name, the
//! introduced functions stay beside it only when it provably neither hides nor overrides them
//! (`member_using_unhidden`); other cases are a gap. Inheriting constructors are a gap.
//! The introduced members keep their own access in the IL; a user-code access to one
//! (`v.get_allocator()`) is a gap (`MemberUsing::targets`, read by access.rs), since the access of the
//! using-declaration is not modelled.
use super::Lowerer;
use crate::parse::ast::{DeclId, DeclKind, DeclaratorOp, SegKind, TemplateParam, TypeBase};
use crate::sema::entities::{Payload, TemplateKind};
use crate::sema::types::TypeKind;
use crate::sema::ids::EntityId;
use crate::sema::scopes::{LookupKind, LookupResult};
use std::collections::HashSet;

const GAP: &str = "lower: member using-declaration";

/// Bookkeeping of member using-declarations in one lowering run.
#[derive(Default)]
pub(crate) struct MemberUsing {
    /// The member declarations of the class being defined (innermost), for the hiding check.
    pub siblings: Vec<DeclId>,
    /// Members introduced into a derived class by a using-declaration.
    pub targets: HashSet<EntityId>,
}

impl<'a> Lowerer<'a> {
    /// `using Q::name;` as a member of class `class` (declaration `m`).
    pub(crate) fn member_using_declaration(&mut self, class: EntityId, m: DeclId) {
        let d = self.ast.decl(m);
        let at = d.span.lo;
        let DeclKind::UsingDecl { names, typename } = &d.kind else { return };
        if !self.map.in_prelude(at) || self.in_function_scope() {
            return self.gap(GAP, at);
        }
        let _ = typename;
        let class_ty = match self.sema.il.entities.get(class) {
            Some(e) => e.ty,
            None => return,
        };
        for name in names {
            let n = name.segs.len();
            let Some(SegKind::Ident(last)) = name.segs.last().map(|s| s.kind.clone()) else { return self.gap(GAP, at) };
            if n < 2 || name.segs[n - 1].targs.is_some() || name.segs[n - 1].template_kw {
                return self.gap(GAP, at);
            }
            let mut q = name.clone();
            q.segs.truncate(n - 1);
            let Some(qt) = self.type_name(&q, LookupKind::Ordinary) else { return };
            let Some(qc) = self.sema.il.types.class_entity(qt) else { return self.gap(GAP, at) };
            if !self.is_base_class_of(qc, class_ty) {
                return self.gap(GAP, at);
            }
            let sym = self.sym(last);
            let il = &self.sema.il;
            let (Some(qent), Some(cs)) = (il.entities.get(qc), il.entities.get(class).and_then(|e| e.class()).map(|c| c.scope)) else { return self.gap(GAP, at) };
            if qent.name == sym {
                return self.gap("lower: inheriting constructor", at);
            }
            let Some(qs) = qent.class().map(|c| c.scope).filter(|s| s.is_some()) else { return self.gap(GAP, at) };
            let targets: Vec<EntityId> = match il.scopes.lookup_in(&il.entities, &il.types, qs, sym, LookupKind::Ordinary) {
                LookupResult::Found(e) => vec![il.entities.resolve(e)],
                LookupResult::Overloads(v) => v.iter().map(|&e| il.entities.resolve(e)).collect(),
                _ => return self.gap(GAP, at),
            };
            if !self.member_using_unhidden(m, last, &targets) {
                return self.gap(GAP, at);
            }
            for t in targets.into_iter().rev() {
                let il = &mut *self.sema.il;
                let sh = il.scopes.add_alias(&mut il.entities, cs, sym, t);
                self.set_member_access(sh);
                self.member_using.targets.insert(t);
            }
        }
    }

    /// Whether no other member declaration of the class being defined hides or overrides one of the
    /// introduced `targets` ([namespace.udecl]/15: a member function or function template with the same
    /// name, parameter-type-list, cv- and ref-qualifier). Only a proven difference is accepted: each
    /// sibling declaring `name` must be a member function template with a parameter whose type is one of
    /// its own (non-pack) type parameters, where every target declares a pointer or reference (`T` is
    /// never `U*` or `U&`; libstdc++'s `__alloc_traits::construct(_Alloc&, _Ptr, _Args&&...)` beside
    /// `allocator_traits::construct(allocator_type&, _Up*, _Args&&...)`). Anything else is not modelled.
    fn member_using_unhidden(&self, m: DeclId, name: crate::lex::Symbol, targets: &[EntityId]) -> bool {
        let siblings = self.member_using.siblings.iter().filter(|&&s| s != m && declares(self.ast, s, name, 0));
        for &s in siblings {
            let Some(bare) = bare_param_positions(self.ast, s) else { return false };
            let distinct = |&t: &EntityId| {
                let il = &self.sema.il;
                match il.entities.get(t).map(|e| e.data) {
                    // A function template's signature may not have been built (prelude patterns with
                    // packs are opaque): its declaration is read instead.
                    Some(Payload::Template(td)) if td.kind == TemplateKind::Function => self.tmpl.patterns.get(&t).and_then(|&d| function_declarator(self.ast, d)).is_some_and(|fo| {
                        fo.params.iter().enumerate().any(|(i, p)| bare.contains(&i) && !p.decl.pack && matches!(p.decl.ops.first(), Some(DeclaratorOp::Pointer(_) | DeclaratorOp::Reference { .. })))
                    }),
                    Some(Payload::Function(_)) => il.entities.params(t).enumerate().any(|(i, p)| {
                        let ty = il.entities.get(p).map(|e| e.ty);
                        bare.contains(&i) && ty.is_some_and(|ty| matches!(il.types.ckind(ty), TypeKind::Pointer(_) | TypeKind::LRef(_) | TypeKind::RRef(_)))
                    }),
                    _ => false,
                }
            };
            if !targets.iter().all(distinct) {
                return false;
            }
        }
        true
    }
}

/// The function declarator of function declaration `d` (the templated declaration of a template).
fn function_declarator(ast: &crate::parse::ast::Ast, d: DeclId) -> Option<&crate::parse::ast::FunctionDecl> {
    let dr = match &ast.decl(d).kind {
        DeclKind::Function { decl, .. } => decl,
        DeclKind::Simple { declarators, .. } if declarators.len() == 1 => &declarators[0].decl,
        _ => return None,
    };
    match dr.ops.first() {
        Some(DeclaratorOp::Function(fo)) => Some(fo),
        _ => None,
    }
}

/// For a member function template declaration `d`, the positions of its function parameters whose type
/// is exactly one of its own non-pack type template parameters (no declarator operators, no pack);
/// `None` when `d` is not a function template.
fn bare_param_positions(ast: &crate::parse::ast::Ast, d: DeclId) -> Option<Vec<usize>> {
    let DeclKind::Template { params, decl: inner, .. } = &ast.decl(d).kind else { return None };
    let own: Vec<crate::lex::Symbol> = params
        .iter()
        .filter_map(|p| match p {
            TemplateParam::Type { name: Some(n), pack: false, .. } => Some(*n),
            _ => None,
        })
        .collect();
    let fo = function_declarator(ast, *inner)?;
    let bare = |p: &crate::parse::ast::Param| {
        p.decl.ops.is_empty()
            && !p.decl.pack
            && matches!(&p.spec.base, TypeBase::Named { name, .. } if !name.global && name.segs.len() == 1 && name.segs[0].targs.is_none()
                && matches!(name.segs[0].kind, SegKind::Ident(s) if own.contains(&s)))
    };
    Some(fo.params.iter().enumerate().filter(|(_, p)| bare(p)).map(|(i, _)| i).collect())
}

/// Whether member declaration `d` declares (or may declare) `name`.
fn declares(ast: &crate::parse::ast::Ast, d: DeclId, name: crate::lex::Symbol, depth: u32) -> bool {
    let is = |n: &Option<crate::parse::ast::Name>| n.as_ref().and_then(|n| n.last_ident()) == Some(name);
    match &ast.decl(d).kind {
        DeclKind::Simple { declarators, .. } => declarators.iter().any(|i| is(&i.decl.name)),
        DeclKind::Function { decl, .. } => is(&decl.name),
        DeclKind::Template { decl, .. } | DeclKind::ExplicitSpecialization(decl) if depth < 8 => declares(ast, *decl, name, depth + 1),
        DeclKind::UsingDecl { names, .. } => names.iter().any(|n| n.last_ident() == Some(name)),
        DeclKind::Alias { name: n, .. } => *n == name,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::tests::run;

    const PRE: &str = "# 1 \"/usr/include/c++/12/x.h\" 1 3\nnamespace std {\nstruct B { int f(int); int g; typedef int T; };\nstruct D : B { using B::f; using B::T; using B::g; T h(); };\n}\n# 5 \"a.cu\" 2\n";

    #[test]
    fn prelude_member_using_introduces_base_members() {
        let o = run(&format!("{}int k(std::D& d) {{ return d.h(); }}\n", PRE));
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }

    #[test]
    fn user_access_to_an_introduced_member_is_a_gap() {
        let o = run(&format!("{}int k(std::D& d) {{ return d.g; }}\n", PRE));
        assert!(!o.gaps.is_empty());
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }

    #[test]
    fn user_code_member_using_stays_a_gap() {
        let o = run("struct B { int f(int); };\nstruct D : B { using B::f; };\n");
        assert!(o.gaps.iter().any(|g| g == "lower: member using-declaration"), "{:?}", o.gaps);
    }
}

#[cfg(test)]
mod hiding_tests {
    use crate::lower::tests::run;

    /// libstdc++'s `__alloc_traits` shape: the base's `construct(A&, U*, Args&&...)` and the class's own
    /// `construct(A&, P, Args&&...)` templates stay side by side.
    const ALLOC: &str = "# 1 \"/usr/include/c++/12/x.h\" 1 3\nnamespace std {\ntemplate<typename A> struct traits { typedef A allocator_type;\n template<typename U, typename... Args> static void construct(allocator_type& a, U* p, Args&&... args) { }\n template<typename U> static void destroy(allocator_type& a, U* p) { }\n static int max_size(const allocator_type& a) { return 1; } };\ntemplate<typename A> struct at : traits<A> { typedef traits<A> B;\n using B::construct; using B::destroy; using B::max_size;\n template<typename P, typename... Args> static int construct(A& a, P p, Args&&... args) { return 0; }\n template<typename P> static int destroy(A& a, P p) { return 0; } };\nstruct al { };\ninline int use() { return sizeof(at<al>); }\n}\n# 5 \"a.cu\" 2\n";

    #[test]
    fn own_templates_beside_introduced_ones_in_the_prelude() {
        let o = run(&format!("{}int k() {{ return std::use(); }}\n", ALLOC));
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }

    #[test]
    fn a_sibling_not_proven_distinct_keeps_the_gap() {
        // `destroy(A&, P*)` could hide the base's `destroy(allocator_type&, U*)` (it does here): a gap.
        let src = ALLOC.replace("static int destroy(A& a, P p)", "static int destroy(A& a, P* p)");
        let o = run(&format!("{}int k() {{ return std::use(); }}\n", src));
        assert!(o.gaps.iter().any(|g| g.contains("member using-declaration")), "{:?}", o.gaps);
        // A non-template sibling: a gap too.
        let src = ALLOC.replace("template<typename P> static int destroy(A& a, P p)", "static int destroy(A& a, int p)");
        let o = run(&format!("{}int k() {{ return std::use(); }}\n", src));
        assert!(o.gaps.iter().any(|g| g.contains("member using-declaration")), "{:?}", o.gaps);
    }
}

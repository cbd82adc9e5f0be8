//! Member using-declarations in prelude classes ([namespace.udecl]): `using _Base::_M_allocate;` in
//! libstdc++'s `vector`, `using _Base_type::allocate;` in `__alloc_traits`. The members the qualified
//! name finds in the named base class are introduced into the class scope (as using-shadows), so member
//! lookup in the derived class finds them.
//!
//! Only the trusted prelude's classes are handled (no diagnostic is modelled: a using-declaration whose
//! shape is not the plain one is a gap), and only when no other member of the class declares the same
//! name (hiding/overriding of introduced functions is not modelled). Inheriting constructors are a gap.
//! The introduced members keep their own access in the IL; a user-code access to one
//! (`v.get_allocator()`) is a gap (`MemberUsing::targets`, read by access.rs), since the access of the
//! using-declaration is not modelled.
use super::Lowerer;
use crate::parse::ast::{DeclId, DeclKind, SegKind};
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
            if self.member_using_hidden(m, last) {
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
            for t in targets.into_iter().rev() {
                let il = &mut *self.sema.il;
                let sh = il.scopes.add_alias(&mut il.entities, cs, sym, t);
                self.set_member_access(sh);
                self.member_using.targets.insert(t);
            }
        }
    }

    /// Whether another member declaration of the class being defined declares `name` (a function
    /// hiding or overriding an introduced one: not modelled).
    fn member_using_hidden(&self, m: DeclId, name: crate::lex::Symbol) -> bool {
        self.member_using.siblings.iter().any(|&s| s != m && declares(self.ast, s, name, 0))
    }
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

//! Members of a dependent class template-id named in a template (`nc<T>::k`, the call
//! `__numeric_constants<_Tp>::__pi()`, `std::numeric_limits<_Tp>::epsilon()`): value- and
//! type-dependent expressions EDG does not look into at definition ([temp.dep.expr]).
//! `class_qualified.rs` builds the opaque `Dependent` node; this records how the name was written
//! (`Il::dependent_scoped`, printed by emit_dependent_scoped.rs) and lowers the call through it.
use super::Lowerer;
use crate::parse::ast::{self, Name};
use crate::sema::entities::Payload;
use crate::sema::ids::{EntityId, ExprId, TypeId};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// Records `name` (its segment `cut` the template-id of dependent type `ty`) for the `Dependent`
    /// node `x`. Only a qualifier of plain identifiers is recorded (what else is written there is
    /// not probed): without a record the host printer gives a gap.
    pub(crate) fn record_dependent_scoped(&mut self, name: &Name, cut: usize, ty: TypeId, x: ExprId) {
        let mut qualifier = String::from(if name.global { "::" } else { "" });
        for seg in &name.segs[..cut] {
            let ast::SegKind::Ident(s) = seg.kind else { return };
            if seg.targs.is_some() || seg.template_kw {
                return;
            }
            qualifier.push_str(self.lexed.interner.str(s));
            qualifier.push_str("::");
        }
        let mut members = Vec::new();
        for seg in &name.segs[cut + 1..] {
            let ast::SegKind::Ident(s) = seg.kind else { return };
            members.push(self.lexed.interner.str(s).to_string());
        }
        let context = self.print_context();
        let rec = crate::sema::il::DependentScopedName { context, qualifier, ty, members: members.join("::") };
        self.sema.il.dependent_scoped.insert(x, rec);
    }

    /// The namespace or class whose members the current scope declares: the host printer's context
    /// for the names printed in a body here.
    fn print_context(&self) -> EntityId {
        let il = &self.sema.il;
        let mut sc = self.scope;
        for _ in 0..256 {
            let Some(s) = il.scopes.get(sc) else { break };
            if let Some(Payload::Namespace { .. } | Payload::Class(_)) = il.entities.get(s.entity).map(|e| e.data) {
                return s.entity;
            }
            if s.parent.is_none() {
                break;
            }
            sc = s.parent;
        }
        crate::sema::entities::Entities::GLOBAL
    }

    /// `T::m`, `T::S::m` in a function template body, `T` a type template parameter: a dependent
    /// member, printed as written. None: not such a name.
    pub(crate) fn param_scoped_value(&mut self, name: &Name, span: Span) -> Option<Option<ExprId>> {
        if self.tmpl.user.body.is_none() || name.global || name.segs.len() < 2 {
            return None;
        }
        if !name.segs.iter().all(|s| s.targs.is_none() && !s.template_kw && matches!(s.kind, ast::SegKind::Ident(_))) {
            return None;
        }
        let ast::SegKind::Ident(s) = name.segs[0].kind else { return None };
        let sym = self.sym(s);
        let il = &self.sema.il;
        let r = il.scopes.lookup(&il.entities, &il.types, self.scope, sym, crate::sema::scopes::LookupKind::NestedNameSpecifier);
        let e = il.entities.resolve(r.single()?);
        let ty = super::templates::template_param_type(il.entities.get(e)?)?;
        let x = self.sema.build_dependent(&[], span, span.lo);
        self.record_dependent_scoped(name, 0, ty, x);
        Some(Some(x))
    }

    /// `Q<T>::f(args)` / `T::f(args)` in a function template body, `Q<T>` dependent: a dependent call of the dependent member
    /// (`Dependent([callee, args…])`, printed as written). None: not such a callee (the caller goes on
    /// with lookup); Some(None) after a gap.
    pub(crate) fn dependent_scoped_call(&mut self, n: &Name, args: &[ast::ExprId], callee: Span, span: Span) -> Option<Option<ExprId>> {
        // (Only in a body: a signature's expressions are deduced and substituted from what is kept.)
        if self.tmpl.user.body.is_none() || n.segs.len() < 2 || n.segs.last().is_some_and(|s| s.targs.is_some()) {
            return None;
        }
        let f = self.dependent_qualified_value(n, callee)?;
        let Some(f) = f else { return Some(None) };
        let Some(xs) = self.exprs(args) else { return Some(None) };
        if !self.sema.expr(f).is_dependent() {
            // The template-id was diagnosed: an error operand.
            return Some(Some(self.sema.error_expr(span)));
        }
        let mut ops = vec![f];
        ops.extend(xs);
        Some(Some(self.sema.build_dependent(&ops, span, callee.lo)))
    }
}

//! Generic lambdas ([expr.prim.lambda.closure]/7): a lambda with a placeholder (`auto`, `auto&`,
//! `const auto&`, `auto&&`) parameter has a call operator *template* with one invented type template
//! parameter per placeholder, as an abbreviated function template does (`abbreviated.rs`).
//!
//! Phase 1 is modelled: the invented parameters are declared in a template parameter scope of their
//! own (between the closure's members and the call operator's parameters), each placeholder resolves
//! to its parameter's dependent type (`Lowerer::invented`), and the body is lowered as a user template
//! body is (`user_templates.rs`): type-dependent operations wait, non-dependent ones are checked, and
//! only the diagnostics verified to be given at definition are kept (`PHASE1_REPORTED`; probed for
//! generic lambdas in corpus/genlambda-s13: uncalled_undefined, nondependent_init,
//! device_call_nondependent). The closure type itself is not dependent.
//!
//! Calls of the closure instantiate the body (`generic_lambda_calls.rs`). Not modelled, so gaps: its
//! conversion to a pointer to function (a
//! conversion function template: `convfn.rs` treats the set as unknowable), placeholder packs
//! (`auto... xs`), `decltype(auto)` parameters, and generic lambdas inside templates.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::entities::{FnRole, FunctionData, TemplateKind, TemplateParamKind};
use crate::sema::ids::{EntityId, ScopeId, TypeId};
use crate::sema::scopes::ScopeKind;
use crate::source::{Offset, Span};

/// The call operator template of a generic lambda while it is being lowered.
pub(crate) struct GenericOp {
    pub tmpl: EntityId,
    /// The invented parameters' scope.
    pub ps: ScopeId,
    /// `Lowerer::invented` before the placeholders were recorded.
    saved_autos: Vec<(u32, TypeId)>,
    /// `tmpl.dependent_ok` before the parameters (of dependent types) were lowered.
    saved_dependent_ok: bool,
}

/// Whether a parameter's type is a placeholder.
pub(crate) fn is_placeholder(p: &ast::Param) -> bool {
    matches!(p.spec.base, ast::TypeBase::Auto(_) | ast::TypeBase::DecltypeAuto)
}

impl<'a> Lowerer<'a> {
    /// Before the parameters of generic lambda `f` (at `at`) are lowered: declares the call operator
    /// template and its invented parameters and makes each placeholder resolve to its own. None after
    /// a gap.
    pub(crate) fn generic_lambda_begin(&mut self, f: &ast::FunctionDecl, at: Offset) -> Option<GenericOp> {
        if self.tmpl.user.body.is_some() || self.tmpl.dependent_ok {
            // Whether EDG instantiates such a lambda's body with the enclosing template is not probed.
            self.gap("lower: generic lambda in a template", at);
            return None;
        }
        let placeholders: Vec<&ast::Param> = f.params.iter().filter(|p| is_placeholder(p)).collect();
        if placeholders.iter().any(|p| p.decl.pack || matches!(p.spec.base, ast::TypeBase::DecltypeAuto) || !matches!(p.spec.base, ast::TypeBase::Auto(None))) {
            self.gap("lower: generic lambda with a placeholder pack, constraint or decltype(auto) parameter", at);
            return None;
        }
        let depth = self.template_depth();
        // A scope of its own, so the template is not found by lookup in the enclosing block.
        let private = self.sema.il.scopes.push(ScopeKind::Block, self.scope, EntityId::NONE);
        let name = self.sema.il.names.intern("operator()");
        let (tmpl, ps) = self.sema.il.declare_template(private, name, TemplateKind::Function, depth, Span::new(at, at));
        let mut autos = Vec::new();
        for p in placeholders {
            let tp = self.sema.il.declare_template_param(tmpl, ps, crate::sema::names::Symbol::EMPTY, TemplateParamKind::Type, TypeId::NONE, false, p.spec.span);
            let ty = self.sema.il.entities.get(tp).map(|e| e.ty).unwrap_or_default();
            autos.push((p.spec.span.lo, ty));
        }
        let saved_autos = std::mem::replace(&mut self.invented.autos, autos);
        let saved_dependent_ok = std::mem::replace(&mut self.tmpl.dependent_ok, true);
        Some(GenericOp { tmpl, ps, saved_autos, saved_dependent_ok })
    }

    /// After the parameters: placeholders resolve as before again.
    pub(crate) fn generic_lambda_params_done(&mut self, g: &mut GenericOp) {
        self.invented.autos = std::mem::take(&mut g.saved_autos);
        self.tmpl.dependent_ok = g.saved_dependent_ok;
    }

    /// After the closure was built: the invented parameters' scope goes between the closure's members
    /// and the call operator's parameter scope `pscope` (so the parameters are the template's, for
    /// `declared_in_user_template`), the template's pattern is the call operator `op`, and a captureless
    /// lambda gets its conversion function template.
    pub(crate) fn generic_lambda_attach(&mut self, g: &GenericOp, members: ScopeId, pscope: ScopeId, op: EntityId, conversion: Option<(EntityId, Span)>) {
        self.sema.il.scopes.set_parent(g.ps, members);
        self.sema.il.scopes.set_parent(pscope, g.ps);
        self.sema.il.set_template_pattern(g.tmpl, op);
        let Some((closure, span)) = conversion else { return };
        // `template<class T> operator R(*)(T)() const`: only its presence matters here (a conversion
        // function template makes a conversion of the closure a gap in `convfn.rs`).
        let depth = self.sema.il.entities.get(g.tmpl).and_then(|e| e.template()).map(|t| t.depth).unwrap_or(0);
        let name = self.sema.il.names.intern("operator function-pointer");
        let (ct, cps) = self.sema.il.declare_template(members, name, TemplateKind::Function, depth, span);
        let void = crate::sema::types::TypeTable::VOID;
        let conv_ty = self.sema.il.types.simple_function(void, &[], false);
        let data = FunctionData { role: FnRole::Conversion, flags: FunctionData::INLINE, ..FunctionData::default() };
        let c = self.sema.il.declare_function(cps, name, conv_ty, &[], data, span);
        if let Some(e) = self.sema.il.entities.get_mut(c) {
            e.parent = closure;
        }
        if let Some(e) = self.sema.il.entities.get_mut(ct) {
            e.access = crate::sema::entities::Access::Public;
            e.parent = closure;
        }
        self.sema.il.set_template_pattern(ct, c);
    }

    /// Whether `e` is an object of a generic lambda's closure type: its call operator template only
    /// matters to a call (`generic_lambda_calls.rs`) or a conversion (a gap in `convfn.rs`), so other
    /// uses of it stand.
    pub(crate) fn generic_closure_object(&self, e: EntityId) -> bool {
        let il = &self.sema.il;
        let Some(x) = il.entities.get(e).filter(|x| matches!(x.data, crate::sema::entities::Payload::Variable(_))) else { return false };
        let t = il.types.unqualified(il.types.non_reference(x.ty));
        il.types.class_entity(t).is_some_and(|c| il.lambdas.iter().any(|r| r.closure == c && r.generic))
    }

    /// Runs `body` (the lowering of the call operator's body) as phase 1 of a template body with
    /// invented parameter scope `ps`: dependent operands allowed, and any diagnostic not verified to be
    /// given at definition a gap. None after a gap.
    pub(crate) fn generic_lambda_body<T>(&mut self, ps: ScopeId, at: Offset, body: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        let saved = (std::mem::replace(&mut self.tmpl.dependent_ok, true), self.tmpl.user.body.replace(ps));
        let diags = self.sema.diags.len();
        let expr_start = self.sema.il.exprs.len();
        let stmt_start = self.sema.il.stmts.len();
        let r = body(self);
        self.tmpl.dependent_ok = saved.0;
        self.tmpl.user.body = saved.1;
        if self.check_sema_gaps() || self.stopped {
            return None;
        }
        let r = r?;
        if self.value_dependent_deferral(expr_start, at) || self.value_dependent_cast_uses(expr_start, stmt_start, at) {
            return None;
        }
        if let Some(d) = self.sema.diags[diags.min(self.sema.diags.len())..].iter().find(|d| !super::user_templates::PHASE1_REPORTED.contains(&d.id)) {
            let at = match d.at {
                crate::diag::Where::At(o) => o,
                _ => at,
            };
            self.sema.diags.truncate(diags);
            self.gap("lower: diagnostic in a template body (not verified to be given at definition)", at);
            return None;
        }
        Some(r)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::run;
    use crate::diag::id;

    #[test]
    fn uncalled_generic_lambda_is_checked_at_definition() {
        // Dependent operations wait for an instantiation.
        let o = run("int f() { auto k = [](auto x) { return x.foo(); }; auto r = [](const auto &a, auto &b) -> int { b += a; return 0; }; return 0; }");
        assert!(o.gaps.is_empty() && o.diags.is_empty(), "{:?} {:?}", o.gaps, o.diags);
        // Non-dependent errors are reported.
        let o = run("int f() { auto h = [](auto x) { undefined_thing(); return x; }; return 0; }");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags, vec![(id::UNDEFINED_IDENTIFIER.template(), 1)]);
    }

    #[test]
    fn calls_and_conversions_are_gaps() {
        // Calls: generic_lambda_calls.rs; a member call of the template is still a gap.
        let o = run("int f() { auto g = [](auto x) { return x; }; return g.operator()(1); }");
        assert!(!o.gaps.is_empty());
        assert!(o.diags.is_empty());
        let o = run("int f() { int (*p)(int) = [](auto x) { return x; }; return 0; }");
        assert!(!o.gaps.is_empty());
        assert!(o.diags.is_empty(), "{:?}", o.diags);
        let o = run("template <class T> void t() { auto g = [](auto x) { return x; }; }");
        assert_eq!(o.gaps, vec!["lower: generic lambda in a template".to_string()]);
    }
}

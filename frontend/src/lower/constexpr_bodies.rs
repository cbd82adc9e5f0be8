//! On-demand instantiation of constexpr function bodies for constant evaluation ([temp.inst]/8: a
//! constexpr function template specialisation is instantiated when it is needed for constant
//! evaluation). libstdc++'s traits assert through them (`static_assert(std::__is_complete_or_unbounded(
//! __type_identity<_Tp>{}), …)`), and `integral_constant<bool, B>::operator bool()` is a member of a
//! class template specialisation whose body class instantiation leaves out (`instantiate.rs`).
//!
//! [`Lowerer::prepare_constant`] evaluates an expression quietly; each time the evaluator stops at a
//! constexpr call without a body (`Failure::NeedsBody`) the body is instantiated — a prelude function
//! template's stored definition lowered with its parameters bound (as `explicit_instantiation.rs` does
//! for user templates), or an instantiated class's kept member body (`InstState::member_bodies`) — and
//! the evaluation starts again. Each function is tried once. The instantiation is quiet and all or
//! nothing: any gap or diagnostic inside discards the body (EDG would report it with an instantiation
//! context, not modelled), and the evaluation then meets the gap `sema: constexpr function without body`.
//! Only the evaluation that needs the body instantiates it, so nothing is instantiated that EDG would
//! not (its diagnostics could differ otherwise).
use super::Lowerer;
use crate::parse::ast::{self, DeclKind};
use crate::sema::entities::{FunctionData, Payload};
use crate::sema::eval::{evaluate_in, Failure};
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::scopes::ScopeKind;
use crate::sema::types::TemplateArg;

/// Bodies instantiated for one constant expression before giving up (then the evaluation's own gap).
const MAX_BODIES_PER_EXPR: usize = 256;

impl<'a> Lowerer<'a> {
    /// Instantiates the constexpr function bodies evaluating `e` needs, so that the evaluation that
    /// follows (static_assert, template argument, …) sees them.
    pub(crate) fn prepare_constant(&mut self, e: ExprId) {
        if self.stopped || e.is_none() || self.sema.expr(e).is_dependent() {
            return;
        }
        for _ in 0..MAX_BODIES_PER_EXPR {
            let Err(Failure::NeedsBody(f, _)) = evaluate_in(self.sema.il, e, true) else { return };
            if !self.inst.bodies_tried.insert(f) || !self.instantiate_constexpr_body(f) {
                return;
            }
        }
    }

    /// Lowers the body of constexpr function `f` if it has a stored definition; whether it has one now.
    fn instantiate_constexpr_body(&mut self, f: EntityId) -> bool {
        let Some(fd) = self.sema.il.entities.get(f).and_then(|e| e.function()).copied() else { return false };
        if fd.body.is_some() || !fd.has(FunctionData::CONSTEXPR | FunctionData::CONSTEVAL | FunctionData::CONSTEXPR_TEMPLATE) {
            return false;
        }
        let ok = if let Some(b) = self.inst.member_bodies.get(&f).copied() {
            self.quiet_body(f, |l| {
                l.member_body(b);
                Some(())
            })
        } else if fd.spec.template.is_some() && fd.has(FunctionData::CONSTEXPR_TEMPLATE) {
            let t = fd.spec.template;
            self.quiet_body(f, |l| l.template_body(t, f))
        } else {
            false
        };
        let has = ok && self.sema.il.entities.get(f).and_then(|e| e.function()).is_some_and(|fd| fd.body.is_some());
        if !has {
            // A body lowered with a gap or diagnostic inside is not evaluated.
            if let Some(Payload::Function(fd)) = self.sema.il.entities.get_mut(f).map(|e| &mut e.data) {
                fd.body = crate::sema::ids::StmtId::NONE;
            }
        }
        has
    }

    /// The stored definition of prelude function template `t` lowered as the body of its specialisation
    /// `f`, each template parameter's name denoting its argument.
    fn template_body(&mut self, t: EntityId, f: EntityId) -> Option<()> {
        let &decl = self.tmpl.patterns.get(&t)?;
        if self.tmpl.opaque.contains(&t) {
            return None;
        }
        let ast: &'a ast::Ast = self.ast;
        let DeclKind::Function { body: Some(body), ctor_inits, try_block, .. } = &ast.decl(decl).kind else { return None };
        if !ctor_inits.is_empty() || !try_block.is_empty() {
            return None;
        }
        let args: Vec<TemplateArg> = self.sema.il.entities.get(f).and_then(|e| e.spec()).map(|s| self.sema.il.types.arg_list(s.args).to_vec())?;
        let params: Vec<EntityId> = self.sema.il.entities.template_params(t).collect();
        if params.len() != args.len() {
            return None;
        }
        let outer = self.sema.il.entities.get(t).map(|x| x.scope).unwrap_or(crate::sema::scopes::Scopes::GLOBAL);
        let bscope = self.sema.il.scopes.push(ScopeKind::TemplateParams, outer, EntityId::NONE);
        for (&p, &a) in params.iter().zip(&args) {
            self.bind_param(bscope, p, a, None).ok()?;
        }
        // The specialisation's parameters (`mirror_params`) are visible in the body, inside the bindings.
        let first = self.sema.il.entities.get(f).and_then(|e| e.function()).map(|fd| fd.first_param).unwrap_or(EntityId::NONE);
        if first.is_some() {
            let ps = self.sema.il.entities.get(first).map(|p| p.scope)?;
            self.sema.il.scopes.set_parent(ps, bscope);
        } else if self.sema.il.entities.get(f).and_then(|e| e.function()).is_some_and(|fd| fd.param_count > 0) {
            return None;
        }
        self.scope = bscope;
        self.sema.cur_scope = bscope;
        self.cif.instantiating += 1;
        self.function_body(f, *body, false);
        self.cif.instantiating -= 1;
        Some(())
    }

    /// Runs `lower` in a clean context (as at namespace scope, not flushing) and quietly: true when it
    /// met no gap and gave no diagnostic.
    pub(super) fn quiet_body(&mut self, f: EntityId, lower: impl FnOnce(&mut Self) -> Option<()>) -> bool {
        if self.inst.active.len() >= 48 {
            return false;
        }
        let decl_lo = self.sema.il.entities.get(f).map(|e| e.span.lo).unwrap_or(self.decl_lo);
        let saved = self.enter_clean_context(None, decl_lo, None, Vec::new(), f);

        let expr_lo = self.sema.il.exprs.len();
        let q = self.run_quietly(lower);
        let expr_hi = self.sema.il.exprs.len();
        let failed = q.value.is_none() || !q.clean();
        if failed && std::env::var_os("CUFE_INST_DEBUG").is_some() {
            let name = crate::sema::printing::Printer::new(self.sema.il).qualified_name(f);
            for (w, _) in q.gaps.iter() {
                eprintln!("inst-debug: constexpr body of {} failed: {} at {}", name, w, q.gaps.first_offset(w).unwrap_or(0));
            }
            if let Some(d) = q.diags.first() {
                eprintln!("inst-debug: constexpr body of {} failed: diagnostic {} at {:?}", name, d.id.tag(), d.at);
            }
        }

        self.leave_clean_context(saved);
        // The body was access-checked as its own function's: an enclosing declaration's check skips it.
        self.classes.checked.push((expr_lo, expr_hi));
        !failed
    }
}

impl<'a> Lowerer<'a> {
    /// A static_assert condition of class type contextually converted to `bool` through its conversion
    /// function (`std::integral_constant`'s `operator bool`); other conditions unchanged. A class
    /// without a usable conversion (its diagnostic is not probed here) is a gap.
    pub(crate) fn class_condition_to_bool(&mut self, c: ExprId, at: u32) -> Option<ExprId> {
        let t = self.sema.expr(c).ty;
        let tt = &self.sema.il.types;
        if !matches!(tt.ckind(tt.unqualified(tt.non_reference(t))), crate::sema::types::TypeKind::Class(_)) {
            return Some(c);
        }
        let b = self.sema.il.types.int(crate::sema::types::IntKind::Bool);
        if matches!(self.sema.conversion_function_to(c, b, true), crate::sema::ctor::UserConv::None) {
            self.gap("lower: static_assert condition of a class type without conversion to bool", at);
            return None;
        }
        let diags = self.sema.diags.len();
        let r = self.sema.contextual_bool(c);
        if self.check_sema_gaps() {
            return None;
        }
        if self.sema.diags.len() != diags || r.is_none() {
            self.sema.diags.truncate(diags);
            self.gap("lower: static_assert condition of a class type", at);
            return None;
        }
        r
    }
}

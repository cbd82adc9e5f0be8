//! Substitution into a dependent `decltype(e)` of a prelude template's signature ([temp.deduct]/7): the
//! expression-SFINAE of libstdc++ and libcu++ (`decltype(_S_test<_Tp1, _Tp2>(0))` in `common_type`,
//! `decltype(std::declval<_Tp>() + …)` in traits). sema's `subst` cannot rebuild an expression, so it
//! asks for `(expression, template, arguments)` (`Il::decltype_requests`); the call is retried once
//! lowering has re-lowered the operand as written, in a scope where each template parameter's name
//! denotes its argument, and recorded the type (`Il::decltype_substs`). Value-dependent non-type
//! arguments of those signatures (`__cccl_enable_if_t<is_integral_v<_Tp> && __cccl_true_, int>`, the
//! `_CCCL_REQUIRES` form) go the same way: re-lowered, evaluated and converted to the parameter's type
//! (`Il::value_substs`, sources in `TemplateState::value_sources`).
//!
//! Quiet, like an instantiation: a gap inside leaves the substitution unknown (the call stays a gap);
//! an error that is a substitution failure in the immediate context (no viable function, invalid
//! operands, no such member) records a deduction failure; any other diagnostic leaves it unknown (an
//! ambiguity too: cufe's may come from redeclarations it did not recognise as such).
use super::Lowerer;
use crate::diag::id;
use crate::sema::ids::{ArgListId, EntityId, ExprId, TypeId};

/// Errors that make the substitution fail rather than the program ill-formed.
pub(super) const SUBSTITUTION_FAILURES: &[crate::diag::DiagId] = &[
    id::NO_MATCHING_FUNCTION,
    id::NO_MATCHING_OPERATOR_FUNCTION,
    id::INCOMPATIBLE_OPERANDS,
    id::NOT_A_MEMBER,
    id::EXPR_NOT_CLASS,
    id::BAD_INDIRECTION_OPERAND,
];

/// Nesting of substitutions in progress beyond which cufe gives up (each may ask for another).
const MAX_NESTING: u32 = 16;

impl<'a> Lowerer<'a> {
    /// Computes the requested substitutions; true if any new result (type or failure) was recorded.
    pub(crate) fn substitute_requested_decltypes(&mut self, wanted: Vec<(ExprId, EntityId, ArgListId)>, at: u32) -> bool {
        let mut progress = false;
        for key in wanted {
            if self.sema.il.decltype_substs.contains_key(&key) || self.sema.il.value_substs.contains_key(&key) {
                continue;
            }
            if self.tmpl.value_sources.contains_key(&key.0) {
                if let Some(a) = self.substitute_value(key.0, key.1, key.2, at) {
                    self.sema.il.value_substs.insert(key, a);
                    progress = true;
                }
                continue;
            }
            if let Some(t) = self.substitute_decltype(key.0, key.1, key.2, at) {
                self.sema.il.decltype_substs.insert(key, t);
                progress = true;
            }
        }
        progress
    }

    /// The type `decltype(e)` denotes with `tmpl`'s parameters bound to `args`: `Some(NONE)` for a
    /// substitution failure, None when unknown.
    fn substitute_decltype(&mut self, x: ExprId, tmpl: EntityId, args: ArgListId, at: u32) -> Option<TypeId> {
        let &(e, scope) = self.tmpl.decltype_sources.get(&x)?;
        let (q, errors) = self.relower_bound(scope, tmpl, args, |l| l.decltype_type(e, at))?;
        if std::env::var_os("CUFE_INST_DEBUG").is_some() {
            eprintln!("decltype-debug: substitution at {}: gap {:?}, errors {:?}", self.ast.expr(e).span.lo, q.gaps.first_met(), errors);
        }
        if q.stopped || !q.gaps.is_empty() {
            return None;
        }
        if !errors.is_empty() {
            return errors.iter().all(|d| SUBSTITUTION_FAILURES.contains(d)).then_some(TypeId::NONE);
        }
        let t = q.value?;
        (!self.sema.il.types.is_dependent(t) && !self.sema.il.types.is_error(t)).then_some(t)
    }

    /// The value-dependent non-type template argument `x` with `tmpl`'s parameters bound to `args`:
    /// the constant converted to the parameter's type, `Some(None)` for a substitution failure, None
    /// when unknown (not a constant, a gap, another diagnostic).
    fn substitute_value(&mut self, x: ExprId, tmpl: EntityId, args: ArgListId, at: u32) -> Option<Option<crate::sema::types::TemplateArg>> {
        let &(e, scope, pty) = self.tmpl.value_sources.get(&x)?;
        let (q, errors) = self.relower_bound(scope, tmpl, args, |l| l.constant_template_arg(e, pty, at))?;
        if std::env::var_os("CUFE_INST_DEBUG").is_some() {
            eprintln!("value-debug: substitution at {}: {:?}, gap {:?}, errors {:?}", self.ast.expr(e).span.lo, q.value, q.gaps.first_met(), errors);
        }
        if q.stopped || !q.gaps.is_empty() {
            return None;
        }
        if !errors.is_empty() {
            return errors.iter().all(|d| SUBSTITUTION_FAILURES.contains(d)).then_some(None);
        }
        q.value.map(Some)
    }

    /// Runs `f` quietly in a clean context where each of `tmpl`'s parameters names its argument in
    /// `args` (a scope under `scope`, where the operand was written); its run and the errors it met.
    fn relower_bound<T>(&mut self, scope: crate::sema::ids::ScopeId, tmpl: EntityId, args: ArgListId, f: impl FnOnce(&mut Self) -> Option<T>) -> Option<(super::clean_context::QuietRun<Option<T>>, Vec<crate::diag::DiagId>)> {
        if self.tmpl.decltype_nesting >= MAX_NESTING {
            return None;
        }
        let (bscope, own_packs) = self.bind_template_args(tmpl, args, scope, true)?;
        let saved = self.enter_clean_context(Some(bscope), self.decl_lo, None, own_packs, tmpl);
        self.tmpl.decltype_nesting += 1;
        let expr_lo = self.sema.il.exprs.len();
        let q = self.run_quietly(|l| l.checked_from_template(tmpl, f));
        let expr_hi = self.sema.il.exprs.len();
        let errors: Vec<crate::diag::DiagId> = q.diags.iter().filter(|d| d.severity >= crate::diag::Severity::DiscretionaryError).map(|d| d.id).collect();
        self.tmpl.decltype_nesting -= 1;
        self.leave_clean_context(saved);
        self.classes.checked.push((expr_lo, expr_hi));
        Some((q, errors))
    }
}

//! Default type arguments of prelude template parameters that hold a value-dependent expression, met
//! in function-template argument deduction ([temp.deduct]/5): libstdc++'s
//! `template<typename _ErrorCodeEnum, typename = typename enable_if<is_error_code_enum<_ErrorCodeEnum>::value>::type>`.
//! sema's `subst` cannot rebuild the expression, so deduction asks for (parameter, template, arguments
//! before it) (`Il::default_requests`); the call is retried once lowering has re-lowered the default as
//! written, in a scope where each earlier parameter's name denotes its argument, and recorded the type
//! (`Il::default_substs`).
//!
//! Quiet, like decltype_subst.rs: a gap inside leaves the substitution unknown; errors that are all
//! substitution failures in the immediate context (`enable_if<false>` has no member `type`) record a
//! deduction failure; any other diagnostic leaves it unknown.
use super::Lowerer;
use crate::sema::ids::{ArgListId, EntityId, TypeId};
use crate::sema::scopes::ScopeKind;
use crate::sema::types::TemplateArg;

/// Nesting of substitutions in progress beyond which cufe gives up (each may ask for another).
const MAX_NESTING: u32 = 16;

impl<'a> Lowerer<'a> {
    /// Computes the requested default substitutions; true if any new result was recorded.
    pub(crate) fn substitute_requested_defaults(&mut self) -> bool {
        let wanted = std::mem::take(&mut self.sema.il.default_requests);
        let mut progress = false;
        for key in wanted {
            if self.sema.il.default_substs.contains_key(&key) {
                continue;
            }
            if let Some(t) = self.substitute_default(key.0, key.1, key.2) {
                self.sema.il.default_substs.insert(key, t);
                progress = true;
            }
        }
        progress
    }

    /// The default of parameter `p` of `tmpl` with the parameters before it bound to `before`:
    /// `Some(NONE)` for a substitution failure, None when unknown.
    fn substitute_default(&mut self, p: EntityId, tmpl: EntityId, before: ArgListId) -> Option<TypeId> {
        let Some(&(ty, scope)) = self.tmpl.type_default_sources.get(&p) else {
            self.debug_default(p, tmpl, "no default recorded as written (not a prelude template parameter)");
            return None;
        };
        if self.tmpl.default_nesting >= MAX_NESTING {
            self.debug_default(p, tmpl, "nesting limit");
            return None;
        }
        let args: Vec<TemplateArg> = self.sema.il.types.arg_list(before).to_vec();
        let params: Vec<EntityId> = self.sema.il.entities.template_params(tmpl).take(args.len()).collect();
        if params.len() != args.len() {
            self.debug_default(p, tmpl, "fewer template parameters than arguments before the default");
            return None;
        }
        let bscope = self.sema.il.scopes.push(ScopeKind::TemplateParams, scope, EntityId::NONE);
        let outer_packs = std::mem::take(&mut self.inst.packs);
        let bound = params.iter().zip(&args).all(|(&q, &a)| self.bind_param(bscope, q, a, None).is_ok());
        let own_packs = std::mem::replace(&mut self.inst.packs, outer_packs);
        if !bound {
            self.debug_default(p, tmpl, "an earlier argument could not be bound to its parameter");
            return None;
        }
        let saved = self.enter_clean_context(Some(bscope), self.decl_lo, None, own_packs, tmpl);
        self.tmpl.default_nesting += 1;
        let saved_sfinae = self.tmpl.sfinae.replace(false);
        // Checked from the template's context (a member template's class); the enclosing
        // declaration's check then skips the range.
        let expr_lo = self.sema.il.exprs.len();
        let q = self.run_quietly(|l| l.checked_from_template(tmpl, |l| l.type_id(ty)));
        let expr_hi = self.sema.il.exprs.len();
        let failed = std::mem::replace(&mut self.tmpl.sfinae, saved_sfinae) == Some(true);
        let errors: Vec<crate::diag::DiagId> = q.diags.iter().filter(|d| d.severity >= crate::diag::Severity::DiscretionaryError).map(|d| d.id).collect();
        if std::env::var_os("CUFE_INST_DEBUG").is_some() {
            let why = format!("substitution at {}: gap {:?}, errors {:?}, sfinae failure {}", self.ast.ty(ty).span.lo, q.gaps.first_met(), errors, failed);
            self.debug_default(p, tmpl, &why);
        }
        self.tmpl.default_nesting -= 1;
        self.leave_clean_context(saved);
        self.classes.checked.push((expr_lo, expr_hi));
        if q.stopped || !q.gaps.is_empty() {
            return None;
        }
        if failed {
            return Some(TypeId::NONE);
        }
        if !errors.is_empty() {
            return errors.iter().all(|d| super::decltype_subst::SUBSTITUTION_FAILURES.contains(d)).then_some(TypeId::NONE);
        }
        let t = q.value?;
        (!self.sema.il.types.is_dependent(t) && !self.sema.il.types.is_error(t)).then_some(t)
    }

    /// CUFE_INST_DEBUG: which default (parameter and template, by name) and why its substitution
    /// gave no type, so a census "default template arguments" gap can be traced to its cause.
    fn debug_default(&self, p: EntityId, tmpl: EntityId, why: &str) {
        if std::env::var_os("CUFE_INST_DEBUG").is_some() {
            let pr = crate::sema::printing::Printer::new(self.sema.il);
            eprintln!("default-debug: default of `{}` ({:?}) of template `{}` ({:?}): {}", pr.name(p), p, pr.name(tmpl), tmpl, why);
        }
    }
}

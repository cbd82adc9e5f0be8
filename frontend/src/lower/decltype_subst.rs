//! Substitution into a dependent `decltype(e)` of a prelude template's signature ([temp.deduct]/7): the
//! expression-SFINAE of libstdc++ and libcu++ (`decltype(_S_test<_Tp1, _Tp2>(0))` in `common_type`,
//! `decltype(std::declval<_Tp>() + …)` in traits). sema's `subst` cannot rebuild an expression, so it
//! asks for `(expression, template, arguments)` (`Il::decltype_requests`); the call is retried once
//! lowering has re-lowered the operand as written, in a scope where each template parameter's name
//! denotes its argument, and recorded the type (`Il::decltype_substs`).
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
            if self.sema.il.decltype_substs.contains_key(&key) {
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
        if self.tmpl.decltype_nesting >= MAX_NESTING {
            return None;
        }
        let (bscope, own_packs) = self.bind_template_args(tmpl, args, scope)?;
        let saved = self.enter_clean_context(Some(bscope), self.decl_lo, None, own_packs, tmpl);
        self.tmpl.decltype_nesting += 1;
        let q = self.run_quietly(|l| l.decltype_type(e, at));
        let errors: Vec<crate::diag::DiagId> = q.diags.iter().filter(|d| d.severity >= crate::diag::Severity::DiscretionaryError).map(|d| d.id).collect();
        if std::env::var_os("CUFE_INST_DEBUG").is_some() {
            let pr = crate::sema::printing::Printer::new(&self.sema.il);
            let shown: Vec<String> = self.sema.il.types.arg_list(args).iter().map(|a| match a { crate::sema::types::TemplateArg::Type(t) => pr.type_str(*t), other => format!("{:?}", other) }).collect();
            eprintln!("decltype-debug: substitution at {} with [{}]: gap {:?}, errors {:?}", self.ast.expr(e).span.lo, shown.join(", "), q.gaps.first_met(), errors);
        }
        self.tmpl.decltype_nesting -= 1;
        self.leave_clean_context(saved);
        if q.stopped || !q.gaps.is_empty() {
            return None;
        }
        if !errors.is_empty() {
            return errors.iter().all(|d| SUBSTITUTION_FAILURES.contains(d)).then_some(TypeId::NONE);
        }
        let t = q.value?;
        (!self.sema.il.types.is_dependent(t) && !self.sema.il.types.is_error(t)).then_some(t)
    }
}

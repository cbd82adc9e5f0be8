//! Substitution into prelude alias templates whose pattern holds a value-dependent expression that sema's
//! `subst` cannot rebuild: libcu++'s `template <class _Tp, class _Up> using _IsNotSame =
//! bool_constant<!is_same_v<_Tp, _Up>>;`, `__bool_constant<__divide<_P2, _P>::den == 1>` and the like.
//! `subst` asks for `(alias template, arguments)` (`Il::alias_requests`, non-dependent arguments only);
//! the substitution is retried once lowering has re-lowered the alias's type-id as written, in a scope
//! where each template parameter's name denotes its argument (as an instantiation binds them,
//! `bind_param`), and recorded the type (`Il::alias_substs`) — what [temp.alias]/2 says the template-id
//! is equivalent to.
//!
//! Quiet, like an instantiation: a gap or any diagnostic inside leaves the substitution unknown (the use
//! keeps its gap), and an unknown one is not tried again.
use super::Lowerer;
use crate::sema::ids::{ArgListId, EntityId, ScopeId, TypeId};
use crate::sema::types::TemplateArg;
use std::collections::{HashMap, HashSet};

/// Nesting of alias substitutions in progress beyond which cufe gives up (each may ask for another).
const MAX_NESTING: u32 = 16;

/// Alias-template bookkeeping of one lowering run.
#[derive(Default)]
pub(crate) struct AliasSubsts {
    /// Prelude alias template → its type-id as written and the scope it was lowered in (its template
    /// parameter scope).
    sources: HashMap<EntityId, (crate::parse::ast::TypeId, ScopeId)>,
    /// Substitutions tried without a result (a gap or a diagnostic inside, or in progress).
    unknown: HashSet<(EntityId, ArgListId)>,
    nesting: u32,
    /// Lowering a prelude alias template's type-id (at its declaration).
    pub(super) in_pattern: bool,
}

impl<'a> Lowerer<'a> {
    /// Keeps the type-id of the prelude alias template `t` (declared in template parameter scope `ps`).
    pub(super) fn remember_alias_source(&mut self, t: EntityId, ty: crate::parse::ast::TypeId, ps: ScopeId) {
        self.tmpl.aliases.sources.insert(t, (ty, ps));
    }

    /// In a prelude alias template's pattern, a template-id whose earlier arguments are dependent may
    /// leave a value-dependent default unevaluated: the pattern is only ever substituted by re-lowering
    /// it (the default then evaluated with the arguments bound), never compared or deduced from.
    pub(super) fn alias_pattern_dependent_default(&self, before: &[TemplateArg], at: u32) -> bool {
        self.tmpl.aliases.in_pattern && self.dependent_prelude_context(at) && before.iter().any(|a| self.arg_dependent(*a))
    }

    /// Computes the alias substitutions `subst` asked for; true if any new type was recorded.
    pub(crate) fn substitute_requested_aliases(&mut self) -> bool {
        let wanted = std::mem::take(&mut self.sema.il.alias_requests);
        let mut progress = false;
        for key in wanted {
            if self.sema.il.alias_substs.contains_key(&key) || self.tmpl.aliases.unknown.contains(&key) {
                continue;
            }
            // Marked first: a substitution that asks for itself stays unknown.
            self.tmpl.aliases.unknown.insert(key);
            if let Some(t) = self.substitute_alias(key.0, key.1) {
                self.tmpl.aliases.unknown.remove(&key);
                self.sema.il.alias_substs.insert(key, t);
                progress = true;
            }
        }
        progress
    }

    /// `tmpl<args>` (non-dependent arguments) whose pattern `subst` could not rebuild: the recorded
    /// substitution, computed now if it was not tried yet. None when unknown.
    pub(crate) fn alias_by_relowering(&mut self, tmpl: EntityId, args: &[TemplateArg]) -> Option<TypeId> {
        let key = (tmpl, self.sema.il.types.intern_args(args));
        if !self.sema.il.alias_substs.contains_key(&key) && !self.sema.il.alias_requests.contains(&key) {
            self.sema.il.alias_requests.push(key);
        }
        self.substitute_requested_aliases();
        self.sema.il.alias_substs.get(&key).copied()
    }

    /// The type `tmpl<args>` denotes, by lowering the alias's type-id with its parameters bound to
    /// `args`; None when unknown.
    fn substitute_alias(&mut self, tmpl: EntityId, args: ArgListId) -> Option<TypeId> {
        let &(ty, scope) = self.tmpl.aliases.sources.get(&tmpl)?;
        if self.tmpl.aliases.nesting >= MAX_NESTING {
            return None;
        }
        let (bscope, own_packs) = self.bind_template_args(tmpl, args, scope, false)?;
        let saved = self.enter_clean_context(Some(bscope), self.decl_lo, None, own_packs, tmpl);
        self.tmpl.aliases.nesting += 1;
        let expr_lo = self.sema.il.exprs.len();
        let q = self.run_quietly(|l| l.checked_from_template(tmpl, |l| l.type_id(ty)));
        let expr_hi = self.sema.il.exprs.len();
        if std::env::var_os("CUFE_INST_DEBUG").is_some() {
            eprintln!("alias-debug: substitution of {:?} at {}: gap {:?}, {} diagnostics", tmpl, self.ast.ty(ty).span.lo, q.gaps.first_met(), q.diags.len());
        }
        self.tmpl.aliases.nesting -= 1;
        self.leave_clean_context(saved);
        self.classes.checked.push((expr_lo, expr_hi));
        if !q.clean() {
            return None;
        }
        let t = q.value?;
        (!self.sema.il.types.is_dependent(t) && !self.sema.il.types.is_error(t)).then_some(t)
    }
}

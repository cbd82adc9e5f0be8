//! Converting constructor templates in user-defined conversion sequences ([over.match.copy]/1.1,
//! [over.best.ics]): `error_code(_ErrorCodeEnum)` guarded by `enable_if<is_error_code_enum<…>>` is a
//! candidate for converting an argument of another type only when deduction from that argument (and
//! substitution of its default template arguments) succeeds.
//!
//! Conversion sequences are computed by `&self` code (`overload.rs` `ics`, `ctor.rs`
//! `user_conversion_to_class`), but deduction creates specialisations and asks lowering for
//! instantiations (`&mut`). So a resolution first *prepares* its arguments (`prepare_conversions`):
//! every constructor template of every class a candidate's parameter converts to is deduced from each
//! argument, and the outcome (the specialisation, or "deduction failed") is recorded per (template,
//! argument type, value category). `ctor_template_outcome` reads it back; a template not prepared, or
//! whose deduction cufe cannot decide, is unknown (a gap) as before.
//!
//! Outcomes are recomputed by every preparation (a class completed in between may change them), so
//! a recorded outcome is never older than the resolution reading it.

use super::action::Sema;
use super::deduce::Deduced;
use super::expr::ValueCat;
use super::ids::{EntityId, ExprId, TypeId};
use super::types::TypeKind;

/// Key of a recorded deduction: the constructor template, the argument's canonical type and category.
pub type CtorTmplKey = (EntityId, TypeId, ValueCat);

/// Bound on the recorded outcomes (past it nothing more is recorded: the conversions stay unknown).
const MAX_RECORDED: usize = 1 << 16;

impl<'a> Sema<'a> {
    /// Deduces the converting constructor templates that the candidates `funcs` could need for `args`
    /// (candidate `i`'s parameters take `args` from `skip[i]` on: 1 for a member operator whose first
    /// operand is the object). Returns whether any constructor template was deduced.
    pub(crate) fn prepare_conversions(&mut self, funcs: &[(EntityId, usize)], args: &[ExprId]) -> bool {
        let mut pairs: Vec<(EntityId, ExprId)> = Vec::new();
        for &(f, skip) in funcs {
            let Some(ty) = self.il.entities.get(f).map(|e| e.ty) else { continue };
            let TypeKind::Function(sig) = self.il.types.ckind(ty) else { continue };
            let params = self.il.types.type_list(sig.params).to_vec();
            for (&p, &a) in params.iter().zip(args.iter().skip(skip)) {
                let target = self.il.types.unqualified(self.il.types.non_reference(p));
                let Some(c) = self.il.types.class_entity(target) else { continue };
                // A parameter of a specialisation not instantiated yet (`initializer_list<char>`): its
                // constructors are unknown until lowering instantiates it (lower/deduce_defaults.rs).
                let incomplete_spec = self.il.entities.get(c).and_then(|x| x.class()).is_some_and(|cd| !cd.complete && cd.spec.is_specialization());
                if incomplete_spec && !self.il.types.is_dependent(target) && !self.inst_requests.contains(&c) {
                    self.inst_requests.push(c);
                }
                if !pairs.contains(&(c, a)) {
                    pairs.push((c, a));
                }
            }
        }
        let mut any = false;
        for (c, a) in pairs {
            any |= self.prepare_conversion_to(a, c);
        }
        any
    }

    /// Deduces each constructor template of `class` that could convert `e` on its own; whether any was.
    pub(crate) fn prepare_conversion_to(&mut self, e: ExprId, class: EntityId) -> bool {
        let n = self.expr(e);
        if n.is_dependent() || self.is_error(e) {
            return false;
        }
        if let Some(src) = self.il.types.class_entity(n.ty) {
            if src == class || super::conv::base_distance(self.il, src, class).is_some() {
                return false;
            }
        }
        let mut any = false;
        let key_ty = self.il.types.canonical(n.ty);
        for t in self.constructor_templates(class) {
            if !self.converting_template_candidate(t, n.ty) {
                continue;
            }
            any = true;
            let key = (t, key_ty, n.cat);
            let outcome = match self.deduce_call(t, &[e]) {
                Deduced::Ok(spec) => Some(Some(spec)),
                Deduced::Failed | Deduced::ExplicitFailed => Some(None),
                Deduced::Unknown(_) => None,
            };
            match outcome {
                Some(o) if self.ctor_tmpl_outcomes.len() < MAX_RECORDED || self.ctor_tmpl_outcomes.contains_key(&key) => {
                    self.ctor_tmpl_outcomes.insert(key, o);
                }
                _ => {
                    self.ctor_tmpl_outcomes.remove(&key);
                }
            }
        }
        any
    }

    /// Whether constructor template `t` needs deducing to know if it converts an argument of type
    /// `arg` (one that cannot take one argument, or surely fails, is no candidate).
    pub(crate) fn converting_template_candidate(&self, t: EntityId, arg: TypeId) -> bool {
        self.constructor_template_may_take(t, 1) && !self.deduction_surely_fails_unary(t, arg)
    }

    /// The prepared outcome of deducing constructor template `t` from `e`: `Some(Some(spec))` the
    /// specialisation, `Some(None)` deduction failed (no candidate), `None` not known.
    pub(crate) fn ctor_template_outcome(&self, t: EntityId, e: ExprId) -> Option<Option<EntityId>> {
        let n = self.expr(e);
        self.ctor_tmpl_outcomes.get(&(t, self.il.types.canonical(n.ty), n.cat)).copied()
    }
}

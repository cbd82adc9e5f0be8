//! Member function calls `obj.f(args)` / `p->f(args)` with overload resolution including the implicit
//! object argument (probes/x11):
//!
//! - no viable member: #304 `no instance of overloaded function "S::f" matches the argument list` at the
//!   member name, related `argument types are: (…)` then `object type is: S`, notes as for calls;
//! - only the object's qualifiers prevent a match: #1087 `no instance of overloaded function "S::f"
//!   matches the argument list and object (the object has type qualifiers that prevent a match)` with the
//!   same related lines and no notes;
//! - a single (non-overloaded) member on an object with incompatible qualifiers: #1086 `the object has
//!   type qualifiers that are not compatible with the member function "S::g"`, related `object type is:
//!   const S`, at the object expression; argument-count/conversion errors as for plain calls.

use super::action::Sema;
use super::entities::{FunctionData, Payload};
use super::expr::{ExprKind, ValueCat};
use super::ids::{EntityId, ExprId};
use super::names::Symbol;
use super::overload::Ics;
use super::printing::Printer;
use super::scopes::{LookupKind, LookupResult};
use super::types::{Quals, TypeKind};
use crate::diag::{id, Arg, DiagId, Diagnostic, Severity, Where};
use crate::source::{Offset, Span};
use std::cmp::Ordering;

impl<'a> Sema<'a> {
    /// `base.name(args)` / `base->name(args)`.
    #[allow(clippy::too_many_arguments)]
    pub fn build_member_call(
        &mut self,
        base: ExprId,
        arrow: bool,
        name: Symbol,
        name_at: Offset,
        args: &[ExprId],
        span: Span,
        rparen: Offset,
    ) -> ExprId {
        if self.is_error(base) || args.iter().any(|&a| self.is_error(a)) {
            return self.error_expr(span);
        }
        let mut all = vec![base];
        all.extend_from_slice(args);
        if all.iter().any(|&x| self.expr(x).is_dependent()) {
            return self.build_dependent(&all, span, name_at);
        }
        let nb = self.expr(base);
        let obj_ty = if arrow {
            match self.il.types.ckind(nb.ty) {
                TypeKind::Pointer(p) => p,
                _ => {
                    self.gaps.note("sema: operator-> or non-pointer arrow operand", name_at);
                    return self.error_expr(span);
                }
            }
        } else {
            nb.ty
        };
        let Some(class) = self.il.types.class_entity(obj_ty) else {
            // Field access of a non-class: reuse build_member's diagnostics.
            let m = self.build_member(base, arrow, name, name_at, span);
            return if self.is_error(m) { m } else { self.build_call(m, args, span, rparen) };
        };
        let Some(cd) = self.il.entities.get(class).and_then(|e| e.class()).copied() else { return self.error_expr(span) };
        if !cd.complete {
            self.gaps.note("sema: member call on incomplete class", name_at);
            return self.error_expr(span);
        }
        let r = self.il.scopes.lookup_in(&self.il.entities, &self.il.types, cd.scope, name, LookupKind::Ordinary);
        let cands: Vec<EntityId> = match r {
            LookupResult::Overloads(v) => v.into_iter().map(|e| self.il.entities.resolve(e)).collect(),
            LookupResult::Found(e) => {
                let e = self.il.entities.resolve(e);
                if !matches!(self.il.entities.get(e).map(|x| x.data), Some(Payload::Function(_))) {
                    // A data member of class or pointer-to-function type, a member template, …
                    if matches!(self.il.entities.get(e).map(|x| x.data), Some(Payload::Template(_))) {
                        self.gaps.note("sema: member function template call", name_at);
                        return self.error_expr(span);
                    }
                    let m = self.build_member(base, arrow, name, name_at, span);
                    return if self.is_error(m) { m } else { self.build_call(m, args, span, rparen) };
                }
                vec![e]
            }
            _ => {
                let m = self.build_member(base, arrow, name, name_at, span);
                return m;
            }
        };
        if cands.is_empty() {
            return self.error_expr(span);
        }
        // `g.operator()(1)` names a generic lambda's call operator pattern (its template is called
        // through `lower/generic_lambda_calls.rs` only).
        if cands.iter().any(|&c| self.il.lambdas.iter().any(|r| r.generic && r.call_op == c)) {
            self.gaps.note("sema: call of a generic lambda", name_at);
            return self.error_expr(span);
        }
        if cands.iter().any(|&c| !matches!(self.il.entities.get(c).map(|x| x.data), Some(Payload::Function(_)))) {
            self.gaps.note("sema: member function template in overload set", name_at);
            return self.error_expr(span);
        }
        let oq = self.il.types.quals(obj_ty);
        let obj_ok = |s: &Self, f: EntityId| -> bool {
            let Some(e) = s.il.entities.get(f) else { return false };
            if e.function().map(|d| d.has(FunctionData::STATIC_MEMBER)).unwrap_or(false) {
                return true;
            }
            match s.il.types.ckind(e.ty) {
                TypeKind::Function(sig) => sig.quals.has(oq.minus(Quals::RESTRICT)),
                _ => false,
            }
        };
        let obj_line = crate::diag::expand(DiagId(1085).template(), &[Arg::Str(Printer::new(self.il).type_str(obj_ty))]);
        if cands.len() == 1 {
            let f = cands[0];
            if !obj_ok(self, f) {
                let name = Printer::new(self.il).qualified_name(f);
                let mut d = Diagnostic::new(Severity::Error, id::UNQUAL_NAMED_FUNCTION_WITH_QUAL_OBJECT, Where::At(nb.span.lo))
                    .arg(Arg::Entity { kind: "function".into(), name });
                d.related.push(obj_line);
                self.diags.push(d);
                return self.error_expr(span);
            }
            let callee = self.member_callee(base, f, arrow, span, name_at);
            return self.build_call(callee, args, span, rparen);
        }
        let prep: Vec<(EntityId, usize)> = cands.iter().map(|&f| (f, 0)).collect();
        let _ = self.prepare_conversions(&prep, args);
        let mut results = Vec::with_capacity(cands.len());
        for &f in &cands {
            results.push(self.viability_pub(f, args));
        }
        if results.iter().any(|v| v.2) {
            self.note_unless_retrying("sema: member overload resolution needs unmodelled conversions", name_at);
            return self.error_expr(span);
        }
        let viable: Vec<(usize, Vec<Ics>)> = results
            .iter()
            .enumerate()
            .filter(|(i, _)| obj_ok(self, cands[*i]))
            .filter_map(|(i, v)| v.3.clone().map(|s| (i, s)))
            .collect();
        if viable.is_empty() {
            let set = self.overload_set_arg(cands[0]);
            let blocked_by_object = results.iter().enumerate().any(|(i, v)| v.0 && !obj_ok(self, cands[i]));
            let mut d = if blocked_by_object {
                Diagnostic::new(Severity::Error, id::NO_MATCHING_FUNCTION_DUE_TO_SELECTOR, Where::At(name_at)).arg(set)
            } else {
                Diagnostic::new(Severity::Error, id::NO_MATCHING_FUNCTION, Where::At(name_at)).arg(set)
            };
            d.related.push(self.arg_types_line(args));
            d.related.push(obj_line);
            if !blocked_by_object {
                for (i, &c) in cands.iter().enumerate().rev() {
                    let decl = self.il.entities.get(c).map(|e| e.span.lo).unwrap_or(0);
                    let note = match results[i].1 {
                        None => Diagnostic::new(Severity::Note, id::CANDIDATE_WRONG_PARAM_COUNT, Where::At(decl)).arg(self.fn_arg(c)),
                        Some(k) => Diagnostic::new(Severity::Note, id::NONVIABLE_BECAUSE_ARG_MISMATCH, Where::At(decl))
                            .arg(self.fn_arg(c))
                            .arg(Arg::Num(k as i64)),
                    };
                    d = d.note(note);
                }
            }
            self.diags.push(d);
            return self.error_expr(span);
        }
        // The implicit object argument: a const member called on a non-const object adds qualification.
        let obj_rank = |s: &Self, f: EntityId| -> u8 {
            match s.il.entities.get(f).map(|e| s.il.types.ckind(e.ty)) {
                Some(TypeKind::Function(sig)) if sig.quals != oq => 1,
                _ => 0,
            }
        };
        let cmp = |s: &Self, (i, si): (usize, &Vec<Ics>), (j, sj): (usize, &Vec<Ics>)| {
            let args_cmp = super::overload::better(s, si, sj);
            let obj = obj_rank(s, cands[i]).cmp(&obj_rank(s, cands[j]));
            match (args_cmp, obj) {
                // Each better for some argument: neither is better, whatever the object argument.
                (Ordering::Equal, _) if super::overload::mixed(si, sj) => Ordering::Equal,
                (Ordering::Equal, o) => o,
                (a, Ordering::Equal) => a,
                (a, o) if a == o => a,
                _ => Ordering::Equal,
            }
        };
        let best = viable
            .iter()
            .find(|(i, si)| viable.iter().all(|(j, sj)| i == j || cmp(self, (*i, si), (*j, sj)) == Ordering::Less))
            .map(|(i, _)| *i);
        let Some(b) = best else {
            self.gaps.note("sema: ambiguous member function call", name_at);
            return self.error_expr(span);
        };
        if viable.iter().any(|(i, si)| *i == b && super::overload::has_ambiguous_ics(si)) {
            self.gaps.note("sema: best member needs an ambiguous conversion", name_at);
            return self.error_expr(span);
        }
        let f = cands[b];
        if self.is_deleted_fn(f) {
            self.report_deleted(f, name_at);
            return self.error_expr(span);
        }
        let callee = self.member_callee(base, f, arrow, span, name_at);
        self.build_call(callee, args, span, rparen)
    }

    /// `base.f` / `base->f` as the callee of a call of member function `f` (already chosen).
    pub(crate) fn member_callee(&mut self, base: ExprId, f: EntityId, arrow: bool, span: Span, name_at: Offset) -> ExprId {
        let base = if arrow { self.default_conversion(base) } else { base };
        let fty = self.il.entities.get(f).map(|e| e.ty).unwrap_or(super::types::TypeTable::ERROR);
        let is_static = self.il.entities.get(f).and_then(|e| e.function()).map(|d| d.has(FunctionData::STATIC_MEMBER)).unwrap_or(false);
        let cat = if is_static { ValueCat::LValue } else { ValueCat::PRValue };
        self.add(ExprKind::Member { base, member: f, arrow }, fty, cat, Span::new(span.lo, name_at), name_at)
    }
}

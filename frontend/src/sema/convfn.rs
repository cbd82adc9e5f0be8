//! Conversion functions (`operator T() const`) as user-defined conversions from a class to a non-class
//! type ([over.match.conv]): copy-initialisation (`int i = s;`, argument passing, `return s;`) considers
//! the non-explicit ones, contextual conversion to `bool` (`if (s)`) also the explicit ones
//! (probes/x11: `int i = s;` with `operator bool()` and `explicit operator int()` is accepted through
//! `bool` → `int`).
//!
//! The candidates are the conversion functions of the class and of its (non-dependent, complete) bases;
//! conversion function templates and ambiguous choices are `UserConv::Unknown`/`Ambiguous` (gaps).

use super::action::Sema;
use super::conv::{standard_conversion, StdConv};
use super::ctor::UserConv;
use super::entities::{FnRole, FunctionData, Payload};
use super::expr::{ExprKind, ValueCat};
use super::ids::{EntityId, ExprId, TypeId};
use super::types::TypeKind;
use crate::source::Span;
use std::cmp::Ordering;

impl<'a> Sema<'a> {
    /// Conversion functions visible in class `c` (own first, then bases'), or `None` when a base or a
    /// conversion function template makes the set unknowable here.
    pub fn conversion_functions(&self, c: EntityId) -> Option<Vec<EntityId>> {
        let mut out = Vec::new();
        let mut stack = vec![(c, 0u32)];
        let mut seen = Vec::new();
        while let Some((k, depth)) = stack.pop() {
            if depth > 32 || seen.contains(&k) {
                continue;
            }
            seen.push(k);
            let cd = self.il.entities.get(k).and_then(|e| e.class()).copied()?;
            if !cd.complete {
                return None;
            }
            for m in self.il.scopes.members(&self.il.entities, cd.scope).take(100_000) {
                let Some(e) = self.il.entities.get(m) else { continue };
                match e.data {
                    Payload::Function(fd) if fd.role == FnRole::Conversion => out.push(m),
                    Payload::Template(t) => {
                        let is_conv = self.il.entities.get(t.pattern).and_then(|p| p.function()).map(|f| f.role == FnRole::Conversion);
                        if is_conv == Some(true) {
                            return None;
                        }
                    }
                    _ => {}
                }
            }
            for b in self.il.entities.bases_of(k) {
                if self.il.types.is_dependent(b.ty) {
                    return None;
                }
                let bc = self.il.types.class_entity(b.ty)?;
                stack.push((bc, depth + 1));
            }
        }
        Some(out)
    }

    /// The best conversion function of `e`'s class to non-class type `to`.
    pub fn conversion_function_to(&self, e: ExprId, to: TypeId, allow_explicit: bool) -> UserConv {
        let n = self.expr(e);
        let Some(c) = self.il.types.class_entity(n.ty) else { return UserConv::None };
        let Some(fns) = self.conversion_functions(c) else { return UserConv::Unknown };
        let oq = self.il.types.quals(n.ty);
        let mut cands: Vec<(EntityId, StdConv)> = Vec::new();
        for f in fns {
            let Some(ent) = self.il.entities.get(f) else { continue };
            let Some(fd) = ent.function() else { continue };
            if fd.has(FunctionData::EXPLICIT) && !allow_explicit {
                continue;
            }
            let TypeKind::Function(sig) = self.il.types.ckind(ent.ty) else { continue };
            // The implicit object parameter: a const object needs a const member.
            if !sig.quals.has(oq.minus(super::types::Quals::RESTRICT)) {
                continue;
            }
            if self.il.types.is_dependent(sig.ret) {
                return UserConv::Unknown;
            }
            let r = self.il.types.non_reference(sig.ret);
            if let Some(sc) = standard_conversion(self.il, r, to, false) {
                cands.push((f, sc));
            }
        }
        if cands.is_empty() {
            return UserConv::None;
        }
        let winners: Vec<&(EntityId, StdConv)> = cands
            .iter()
            .filter(|(a, ca)| cands.iter().all(|(b, cb)| a == b || self.compare_user_candidates(*a, ca, *b, cb) == Ordering::Less))
            .collect();
        match winners.as_slice() {
            [(f, c)] => UserConv::Unique(*f, *c),
            _ => UserConv::Ambiguous,
        }
    }

    /// `e.operator T()` as a call node (the result before the second standard conversion).
    pub(crate) fn call_conversion_function(&mut self, e: ExprId, f: EntityId) -> ExprId {
        let n = self.expr(e);
        let fty = self.il.entities.get(f).map(|x| x.ty).unwrap_or(super::types::TypeTable::ERROR);
        let ret = match self.il.types.ckind(fty) {
            TypeKind::Function(sig) => sig.ret,
            _ => super::types::TypeTable::ERROR,
        };
        let callee = self.add(ExprKind::Member { base: e, member: f, arrow: false }, fty, ValueCat::PRValue, n.span, n.pos);
        let (ty, cat) = match self.il.types.ckind(ret) {
            TypeKind::LRef(u) => (u, ValueCat::LValue),
            TypeKind::RRef(u) => (u, ValueCat::XValue),
            _ => (ret, ValueCat::PRValue),
        };
        let l = self.il.exprs.add_list(&[]);
        if let Some(x) = self.il.entities.get_mut(f) {
            x.referenced = true;
        }
        let call = self.add(ExprKind::Call { callee, func: f, args: l }, ty, cat, Span::new(n.span.lo, n.span.hi), n.pos);
        if self.conversions.len() < super::action::MAX_CONVERSIONS {
            self.conversions.push((call, self.diags.len(), self.current_function));
        }
        call
    }
}

//! The three-way comparison `a <=> b` (C++20 [expr.spaceship]).
//!
//! Built-in: operands of arithmetic type after the usual arithmetic conversions (integral → the result
//! type `std::strong_ordering`, floating → `std::partial_ordering`) and two pointers of one type
//! (`std::strong_ordering`). The result is a prvalue of the comparison-category class, which must be
//! declared and complete (libstdc++'s `<compare>`). What is a gap: a conversion that could narrow
//! (signed against unsigned: ill-formed unless the value fits, diagnostic unprobed), `bool` against a
//! non-`bool`, enumerations, other pointer combinations, a missing `<compare>` (EDG's error unprobed).
//!
//! Class operands: ordinary resolution of `operator<=>`. With operands of one type and value category
//! the reversed synthesized candidates (`0 <=> (b <=> a)`, [over.match.oper]/3.4) mirror the ordinary
//! ones exactly and lose every tie to them ([over.match.best]/2.8), so ordinary resolution's choice is
//! the result; other operand pairs, or any failure (the notes list rewritten candidates), are gaps.
use super::action::Sema;
use super::entities::Payload;
use super::expr::{BinaryOp, ExprKind, ValueCat};
use super::ids::{ExprId, TypeId};
use super::scopes::{LookupKind, Scopes};
use super::types::TypeKind;
use crate::source::{Offset, Span};

impl<'a> Sema<'a> {
    pub fn build_three_way(&mut self, lhs: ExprId, rhs: ExprId, span: Span, pos: Offset) -> ExprId {
        if self.is_error(lhs) || self.is_error(rhs) {
            return self.error_expr(span);
        }
        if self.any_dependent(&[lhs, rhs]) {
            return self.build_dependent(&[lhs, rhs], span, pos);
        }
        let (lt, rt) = (self.ty_of(lhs), self.ty_of(rhs));
        let tt = &self.il.types;
        let class = |t: TypeId| tt.class_entity(tt.unqualified(tt.non_reference(t))).is_some();
        let enumeration = |t: TypeId| matches!(tt.ckind(tt.unqualified(t)), TypeKind::Enum(_));
        if class(lt) || class(rt) {
            return self.class_three_way(lhs, rhs, span, pos);
        }
        if enumeration(lt) || enumeration(rt) {
            return self.three_way_gap("sema: <=> on enumeration operands", span, pos);
        }
        let (l, r) = (self.promote(lhs), self.promote(rhs));
        let (pl, pr) = (self.ty_of(l), self.ty_of(r));
        let tt = &self.il.types;
        match (tt.ckind(pl), tt.ckind(pr)) {
            (TypeKind::Int(a), TypeKind::Int(b)) => {
                let bools = [self.il.types.int_kind(lt), self.il.types.int_kind(rt)].map(|k| k == Some(super::types::IntKind::Bool));
                if bools[0] != bools[1] {
                    return self.three_way_gap("sema: <=> of bool and another type", span, pos);
                }
                if self.il.target.is_signed(a) != self.il.target.is_signed(b) {
                    if let Some(bad) = self.narrowed_operand(l, r) {
                        return bad;
                    }
                }
                self.arith_three_way(l, r, "strong_ordering", span, pos)
            }
            (TypeKind::Float(_), TypeKind::Float(_) | TypeKind::Int(_)) | (TypeKind::Int(_), TypeKind::Float(_)) => self.arith_three_way(l, r, "partial_ordering", span, pos),
            (TypeKind::Pointer(_), TypeKind::Pointer(_)) if self.il.types.same(pl, pr) => {
                let Some(cat) = self.comparison_category("strong_ordering") else {
                    return self.three_way_gap("sema: <=> without a complete std::strong_ordering", span, pos);
                };
                self.add(ExprKind::Binary(BinaryOp::Spaceship, l, r), cat, ValueCat::PRValue, span, pos)
            }
            (TypeKind::Int(_) | TypeKind::Float(_), TypeKind::Pointer(_)) | (TypeKind::Pointer(_), TypeKind::Int(_) | TypeKind::Float(_))
                if self.incompatible_plain_operands(lhs, rhs) =>
            {
                // #42 with the operand types (probed with `int <=> int *`, corpus/cxx20-s7).
                let (x, y) = (self.ty_arg(pl), self.ty_arg(pr));
                let d = self.error(crate::diag::id::INCOMPATIBLE_OPERANDS, pos);
                d.args.push(x);
                d.args.push(y);
                self.error_expr(span)
            }
            _ => self.three_way_gap("sema: <=> on these operands", span, pos),
        }
    }

    /// Arithmetic operands converted to their common type, compared into `std::<category>`.
    fn arith_three_way(&mut self, l: ExprId, r: ExprId, category: &str, span: Span, pos: Offset) -> ExprId {
        let Some(cat) = self.comparison_category(category) else {
            return self.three_way_gap("sema: <=> without a complete comparison category type", span, pos);
        };
        let common = self.usual_arithmetic_type(self.ty_of(l), self.ty_of(r));
        let (l, r) = (self.arith_convert(l, common), self.arith_convert(r, common));
        self.add(ExprKind::Binary(BinaryOp::Spaceship, l, r), cat, ValueCat::PRValue, span, pos)
    }

    fn class_three_way(&mut self, lhs: ExprId, rhs: ExprId, span: Span, pos: Offset) -> ExprId {
        let (a, b) = (self.expr(lhs), self.expr(rhs));
        let tt = &self.il.types;
        let mirror = a.cat == b.cat && tt.same(tt.unqualified(tt.non_reference(a.ty)), tt.unqualified(tt.non_reference(b.ty))) && tt.same(a.ty, b.ty);
        if !mirror {
            return self.three_way_gap("sema: <=> with class operands of different types (reversed candidates)", span, pos);
        }
        let mark = self.diags.len();
        let x = self.resolve_operator("<=>", &[lhs, rhs], span, pos);
        if self.diags.len() != mark {
            self.diags.truncate(mark);
            return self.three_way_gap("sema: <=> with class operands that resolves to no candidate (notes unprobed)", span, pos);
        }
        x
    }

    /// Signed against unsigned integral operands: converting one to the common type may narrow
    /// ([expr.spaceship]/4, ill-formed). A variable or parameter operand that narrows gets #2361 as an
    /// error at the operand (probed with `int <=> unsigned`); a constant that fits is fine; anything
    /// else (a negative constant, other non-constant forms) is a gap. None: no narrowing.
    fn narrowed_operand(&mut self, l: ExprId, r: ExprId) -> Option<ExprId> {
        let common = self.usual_arithmetic_type(self.ty_of(l), self.ty_of(r));
        let TypeKind::Int(ck) = self.il.types.ckind(common) else { return None };
        for x in [l, r] {
            let n = self.expr(x);
            let TypeKind::Int(k) = self.il.types.ckind(n.ty) else { continue };
            let t = self.il.target;
            let fits_all = match (t.is_signed(k), t.is_signed(ck)) {
                (true, false) => false,
                (false, true) => t.int_bits(ck) > t.int_bits(k),
                _ => t.int_bits(ck) >= t.int_bits(k),
            };
            if fits_all {
                continue;
            }
            if let Some(v) = self.eval_int(x) {
                if super::consteval::IntValue::fits(&t, ck, v.to_i128(&t)) {
                    continue;
                }
                return Some(self.three_way_gap("sema: <=> narrowing a constant (unprobed)", n.span, n.pos));
            }
            if !self.names_runtime_variable(x) {
                return Some(self.three_way_gap("sema: <=> narrowing an operand of this form", n.span, n.pos));
            }
            let (a, b) = (self.ty_arg(n.ty), self.ty_arg(common));
            let d = self.error(crate::diag::id::NARROWING_CONVERSION, n.span.lo);
            d.args.push(a);
            d.args.push(b);
            return Some(self.error_expr(n.span));
        }
        None
    }

    /// Whether `x` (through implicit conversions) reads a parameter or a non-const, non-reference
    /// variable: never a constant expression here.
    fn names_runtime_variable(&self, x: ExprId) -> bool {
        let mut e = x;
        for _ in 0..16 {
            match self.expr(e).kind {
                ExprKind::Implicit(_, inner) => e = inner,
                ExprKind::DeclRef(ent) => {
                    let Some(en) = self.il.entities.get(ent) else { return false };
                    let tt = &self.il.types;
                    return match en.data {
                        Payload::Param(_) => true,
                        Payload::Variable(_) => !tt.is_reference(en.ty) && !tt.quals(en.ty).has(super::types::Quals::CONST),
                        _ => false,
                    };
                }
                _ => return false,
            }
        }
        false
    }

    /// An arithmetic operand against an object pointer where the arithmetic one is no null pointer
    /// constant and needs no promotion (the types #42 names are then the operands' own).
    fn incompatible_plain_operands(&mut self, lhs: ExprId, rhs: ExprId) -> bool {
        let mut ok = true;
        for x in [lhs, rhs] {
            let d = self.default_conversion(x);
            let t = self.ty_of(d);
            match self.il.types.ckind(t) {
                TypeKind::Pointer(p) => ok &= !matches!(self.il.types.ckind(p), TypeKind::Function(_)) && !self.il.types.is_dependent(p),
                TypeKind::Int(k) => ok &= self.il.target.promote(k) == k && !self.is_null_pointer_constant(x),
                TypeKind::Float(_) => {}
                _ => ok = false,
            }
        }
        ok
    }

    fn three_way_gap(&mut self, what: &'static str, span: Span, pos: Offset) -> ExprId {
        self.gaps.note(what, pos);
        self.error_expr(span)
    }

    /// The class type `std::<name>` when it is declared and complete.
    fn comparison_category(&mut self, name: &str) -> Option<TypeId> {
        let std_ = self.il.names.get("std")?;
        let n = self.il.names.get(name)?;
        let ns = self.il.scopes.lookup_in(&self.il.entities, &self.il.types, Scopes::GLOBAL, std_, LookupKind::NestedNameSpecifier).single()?;
        let Some(Payload::Namespace { scope, .. }) = self.il.entities.get(ns).map(|e| e.data) else { return None };
        let c = self.il.scopes.lookup_in(&self.il.entities, &self.il.types, scope, n, LookupKind::Tag).single()?;
        let complete = self.il.entities.get(c).and_then(|e| e.class()).map(|d| d.complete).unwrap_or(false);
        if !complete {
            return None;
        }
        Some(self.il.types.class(c, false))
    }
}

#[cfg(test)]
#[path = "three_way_tests.rs"]
mod tests;

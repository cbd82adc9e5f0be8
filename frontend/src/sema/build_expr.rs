//! Expression actions (clang-Sema style): each `build_*` checks its operands, inserts the implicit
//! conversions, reports EDG's diagnostics and returns a typed node. Calls are in `overload.rs`,
//! initialisation/assignment conversions in `init.rs`, constant folding in `eval.rs`.
//!
//! Diagnostic positions (probes/x1–x3): operator errors and warnings (#137 on `=`, #186, #61) point at the
//! operator; `operand of "*" must be a pointer` at the operand; `expression must have class type` at the
//! object expression; `class "A" has no member "x"` at the member name.

use super::action::Sema;
use super::entities::{Payload, FunctionData};
use super::expr::{BinaryOp, ExprKind, ImplicitKind, TypeTrait, UnaryOp, ValueCat, Expr};
use super::ids::{EntityId, ExprId, TypeId};
use super::names::Symbol;
use super::scopes::{LookupKind, LookupResult};
use super::types::{ArrayBound, FloatKind, IntKind, Quals, TypeKind, TypeTable};
use crate::diag::{id, Arg};
use crate::source::{Offset, Span};

/// Integer-literal suffix as written.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct IntSuffix {
    pub unsigned: bool,
    /// 0 = none, 1 = `l`, 2 = `ll`.
    pub longs: u8,
}

impl<'a> Sema<'a> {
    // ---- literals ---------------------------------------------------------------------------------

    /// An integer literal: its type is the first of [lex.icon]'s list that holds the value (LP64).
    /// `decimal`: written in decimal (decimal literals never become unsigned without `u`).
    pub fn build_int_literal(&mut self, value: u128, suffix: IntSuffix, decimal: bool, span: Span) -> ExprId {
        use IntKind::*;
        let cands: &[IntKind] = match (suffix.unsigned, suffix.longs, decimal) {
            (false, 0, true) => &[Int, Long, LongLong],
            (false, 0, false) => &[Int, UInt, Long, ULong, LongLong, ULongLong],
            (false, 1, true) => &[Long, LongLong],
            (false, 1, false) => &[Long, ULong, LongLong, ULongLong],
            (false, _, true) => &[LongLong],
            (false, _, false) => &[LongLong, ULongLong],
            (true, 0, _) => &[UInt, ULong, ULongLong],
            (true, 1, _) => &[ULong, ULongLong],
            (true, _, _) => &[ULongLong],
        };
        let t = self.il.target;
        let kind = cands.iter().copied().find(|&k| value <= max_value(&t, k));
        let Some(kind) = kind else {
            // EDG's "integer constant is too large" family and the __int128 extension are not modelled.
            self.gaps.note("sema: integer literal too large", span.lo);
            return self.error_expr(span);
        };
        let ty = self.il.types.int(kind);
        self.add(ExprKind::IntLit(value), ty, ValueCat::PRValue, span, span.lo)
    }

    /// A character literal of the given character type (`char`, `wchar_t`, `char8_t`, …; multi-char
    /// literals are `int`) with its value already computed by the lexer.
    pub fn build_char_literal(&mut self, value: u128, kind: IntKind, span: Span) -> ExprId {
        let ty = self.il.types.int(kind);
        let bits = super::consteval::IntValue::from_u128(&self.il.target, kind, value).bits;
        self.add(ExprKind::IntLit(bits), ty, ValueCat::PRValue, span, span.lo)
    }

    pub fn build_bool_literal(&mut self, v: bool, span: Span) -> ExprId {
        let ty = self.il.types.int(IntKind::Bool);
        self.add(ExprKind::IntLit(v as u128), ty, ValueCat::PRValue, span, span.lo)
    }

    pub fn build_float_literal(&mut self, v: f64, kind: FloatKind, span: Span) -> ExprId {
        self.build_float_literal_exact(crate::sema::long_double::LongDouble::from_f64(v), kind, span)
    }

    /// A floating literal of type `kind` with the exact value `x` (already rounded to `kind`).
    pub fn build_float_literal_exact(&mut self, x: crate::sema::long_double::LongDouble, kind: FloatKind, span: Span) -> ExprId {
        let ty = self.il.types.float(kind);
        self.add(ExprKind::FloatLit(x), ty, ValueCat::PRValue, span, span.lo)
    }

    /// A string literal of `len` code units of `elem` (`char`, `wchar_t`, `char16_t`, …): an lvalue of type
    /// `const elem[len + 1]`.
    pub fn build_string_literal(&mut self, len: u32, elem: IntKind, span: Span) -> ExprId {
        let e = self.il.types.int(elem);
        let ce = self.il.types.qualified(e, Quals::CONST);
        let ty = self.il.types.array(ce, ArrayBound::Known(len as u64 + 1));
        self.add(ExprKind::StringLit { len }, ty, ValueCat::LValue, span, span.lo)
    }

    pub fn build_nullptr(&mut self, span: Span) -> ExprId {
        let ty = self.il.types.nullptr_t();
        self.add(ExprKind::NullPtr, ty, ValueCat::PRValue, span, span.lo)
    }

    // ---- names --------------------------------------------------------------------------------------

    /// A use of a declared entity found by name lookup (after `Entities::resolve`).
    pub fn build_decl_ref(&mut self, e: EntityId, span: Span) -> ExprId {
        let e = self.il.entities.resolve(e);
        let Some(ent) = self.il.entities.get(e).copied() else {
            return self.error_expr(span);
        };
        if let Some(x) = self.il.entities.get_mut(e) {
            x.referenced = true;
        }
        let ty = ent.ty;
        let (ty, cat) = match ent.data {
            Payload::Variable(_) | Payload::Param(_) | Payload::Field(_) => {
                (self.il.types.non_reference(ty), ValueCat::LValue)
            }
            Payload::Function(_) => (ty, ValueCat::LValue),
            Payload::Enumerator { .. } => (ty, ValueCat::PRValue),
            Payload::TemplateParam(_) => {
                let id = self.add(ExprKind::DeclRef(e), ty, ValueCat::PRValue, span, span.lo);
                self.mark(id, Expr::VALUE_DEPENDENT);
                return id;
            }
            Payload::Template(_) => {
                // A function template name: its call is resolved in `build_call`; as a value it needs deduction.
                (TypeTable::ERROR, ValueCat::LValue)
            }
            _ => {
                self.gaps.note("sema: name does not denote a value", span.lo);
                return self.error_expr(span);
            }
        };
        let id = self.add(ExprKind::DeclRef(e), ty, cat, span, span.lo);
        if self.il.types.is_dependent(ty) {
            self.mark(id, Expr::TYPE_DEPENDENT | Expr::VALUE_DEPENDENT);
        }
        id
    }

    pub fn build_this(&mut self, class_ty: TypeId, quals: Quals, span: Span) -> ExprId {
        let q = self.il.types.qualified(class_ty, quals);
        let ty = self.il.types.pointer(q);
        self.add(ExprKind::This, ty, ValueCat::PRValue, span, span.lo)
    }

    pub(crate) fn mark(&mut self, e: ExprId, flags: u8) {
        if let Some(x) = self.il.exprs.get_mut(e) {
            x.flags |= flags;
        }
    }

    /// Whether any operand is type-dependent; if so the caller builds a `Dependent` node instead.
    pub(crate) fn any_dependent(&self, ops: &[ExprId]) -> bool {
        ops.iter().any(|&o| self.expr(o).flags & Expr::TYPE_DEPENDENT != 0)
    }

    /// A type-dependent expression kept for instantiation (no checks now).
    pub fn build_dependent(&mut self, ops: &[ExprId], span: Span, pos: Offset) -> ExprId {
        let l = self.il.exprs.add_list(ops);
        let id = self.add(ExprKind::Dependent(l), TypeTable::ERROR, ValueCat::PRValue, span, pos);
        self.mark(id, Expr::TYPE_DEPENDENT | Expr::VALUE_DEPENDENT);
        id
    }

    // ---- implicit conversions -------------------------------------------------------------------------

    pub(crate) fn implicit(&mut self, kind: ImplicitKind, e: ExprId, ty: TypeId, cat: ValueCat) -> ExprId {
        let n = self.expr(e);
        let id = self.add(ExprKind::Implicit(kind, e), ty, cat, n.span, n.pos);
        self.mark(id, n.flags & (Expr::TYPE_DEPENDENT | Expr::VALUE_DEPENDENT));
        id
    }

    /// Lvalue-to-rvalue, array-to-pointer and function-to-pointer conversions ([conv.lval] etc.): the
    /// operand as a prvalue of non-array, non-function type. Class lvalues stay glvalues (copying them is
    /// initialisation).
    pub fn default_conversion(&mut self, e: ExprId) -> ExprId {
        let n = self.expr(e);
        let t = n.ty;
        match self.il.types.ckind(t) {
            TypeKind::Array(elem, _) => {
                let p = self.il.types.pointer(elem);
                self.implicit(ImplicitKind::ArrayToPointer, e, p, ValueCat::PRValue)
            }
            TypeKind::Function(_) => {
                let p = self.il.types.pointer(t);
                self.implicit(ImplicitKind::FunctionToPointer, e, p, ValueCat::PRValue)
            }
            TypeKind::Class(_) | TypeKind::Error => e,
            _ if n.cat != ValueCat::PRValue => {
                let u = self.il.types.unqualified(t);
                self.implicit(ImplicitKind::LvalueToRvalue, e, u, ValueCat::PRValue)
            }
            _ => e,
        }
    }

    /// Integral promotion of an rvalue of integral or unscoped-enum type (others unchanged).
    pub fn promote(&mut self, e: ExprId) -> ExprId {
        let e = self.default_conversion(e);
        let t = self.ty_of(e);
        let target = match self.il.types.ckind(t) {
            TypeKind::Int(k) => self.il.target.promote(k),
            TypeKind::Enum(en) => match self.il.entities.get(en).map(|x| x.data) {
                Some(Payload::Enum(d)) if !d.scoped => {
                    let u = self.il.types.int_kind(d.underlying).unwrap_or(IntKind::Int);
                    self.il.target.promote(u)
                }
                _ => return e,
            },
            _ => return e,
        };
        let to = self.il.types.int(target);
        if self.il.types.same(to, t) {
            return e;
        }
        self.implicit(ImplicitKind::IntegralPromotion, e, to, ValueCat::PRValue)
    }

    /// Converts a prvalue to arithmetic type `to` (no diagnostics: the caller checked compatibility).
    pub(crate) fn arith_convert(&mut self, e: ExprId, to: TypeId) -> ExprId {
        let from = self.ty_of(e);
        if self.il.types.same(self.il.types.unqualified(from), to) {
            return e;
        }
        let kind = match (self.il.types.ckind(from), self.il.types.ckind(to)) {
            (_, TypeKind::Int(IntKind::Bool)) => ImplicitKind::Boolean,
            (TypeKind::Float(_), TypeKind::Float(_)) => ImplicitKind::FloatingConversion,
            (TypeKind::Float(_), _) | (_, TypeKind::Float(_)) => ImplicitKind::FloatingIntegral,
            _ => ImplicitKind::IntegralConversion,
        };
        self.implicit(kind, e, to, ValueCat::PRValue)
    }

    /// Arithmetic or unscoped enum (the operands the usual arithmetic conversions accept).
    pub(crate) fn is_arith_or_unscoped_enum(&self, t: TypeId) -> bool {
        match self.il.types.ckind(self.il.types.unqualified(t)) {
            TypeKind::Int(_) | TypeKind::Float(_) => true,
            TypeKind::Enum(e) => matches!(self.il.entities.get(e).map(|x| x.data), Some(Payload::Enum(d)) if !d.scoped),
            _ => false,
        }
    }

    fn is_integral_or_unscoped_enum(&self, t: TypeId) -> bool {
        self.is_arith_or_unscoped_enum(t) && !matches!(self.il.types.ckind(t), TypeKind::Float(_))
    }

    /// [expr.arith.conv]: the common type of two promoted arithmetic operands.
    pub fn usual_arithmetic_type(&mut self, a: TypeId, b: TypeId) -> TypeId {
        let (ka, kb) = (self.il.types.ckind(a), self.il.types.ckind(b));
        match (ka, kb) {
            (TypeKind::Float(x), TypeKind::Float(y)) => self.il.types.float(float_max(x, y)),
            (TypeKind::Float(x), _) => self.il.types.float(x),
            (_, TypeKind::Float(y)) => self.il.types.float(y),
            (TypeKind::Int(x), TypeKind::Int(y)) => self.il.types.int(self.il.target.common_int(x, y)),
            _ => TypeTable::ERROR,
        }
    }

    // ---- unary --------------------------------------------------------------------------------------

    pub fn build_unary(&mut self, op: UnaryOp, operand: ExprId, span: Span, pos: Offset) -> ExprId {
        if self.is_error(operand) {
            return self.error_expr(span);
        }
        if self.any_dependent(&[operand]) {
            return self.build_dependent(&[operand], span, pos);
        }
        let n = self.expr(operand);
        if self.il.types.class_entity(n.ty).is_some() && op != UnaryOp::AddrOf {
            return self.overloaded_unary(op, operand, span, pos);
        }
        match op {
            UnaryOp::Deref => {
                let e = self.default_conversion(operand);
                let t = self.ty_of(e);
                match self.il.types.ckind(t) {
                    TypeKind::Pointer(p) => {
                        if self.il.types.is_void(p) {
                            self.gaps.note("sema: indirection through void*", pos);
                            return self.error_expr(span);
                        }
                        self.add(ExprKind::Unary(op, e), p, ValueCat::LValue, span, pos)
                    }
                    _ => {
                        let a = self.ty_arg(t);
                        self.error(id::BAD_INDIRECTION_OPERAND, n.pos).args.push(a);
                        self.error_expr(span)
                    }
                }
            }
            UnaryOp::AddrOf => {
                if n.cat != ValueCat::LValue {
                    self.gaps.note("sema: address of non-lvalue", pos);
                    return self.error_expr(span);
                }
                if let ExprKind::DeclRef(f) = n.kind {
                    if let Some(Payload::Field(_)) = self.il.entities.get(f).map(|x| x.data) {
                        self.gaps.note("sema: pointer to member", pos);
                        return self.error_expr(span);
                    }
                }
                let p = self.il.types.pointer(n.ty);
                self.add(ExprKind::Unary(op, operand), p, ValueCat::PRValue, span, pos)
            }
            UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot => {
                if op == UnaryOp::BitNot && self.il.types.is_arithmetic(n.ty) && !self.is_integral_or_unscoped_enum(n.ty) {
                    // `~d` on a floating operand (probes/x22).
                    self.error(id::EXPR_NOT_INTEGRAL_OR_UNSCOPED_ENUM, n.span.lo);
                    return self.error_expr(span);
                }
                let ok = if op == UnaryOp::BitNot {
                    self.is_integral_or_unscoped_enum(n.ty)
                } else {
                    self.is_arith_or_unscoped_enum(n.ty)
                        || (op == UnaryOp::Plus
                            && matches!(self.il.types.ckind(n.ty), TypeKind::Pointer(_) | TypeKind::Array(..)))
                };
                if !ok {
                    self.gaps.note("sema: unary operand type", pos);
                    return self.error_expr(span);
                }
                let e = self.promote(operand);
                let t = self.ty_of(e);
                if op == UnaryOp::Minus {
                    if let Some(v) = self.eval_int(e) {
                        let (_, issue) = super::consteval::int_unop(&self.il.target, super::consteval::UnOp::Neg, v);
                        if issue == Some(super::consteval::ArithIssue::Overflow) {
                            self.warning(id::INTEGER_OVERFLOW, pos);
                        }
                    }
                }
                self.add(ExprKind::Unary(op, e), t, ValueCat::PRValue, span, pos)
            }
            UnaryOp::Not => {
                self.warn_assign_as_condition(operand);
                let b = self.il.types.int(IntKind::Bool);
                let Some(e) = self.contextual_bool(operand) else {
                    return self.error_expr(span);
                };
                self.add(ExprKind::Unary(op, e), b, ValueCat::PRValue, span, pos)
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                if !self.check_modifiable(operand) {
                    return self.error_expr(span);
                }
                let ok = self.il.types.is_arithmetic(n.ty)
                    || matches!(self.il.types.ckind(n.ty), TypeKind::Pointer(_));
                if !ok || matches!(self.il.types.ckind(n.ty), TypeKind::Int(IntKind::Bool)) {
                    self.gaps.note("sema: increment operand type", pos);
                    return self.error_expr(span);
                }
                let pre = matches!(op, UnaryOp::PreInc | UnaryOp::PreDec);
                let (ty, cat) = if pre {
                    (n.ty, ValueCat::LValue)
                } else {
                    (self.il.types.unqualified(n.ty), ValueCat::PRValue)
                };
                self.add(ExprKind::Unary(op, operand), ty, cat, span, pos)
            }
        }
    }

    /// [conv.bool] in a condition: scalar operand converted to `bool` (None after an error/gap). A class
    /// without a usable conversion function or a scoped enumeration gets #711 `expression must have bool
    /// type (or be convertible to bool)` at the operand (probes/x21).
    pub fn contextual_bool(&mut self, e: ExprId) -> Option<ExprId> {
        let e = self.default_conversion(e);
        let t = self.ty_of(e);
        if self.il.types.is_error(t) {
            return None;
        }
        let b = self.il.types.int(IntKind::Bool);
        let at = self.expr(e).span.lo;
        match self.il.types.ckind(t) {
            TypeKind::Int(IntKind::Bool) => Some(e),
            TypeKind::Enum(_) if !self.is_arith_or_unscoped_enum(t) => {
                self.error(id::EXPR_NOT_BOOL, at);
                None
            }
            TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_) | TypeKind::Pointer(_)
            | TypeKind::MemberPointer { .. } | TypeKind::NullPtr => {
                Some(self.implicit(ImplicitKind::Boolean, e, b, ValueCat::PRValue))
            }
            TypeKind::Class(_) => match self.conversion_function_to(e, b, true) {
                super::ctor::UserConv::None => {
                    self.error(id::EXPR_NOT_BOOL, at);
                    None
                }
                _ => self.convert_class_to_scalar(e, b, true, b),
            },
            _ => {
                self.gaps.note("sema: condition of this type", at);
                None
            }
        }
    }

    /// Checks that `e` is a modifiable lvalue (#137 at the operand otherwise).
    pub(crate) fn check_modifiable(&mut self, e: ExprId) -> bool {
        let n = self.expr(e);
        let const_ = self.il.types.quals(n.ty).is_const();
        let array = matches!(self.il.types.ckind(n.ty), TypeKind::Array(..) | TypeKind::Function(_));
        if n.cat != ValueCat::LValue || const_ || array || crate::cuda::spaces::is_whole_constant_variable(self.il, e) {
            self.error(id::EXPR_NOT_A_MODIFIABLE_LVALUE, n.span.lo);
            return false;
        }
        true
    }

    // ---- binary -------------------------------------------------------------------------------------

    pub fn build_binary(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId, span: Span, pos: Offset) -> ExprId {
        if self.is_error(lhs) || self.is_error(rhs) {
            return self.error_expr(span);
        }
        if self.any_dependent(&[lhs, rhs]) {
            return self.build_dependent(&[lhs, rhs], span, pos);
        }
        let (lt, rt) = (self.ty_of(lhs), self.ty_of(rhs));
        // (cv-qualified operands — `const E` lvalues — are enumerations too.)
        let scoped = |s: &Self, t: TypeId| matches!(s.il.types.ckind(s.il.types.unqualified(t)), TypeKind::Enum(_)) && !s.is_arith_or_unscoped_enum(t);
        let classy = |s: &Self, t: TypeId| s.il.types.class_entity(t).is_some() || scoped(s, t);
        // Built-in comparison of two operands of the same scoped enumeration type.
        if op.is_comparison() && scoped(self, lt) && self.il.types.same(self.il.types.unqualified(lt), self.il.types.unqualified(rt)) {
            let (l, r) = (self.default_conversion(lhs), self.default_conversion(rhs));
            let b = self.il.types.int(IntKind::Bool);
            return self.add(ExprKind::Binary(op, l, r), b, ValueCat::PRValue, span, pos);
        }
        // (`&&`/`||` on a scoped enumeration is a contextual conversion to bool that fails per operand,
        // not an operator lookup: #711 twice for `a && b`, probed in corpus/lead-s6.)
        let logical = matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr);
        let class = |s: &Self, t: TypeId| s.il.types.class_entity(t).is_some();
        if if logical { class(self, lt) || class(self, rt) } else { classy(self, lt) || classy(self, rt) } {
            return self.overloaded_binary(op, lhs, rhs, span, pos);
        }
        let b = self.il.types.int(IntKind::Bool);
        if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
            self.warn_assign_as_condition(lhs);
            self.warn_assign_as_condition(rhs);
            let (Some(l), Some(r)) = (self.contextual_bool(lhs), self.contextual_bool(rhs)) else {
                return self.error_expr(span);
            };
            return self.add(ExprKind::Binary(op, l, r), b, ValueCat::PRValue, span, pos);
        }
        let (la, ra) = (self.is_arith_or_unscoped_enum(lt), self.is_arith_or_unscoped_enum(rt));
        let is_enum = |s: &Self, t: TypeId| matches!(s.il.types.ckind(s.il.types.unqualified(t)), TypeKind::Enum(_));
        if (is_enum(self, lt) || is_enum(self, rt)) && self.has_operator_candidates(op.text(), &[lhs, rhs]) {
            return self.overloaded_binary(op, lhs, rhs, span, pos);
        }
        if la && ra {
            let integral_only = matches!(
                op,
                BinaryOp::Rem | BinaryOp::Shl | BinaryOp::Shr | BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor
            );
            if integral_only && !(self.is_integral_or_unscoped_enum(lt) && self.is_integral_or_unscoped_enum(rt)) {
                let bad = if self.is_integral_or_unscoped_enum(lt) { rhs } else { lhs };
                let p = self.expr(bad).span.lo;
                self.error(id::EXPR_NOT_INTEGRAL_OR_UNSCOPED_ENUM, p);
                return self.error_expr(span);
            }
            if op.is_comparison() {
                self.check_unsigned_zero_compare(op, lhs, rhs, pos);
            }
            let (l, r) = (self.promote(lhs), self.promote(rhs));
            let (l, r, ty) = if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
                // Shifts: the result has the promoted left type; no common type.
                let t = self.ty_of(l);
                (l, r, t)
            } else {
                let common = self.usual_arithmetic_type(self.ty_of(l), self.ty_of(r));
                self.warn_operand_sign_change(op, (lhs, l), (rhs, r), common, pos);
                let l = self.arith_convert(l, common);
                let r = self.arith_convert(r, common);
                (l, r, common)
            };
            let result_ty = if op.is_comparison() { b } else { ty };
            let id = self.add(ExprKind::Binary(op, l, r), result_ty, ValueCat::PRValue, span, pos);
            self.warn_constant_overflow(id);
            return id;
        }
        // Pointer operands.
        let l = self.default_conversion(lhs);
        let r = self.default_conversion(rhs);
        let (lt, rt) = (self.ty_of(l), self.ty_of(r));
        let lp = matches!(self.il.types.ckind(lt), TypeKind::Pointer(_));
        let rp = matches!(self.il.types.ckind(rt), TypeKind::Pointer(_));
        let ptrdiff = self.il.types.int(self.il.target.ptrdiff_type());
        match op {
            BinaryOp::Add | BinaryOp::Sub if lp && self.is_integral_or_unscoped_enum(rt) => {
                let r = self.promote(r);
                self.add(ExprKind::Binary(op, l, r), lt, ValueCat::PRValue, span, pos)
            }
            BinaryOp::Add if rp && self.is_integral_or_unscoped_enum(lt) => {
                let l = self.promote(l);
                self.add(ExprKind::Binary(op, l, r), rt, ValueCat::PRValue, span, pos)
            }
            BinaryOp::Sub if lp && rp => {
                let (TypeKind::Pointer(a), TypeKind::Pointer(c)) = (self.il.types.ckind(lt), self.il.types.ckind(rt)) else {
                    return self.error_expr(span);
                };
                if !self.il.types.same(self.il.types.unqualified(a), self.il.types.unqualified(c)) {
                    let (x, y) = (self.ty_arg(lt), self.ty_arg(rt));
                    let d = self.error(id::INCOMPATIBLE_OPERANDS, pos);
                    d.args.push(x);
                    d.args.push(y);
                    return self.error_expr(span);
                }
                self.add(ExprKind::Binary(op, l, r), ptrdiff, ValueCat::PRValue, span, pos)
            }
            _ if op.is_comparison() && (lp || rp || self.is_nullptr_t(lt) || self.is_nullptr_t(rt)) => {
                let Some((l, r)) = self.composite_pointer_operands(l, r, pos) else {
                    return self.error_expr(span);
                };
                self.add(ExprKind::Binary(op, l, r), b, ValueCat::PRValue, span, pos)
            }
            _ => {
                self.gaps.note("sema: binary operand types", pos);
                self.error_expr(span)
            }
        }
    }

    fn is_nullptr_t(&self, t: TypeId) -> bool {
        matches!(self.il.types.ckind(t), TypeKind::NullPtr)
    }

    /// Pointer comparison operands converted to their composite pointer type ([expr.type]); #42 when none.
    fn composite_pointer_operands(&mut self, l: ExprId, r: ExprId, pos: Offset) -> Option<(ExprId, ExprId)> {
        let (lt, rt) = (self.ty_of(l), self.ty_of(r));
        if self.il.types.same(lt, rt) {
            return Some((l, r));
        }
        let lnull = self.is_null_pointer_constant(l);
        let rnull = self.is_null_pointer_constant(r);
        let c = super::conv::standard_conversion(self.il, rt, lt, rnull);
        if c.is_some() {
            let r = self.implicit(ImplicitKind::Pointer, r, lt, ValueCat::PRValue);
            return Some((l, r));
        }
        let c = super::conv::standard_conversion(self.il, lt, rt, lnull);
        if c.is_some() {
            let l = self.implicit(ImplicitKind::Pointer, l, rt, ValueCat::PRValue);
            return Some((l, r));
        }
        let (x, y) = (self.ty_arg(lt), self.ty_arg(rt));
        let d = self.error(id::INCOMPATIBLE_OPERANDS, pos);
        d.args.push(x);
        d.args.push(y);
        None
    }

    /// [conv.ptr]/1 (C++14 on): an integer *literal* with value zero, or a prvalue of type `nullptr_t`
    /// (probes/x3: `int *p = 1 - 1;` and `= false` are errors).
    pub fn is_null_pointer_constant(&self, e: ExprId) -> bool {
        let mut n = self.expr(e);
        // Look through parentheses-free implicit rvalue conversions only.
        for _ in 0..8 {
            match n.kind {
                ExprKind::Implicit(ImplicitKind::LvalueToRvalue, inner) => n = self.expr(inner),
                _ => break,
            }
        }
        match n.kind {
            ExprKind::IntLit(0) => !matches!(self.il.types.ckind(n.ty), TypeKind::Int(IntKind::Bool)),
            ExprKind::NullPtr => true,
            ExprKind::Builtin { .. } => self.is_folded_zero_fp_test(e),
            _ => matches!(self.il.types.ckind(n.ty), TypeKind::NullPtr) && n.cat == ValueCat::PRValue,
        }
    }

    /// Warning #186: `u < 0`, `u >= 0`, `0 > u`, `0 <= u` with an unsigned operand (before promotion:
    /// `unsigned char` counts) — not `u <= 0` / `0 < u` (probes/x2).
    /// The usual arithmetic conversions of a binary operator applied to a negative constant operand:
    /// #68/#69 at the constant when the common type is unsigned (`i == -1`, `-1 + i`, `i & -1`; the
    /// rules of [`Self::warn_integer_constant_conversion`]), else, for a comparison of a non-constant
    /// unsigned operand promoted to a signed type, #514 at the operator (`us == -1`, `-1 < uc`,
    /// `i != -1L`). Probed in corpus/lead-s6/sign_change_operands. `(original, promoted)` per operand.
    fn warn_operand_sign_change(&mut self, op: BinaryOp, l: (ExprId, ExprId), r: (ExprId, ExprId), common: TypeId, pos: Offset) {
        let TypeKind::Int(ck) = self.il.types.ckind(common) else { return };
        let signed_int = |s: &Self, e: ExprId| matches!(s.il.types.ckind(s.ty_of(e)), TypeKind::Int(k) if s.il.target.is_signed(k));
        if !self.il.target.is_signed(ck) {
            for (_, p) in [l, r] {
                if signed_int(self, p) {
                    self.warn_integer_constant_conversion(p, common);
                }
            }
            return;
        }
        if !op.is_comparison() {
            return;
        }
        let unsigned_var = |s: &mut Self, e: ExprId| {
            matches!(s.il.types.ckind(s.ty_of(e)), TypeKind::Int(k) if k != IntKind::Bool && !s.il.target.is_signed(k)) && s.eval_int(e).is_none()
        };
        let negative = |s: &mut Self, e: ExprId| s.eval_int(e).is_some_and(|v| v.to_i128(&s.il.target) < 0);
        if (unsigned_var(self, l.0) && negative(self, r.1)) || (unsigned_var(self, r.0) && negative(self, l.1)) {
            self.warning(id::UNSIGNED_COMPARE_WITH_NEGATIVE, pos);
        }
    }

    fn check_unsigned_zero_compare(&mut self, op: BinaryOp, l: ExprId, r: ExprId, pos: Offset) {
        let unsigned = |s: &Self, e: ExprId| {
            let t = s.ty_of(e);
            match s.il.types.ckind(t) {
                TypeKind::Int(k) => k != IntKind::Bool && !s.il.target.is_signed(k),
                _ => false,
            }
        };
        let zero = |s: &mut Self, e: ExprId| {
            s.eval_int(e).map(|v| v.is_zero()).unwrap_or(false)
        };
        let hit = match op {
            BinaryOp::Lt | BinaryOp::Ge => unsigned(self, l) && self.eval_int(l).is_none() && zero(self, r),
            BinaryOp::Gt | BinaryOp::Le => unsigned(self, r) && self.eval_int(r).is_none() && zero(self, l),
            _ => false,
        };
        if hit {
            self.warning(id::UNSIGNED_COMPARE_WITH_ZERO, pos);
        }
    }

    /// Warning #61 when a constant integral operation overflows (`0x7fffffff + 1`, at the operator), #63
    /// for a too-large constant shift count, and #39 `division by zero` / #179 `right operand of "%" is
    /// zero` when the right operand of an integral `/`/`%` is a constant zero (probes/x9, x10).
    fn warn_constant_overflow(&mut self, e: ExprId) {
        let n = self.expr(e);
        let ExprKind::Binary(op, l, r) = n.kind else { return };
        if !self.il.types.is_integral(n.ty) {
            return;
        }
        if matches!(op, BinaryOp::Div | BinaryOp::Rem) && self.eval_int(r).map(|v| v.is_zero()).unwrap_or(false) {
            let id = if op == BinaryOp::Div { id::DIVIDE_BY_ZERO } else { id::MOD_BY_ZERO };
            self.warning(id, n.pos);
            return;
        }
        let (Some(a), Some(b)) = (self.eval_int(l), self.eval_int(r)) else { return };
        let Some(bop) = super::eval::to_binop(op) else { return };
        let (_, issue) = super::consteval::int_binop(&self.il.target, bop, a, b);
        match issue {
            Some(super::consteval::ArithIssue::Overflow) => {
                self.warning(id::INTEGER_OVERFLOW, n.pos);
            }
            Some(super::consteval::ArithIssue::ShiftCount) => {
                self.warning(id::SHIFT_COUNT_TOO_LARGE, n.pos);
            }
            _ => {}
        }
    }


    // ---- assignment, conditional, comma ------------------------------------------------------------------

    pub fn build_assign(&mut self, op: Option<BinaryOp>, lhs: ExprId, rhs: ExprId, span: Span, pos: Offset) -> ExprId {
        if self.is_error(lhs) || self.is_error(rhs) {
            return self.error_expr(span);
        }
        if self.any_dependent(&[lhs, rhs]) {
            return self.build_dependent(&[lhs, rhs], span, pos);
        }
        let lt = self.ty_of(lhs);
        if self.il.types.class_entity(lt).is_some() {
            return self.overloaded_assign(op, lhs, rhs, span, pos);
        }
        let scoped = |s: &Self, t: TypeId| matches!(s.il.types.ckind(s.il.types.unqualified(t)), TypeKind::Enum(_)) && !s.is_arith_or_unscoped_enum(t);
        if op.is_some() && (scoped(self, lt) || scoped(self, self.ty_of(rhs))) {
            // `e |= e` on a scoped enum: #511 plus a follow-on error (probes/x21) — not modelled.
            self.gaps.note("sema: compound assignment on scoped enumeration", pos);
            return self.error_expr(span);
        }
        if !self.check_modifiable(lhs) {
            // EDG still reads a scalar right operand after #137: `cv = dv`, `cv += dv` warn 20091 for `dv` (fuzz
            // finding, corpus cudacov-s9/constant_assign_self). The read stays in the IL, unparented,
            // where lowering's device-variable access check finds it.
            // (Built after the error node: the read follows the error, unlike a read inside the
            // operand, `cv = cv + 1`, which precedes it.)
            let err = self.error_expr(span);
            if self.il.types.is_scalar(self.ty_of(rhs)) {
                let _ = self.default_conversion(rhs);
            }
            return err;
        }
        let r = match op {
            None => {
                let to = self.il.types.unqualified(lt);
                match self.convert_for_assignment(rhs, to, super::init::ConvContext::Assign, pos) {
                    Some(r) => r,
                    None => return self.error_expr(span),
                }
            }
            Some(bop) => {
                // `a op= b` behaves as `a = a op b` for the type checks (without evaluating `a` twice).
                let probe = self.build_binary(bop, lhs, rhs, span, pos);
                if self.is_error(probe) {
                    return self.error_expr(span);
                }
                self.default_conversion(rhs)
            }
        };
        self.add(ExprKind::Assign(op, lhs, r), lt, ValueCat::LValue, span, pos)
    }

    /// `c ? t : f` (arithmetic, pointer, same-type and void operands; class operands are a gap).
    /// GNU `c ?: f` passes `t = ExprId::NONE`. `pos` is the `:` token: EDG's caret for errors about the
    /// operands (`operand types are incompatible ("int *" and "double *")`, probes/x23).
    pub fn build_conditional(&mut self, c: ExprId, t: ExprId, f: ExprId, span: Span, pos: Offset) -> ExprId {
        let tt = if t.is_none() { c } else { t };
        if self.is_error(c) || self.is_error(tt) || self.is_error(f) {
            return self.error_expr(span);
        }
        if self.any_dependent(&[c, tt, f]) {
            return self.build_dependent(&[c, tt, f], span, pos);
        }
        let Some(cb) = self.contextual_bool(c) else {
            return self.error_expr(span);
        };
        let (nt, nf) = (self.expr(tt), self.expr(f));
        // [expr.cond]/2: a throw-expression operand takes the other operand's type and category.
        match (matches!(nt.kind, ExprKind::Throw(_)), matches!(nf.kind, ExprKind::Throw(_))) {
            (true, true) => return self.add(ExprKind::Cond(cb, t, f), TypeTable::VOID, ValueCat::PRValue, span, pos),
            (true, false) if !t.is_none() => {
                let b = if nf.ty == TypeTable::VOID { f } else { self.default_conversion(f) };
                let ty = self.ty_of(b);
                return self.add(ExprKind::Cond(cb, t, b), ty, ValueCat::PRValue, span, pos);
            }
            (false, true) => {
                let a = if nt.ty == TypeTable::VOID { tt } else { self.default_conversion(tt) };
                let ty = self.ty_of(a);
                let a = if t.is_none() { ExprId::NONE } else { a };
                return self.add(ExprKind::Cond(cb, a, f), ty, ValueCat::PRValue, span, pos);
            }
            _ => {}
        }
        // Same-type glvalues: the result is a glvalue of that type.
        if nt.cat == nf.cat && nt.cat != ValueCat::PRValue && self.il.types.same(nt.ty, nf.ty) {
            return self.add(ExprKind::Cond(cb, t, f), nt.ty, nt.cat, span, pos);
        }
        if self.il.types.class_entity(nt.ty).is_some() || self.il.types.class_entity(nf.ty).is_some() {
            // Operands of the same class type (cv aside): a prvalue of that class. Other class
            // combinations need the [expr.cond] conversion attempts (not modelled).
            let (tu, fu) = (self.il.types.unqualified(nt.ty), self.il.types.unqualified(nf.ty));
            if self.il.types.same(tu, fu) && !t.is_none() {
                return self.add(ExprKind::Cond(cb, t, f), tu, ValueCat::PRValue, span, pos);
            }
            self.gaps.note("sema: conditional with class operands of different types", pos);
            return self.error_expr(span);
        }
        if self.il.types.is_void(nt.ty) && self.il.types.is_void(nf.ty) {
            return self.add(ExprKind::Cond(cb, t, f), TypeTable::VOID, ValueCat::PRValue, span, pos);
        }
        // [expr.cond]/7.1: two values of one type keep that type, no promotion (`c ? true : false` is a
        // bool; an enumeration stays itself; EDG prints such arms unconverted: corpus/lead-s6).
        let same_type = {
            let (tu, fu) = (self.il.types.unqualified(nt.ty), self.il.types.unqualified(nf.ty));
            self.il.types.same(tu, fu)
        };
        if !same_type && self.is_arith_or_unscoped_enum(nt.ty) && self.is_arith_or_unscoped_enum(nf.ty) {
            let (a, b) = (self.promote(tt), self.promote(f));
            let common = self.usual_arithmetic_type(self.ty_of(a), self.ty_of(b));
            // A negative constant arm converted to an unsigned common type: #68 (`p ? u : -1`).
            if matches!(self.il.types.ckind(common), TypeKind::Int(k) if !self.il.target.is_signed(k)) {
                for x in [a, b] {
                    if matches!(self.il.types.ckind(self.ty_of(x)), TypeKind::Int(k) if self.il.target.is_signed(k)) {
                        self.warn_integer_constant_conversion(x, common);
                    }
                }
            }
            let a = self.arith_convert(a, common);
            let b = self.arith_convert(b, common);
            let a = if t.is_none() { ExprId::NONE } else { a };
            return self.add(ExprKind::Cond(cb, a, b), common, ValueCat::PRValue, span, pos);
        }
        let a = self.default_conversion(tt);
        let b = self.default_conversion(f);
        if self.il.types.same(self.ty_of(a), self.ty_of(b)) {
            let ty = self.ty_of(a);
            return self.add(ExprKind::Cond(cb, a, b), ty, ValueCat::PRValue, span, pos);
        }
        let Some((a, b)) = self.composite_pointer_operands(a, b, pos) else {
            return self.error_expr(span);
        };
        let ty = self.ty_of(a);
        self.add(ExprKind::Cond(cb, a, b), ty, ValueCat::PRValue, span, pos)
    }

    /// `l, r`: an `operator,` when an operand has class or enumeration type and such a function is
    /// visible (no viable one leaves the built-in comma), else the built-in comma.
    pub fn build_comma(&mut self, l: ExprId, r: ExprId, span: Span, pos: Offset) -> ExprId {
        if self.any_dependent(&[l, r]) {
            return self.build_dependent(&[l, r], span, pos);
        }
        let class_or_enum = [l, r]
            .iter()
            .any(|&o| matches!(self.il.types.ckind(self.il.types.unqualified(self.ty_of(o))), TypeKind::Class(_) | TypeKind::Enum(_)));
        if class_or_enum && !self.is_error(l) && !self.is_error(r) && self.has_operator_candidates(",", &[l, r]) {
            return self.resolve_operator(",", &[l, r], span, pos);
        }
        self.builtin_comma(l, r, span, pos)
    }

    /// The built-in comma. Its discarded left operand gets #174 when it has no effect, as the comma is
    /// built: in every context but `decltype`/`__typeof__` operands (see `Sema::quiet_no_effect`), inner
    /// commas first (`x, (y, f());` warns at `y`, then at `x`).
    pub(crate) fn builtin_comma(&mut self, l: ExprId, r: ExprId, span: Span, pos: Offset) -> ExprId {
        self.warn_discarded_operand(l);
        let n = self.expr(r);
        self.add(ExprKind::Comma(l, r), n.ty, n.cat, span, pos)
    }

    // ---- member access, subscript ------------------------------------------------------------------

    /// `base.name` / `base->name` (`name_at`: where the member name is, for #135).
    pub fn build_member(&mut self, base: ExprId, arrow: bool, name: Symbol, name_at: Offset, span: Span) -> ExprId {
        if self.is_error(base) {
            return self.error_expr(span);
        }
        if self.any_dependent(&[base]) {
            return self.build_dependent(&[base], span, name_at);
        }
        let nb = self.expr(base);
        let (obj, base) = if arrow {
            let b = self.default_conversion(base);
            match self.il.types.ckind(self.ty_of(b)) {
                TypeKind::Pointer(p) => (p, b),
                _ => {
                    self.gaps.note("sema: operator-> or non-pointer arrow operand", name_at);
                    return self.error_expr(span);
                }
            }
        } else {
            (nb.ty, base)
        };
        let Some(class) = self.il.types.class_entity(obj) else {
            let a = self.ty_arg(obj);
            self.error(id::EXPR_NOT_CLASS, nb.span.lo).args.push(a);
            return self.error_expr(span);
        };
        let cscope = match self.il.entities.get(class).map(|e| e.data) {
            Some(Payload::Class(d)) if d.complete => d.scope,
            // (A class whose definition is under way or was abandoned has a scope: not modelled.)
            Some(Payload::Class(d)) if arrow && d.scope.is_none() && !self.il.types.is_dependent(obj) => {
                // #833 at the pointer operand (probed: `p->value` with `Impl` only declared).
                let a = self.ty_arg(self.il.types.unqualified(obj));
                self.error(id::PTR_OR_REF_TO_INCOMPLETE_TYPE, nb.span.lo).args.push(a);
                return self.error_expr(span);
            }
            _ => {
                self.gaps.note("sema: member access into incomplete class", name_at);
                return self.error_expr(span);
            }
        };
        let r = self.il.scopes.lookup_in(&self.il.entities, &self.il.types, cscope, name, LookupKind::Ordinary);
        let m = match r {
            LookupResult::Found(m) => self.il.entities.resolve(m),
            LookupResult::NotFound => {
                let cname = super::printing::Printer::new(self.il).qualified_name(class);
                let key = match self.il.entities.get(class).map(|e| e.data) {
                    Some(Payload::Class(d)) => d.key.keyword(),
                    _ => "class",
                };
                let kind = if key == "union" { "union" } else { "class" };
                let text = self.il.names.resolve(name).to_string();
                let d = self.error(id::NOT_A_MEMBER, name_at);
                d.args.push(Arg::Entity { kind: kind.into(), name: cname });
                d.args.push(Arg::Str(text));
                return self.error_expr(span);
            }
            LookupResult::Ambiguous(a, b) if self.data_members_in_distinct_bases(a, b) => {
                // #266 `"C::id" is ambiguous` at the member name, named through the object's class
                // (probed with two bases each declaring a data member).
                let cname = super::printing::Printer::new(self.il).qualified_name(class);
                let text = format!("{}::{}", cname, self.il.names.resolve(name));
                self.error(id::AMBIGUOUS_NAME, name_at).args.push(Arg::Entity { kind: String::new(), name: text });
                return self.error_expr(span);
            }
            _ => {
                self.gaps.note("sema: overloaded or ambiguous member", name_at);
                return self.error_expr(span);
            }
        };
        let Some(ment) = self.il.entities.get(m).copied() else {
            return self.error_expr(span);
        };
        let oq = self.il.types.quals(obj);
        let (ty, cat) = match ment.data {
            Payload::Field(fd) => {
                let ft = self.il.types.non_reference(ment.ty);
                let q = if fd.mutable { oq.minus(Quals::CONST) } else { oq };
                let ft = if q.is_empty() || self.il.types.is_reference(ment.ty) { ft } else { self.il.types.qualified(ft, q) };
                let cat = if arrow || nb.cat == ValueCat::LValue || self.il.types.is_reference(ment.ty) {
                    ValueCat::LValue
                } else {
                    ValueCat::XValue
                };
                (ft, cat)
            }
            Payload::Variable(_) => (self.il.types.non_reference(ment.ty), ValueCat::LValue),
            Payload::Enumerator { .. } => (ment.ty, ValueCat::PRValue),
            Payload::Function(fd) if fd.has(FunctionData::STATIC_MEMBER) => (ment.ty, ValueCat::LValue),
            Payload::Function(_) => (ment.ty, ValueCat::PRValue),
            _ => {
                self.gaps.note("sema: member kind", name_at);
                return self.error_expr(span);
            }
        };
        let id = self.add(ExprKind::Member { base, member: m, arrow }, ty, cat, span, name_at);
        // A member of dependent type (in a class template's phase-1 analysis) is type-dependent.
        if self.il.types.is_dependent(ty) {
            self.mark(id, Expr::TYPE_DEPENDENT | Expr::VALUE_DEPENDENT);
        }
        id
    }

    /// Two data members of different classes (the ambiguity of a member found in two bases).
    fn data_members_in_distinct_bases(&self, a: EntityId, b: EntityId) -> bool {
        let (Some(x), Some(y)) = (self.il.entities.get(self.il.entities.resolve(a)), self.il.entities.get(self.il.entities.resolve(b))) else { return false };
        matches!(x.data, Payload::Field(_)) && matches!(y.data, Payload::Field(_)) && x.parent != y.parent
    }

    pub fn build_subscript(&mut self, a: ExprId, i: ExprId, span: Span, pos: Offset) -> ExprId {
        if self.is_error(a) || self.is_error(i) {
            return self.error_expr(span);
        }
        if self.any_dependent(&[a, i]) {
            return self.build_dependent(&[a, i], span, pos);
        }
        if self.il.types.class_entity(self.ty_of(a)).is_some() {
            return self.resolve_operator("[]", &[a, i], span, pos);
        }
        let (x, y) = (self.default_conversion(a), self.default_conversion(i));
        let (xt, yt) = (self.ty_of(x), self.ty_of(y));
        let (p, idx) = match (self.il.types.ckind(xt), self.il.types.ckind(yt)) {
            (TypeKind::Pointer(_), _) if self.is_integral_or_unscoped_enum(yt) => (x, y),
            (_, TypeKind::Pointer(_)) if self.is_integral_or_unscoped_enum(xt) => (y, x),
            _ => {
                self.gaps.note("sema: subscript operand types", pos);
                return self.error_expr(span);
            }
        };
        let TypeKind::Pointer(elem) = self.il.types.ckind(self.ty_of(p)) else {
            return self.error_expr(span);
        };
        let idx = self.promote(idx);
        self.add(ExprKind::Subscript(p, idx), elem, ValueCat::LValue, span, pos)
    }

    // ---- sizeof / alignof / traits -------------------------------------------------------------------------

    /// `sizeof(T)`; `type_at` is where the type-id starts (caret of #70 `incomplete type "X" is not
    /// allowed`, probes/x13).
    pub fn build_sizeof_type(&mut self, t: TypeId, span: Span, type_at: Offset) -> ExprId {
        let sz = self.il.types.int(self.il.target.size_type());
        let id = self.add(ExprKind::SizeofType(t), sz, ValueCat::PRValue, span, span.lo);
        if self.il.types.is_dependent(t) {
            self.mark(id, Expr::VALUE_DEPENDENT);
            return id;
        }
        match super::layout::size_align(self.il, t) {
            Ok(_) => id,
            Err(super::layout::LayoutError::Incomplete)
                if matches!(self.il.types.ckind(self.il.types.unqualified(t)), TypeKind::Class(_) | TypeKind::Enum(_)) =>
            {
                let a = self.ty_arg(t);
                self.error(id::INCOMPLETE_TYPE_NOT_ALLOWED, type_at).args.push(a);
                self.error_expr(span)
            }
            Err(_) => {
                // Functions (warning #56 and GNU size 1), `void`, unknown bounds: not modelled yet.
                self.gaps.note("sema: sizeof of a type without a size", span.lo);
                self.error_expr(span)
            }
        }
    }

    pub fn build_sizeof_expr(&mut self, e: ExprId, span: Span) -> ExprId {
        let sz = self.il.types.int(self.il.target.size_type());
        let n = self.expr(e);
        let id = self.add(ExprKind::SizeofExpr(e), sz, ValueCat::PRValue, span, span.lo);
        if n.flags & Expr::TYPE_DEPENDENT != 0 {
            self.mark(id, Expr::VALUE_DEPENDENT);
        } else if super::layout::size_align(self.il, n.ty).is_err() {
            self.gaps.note("sema: sizeof of an expression without a size", span.lo);
            return self.error_expr(span);
        }
        id
    }

    pub fn build_alignof_type(&mut self, t: TypeId, span: Span) -> ExprId {
        let sz = self.il.types.int(self.il.target.size_type());
        let id = self.add(ExprKind::AlignofType(t), sz, ValueCat::PRValue, span, span.lo);
        if self.il.types.is_dependent(t) {
            self.mark(id, Expr::VALUE_DEPENDENT);
        } else if super::layout::size_align(self.il, t).is_err() {
            self.gaps.note("sema: alignof of a type without alignment", span.lo);
            return self.error_expr(span);
        }
        id
    }

    /// `__is_same(A, B)`, `__is_class(T)`, …: evaluated now unless an argument is dependent. Traits whose
    /// answer needs facts the IL does not keep (triviality, standard layout, aggregates) are gaps.
    pub fn build_type_trait(&mut self, tr: TypeTrait, args: &[TypeId], span: Span) -> ExprId {
        let b = self.il.types.int(IntKind::Bool);
        if args.iter().any(|&t| self.il.types.is_dependent(t)) {
            let id = self.add(ExprKind::Trait { trait_: tr, value: false }, b, ValueCat::PRValue, span, span.lo);
            self.mark(id, Expr::VALUE_DEPENDENT);
            return id;
        }
        match super::eval::type_trait_value(self.il, tr, args) {
            Some(value) => self.add(ExprKind::Trait { trait_: tr, value }, b, ValueCat::PRValue, span, span.lo),
            None => {
                self.gaps.note("sema: type trait", span.lo);
                self.error_expr(span)
            }
        }
    }
}

fn float_max(a: FloatKind, b: FloatKind) -> FloatKind {
    fn rank(k: FloatKind) -> u8 {
        match k {
            FloatKind::Float16 | FloatKind::BFloat16 => 0,
            FloatKind::Float => 1,
            FloatKind::Double => 2,
            FloatKind::LongDouble => 3,
            FloatKind::Float128 => 4,
        }
    }
    if rank(a) >= rank(b) { a } else { b }
}

/// The largest value of an integer kind.
pub(crate) fn max_value(t: &super::target::Target, k: IntKind) -> u128 {
    let w = t.int_bits(k);
    let w = if t.is_signed(k) { w - 1 } else { w };
    if w >= 128 { u128::MAX } else { (1u128 << w) - 1 }
}

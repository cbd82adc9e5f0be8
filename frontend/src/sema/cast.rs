//! Explicit casts: `static_cast`, `const_cast`, `reinterpret_cast`, C-style `(T)e` and functional `T(e)`
//! ([expr.static.cast], [expr.cast]) with EDG's messages (probes/x13, x14):
//!
//! - #171 `invalid type conversion` at the start of the cast (`static_cast<int*>(d)`, `(float)p`,
//!   `reinterpret_cast<long>(d)`, `static_cast<double&>(i)`);
//! - #694 `static_cast cannot cast away const or other type qualifiers` at the start of the cast;
//! - #718 `a const_cast can only adjust type qualifiers; it cannot change the underlying type` at the
//!   operand;
//! - a cast to a class type is a direct-initialisation (`B(1)`, `(B)2` for an aggregate `B` → #415 at the
//!   operand, see `ctor.rs`).
//!
//! A C-style cast tries static_cast, then static_cast + const_cast, then reinterpret_cast (+ const_cast).
//! `dynamic_cast`, casts to pointers-to-member and reinterpret_cast casting away const are gaps.

use super::action::Sema;
use super::conv::standard_conversion;
use super::expr::{CastKind, ExprKind, ValueCat};
use super::ids::{ExprId, TypeId};
use super::types::{Quals, TypeKind, TypeTable};
use crate::diag::{id, Arg};
use crate::source::{Offset, Span};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Check {
    Ok,
    Invalid,
    CastAwayConst,
    Unknown,
}

impl<'a> Sema<'a> {
    /// An explicit cast of `e` to `to`; `span` starts at the cast (keyword, `(` or type name).
    pub fn build_cast(&mut self, kind: CastKind, to: TypeId, e: ExprId, span: Span, pos: Offset) -> ExprId {
        if self.is_error(e) || self.il.types.is_error(to) {
            return self.error_expr(span);
        }
        if self.il.types.is_dependent(to) || self.expr(e).is_dependent() {
            let id = self.build_dependent(&[e], span, pos);
            if let Some(x) = self.il.exprs.get_mut(id) {
                x.ty = to;
            }
            return id;
        }
        if kind == CastKind::Dynamic {
            self.gaps.note("sema: dynamic_cast", span.lo);
            return self.error_expr(span);
        }
        let target = self.il.types.non_reference(to);
        if self.il.types.is_reference(to) {
            return self.reference_cast(kind, to, e, span, pos);
        }
        if self.il.types.is_void(target) {
            return self.add(ExprKind::Cast(kind, e), TypeTable::VOID, ValueCat::PRValue, span, pos);
        }
        if let Some(c) = self.il.types.class_entity(target) {
            if kind == CastKind::Const || kind == CastKind::Reinterpret {
                self.gaps.note("sema: const/reinterpret cast to class type", span.lo);
                return self.error_expr(span);
            }
            let user_ctors = !self.constructors(c).iter().all(|&f| super::overload::is_implicit_member(self, f));
            // Direct-initialisation from an object of another class: its conversion functions to the class,
            // explicit ones included (they make the copy/move constructor's argument, [over.match.copy]/1.2).
            let via = match self.il.types.class_entity(self.ty_of(e)) {
                Some(sc) if !user_ctors && sc != c && super::conv::base_distance(self.il, sc, c).is_none() => {
                    match self.user_conversion_to_class_ex(e, c, true, true) {
                        super::ctor::UserConv::Unique(f, _) if self.is_conversion_function(f) => Some(f),
                        _ => None,
                    }
                }
                _ => None,
            };
            let r = if let Some(f) = via {
                let call = self.call_conversion_function(e, f);
                self.copy_init_class(call, c, self.il.types.unqualified(target))
            } else if user_ctors {
                let x = self.build_construct(target, &[e], span, self.expr(e).span.lo);
                if self.is_error(x) { None } else { Some(x) }
            } else {
                self.copy_init_class(e, c, self.il.types.unqualified(target))
            };
            return match r {
                Some(x) => self.add(ExprKind::Cast(kind, x), self.il.types.unqualified(target), ValueCat::PRValue, span, pos),
                None => self.error_expr(span),
            };
        }
        if self.il.types.class_entity(self.ty_of(e)).is_some() {
            // Class → scalar: a conversion function (explicit ones count: direct-initialisation).
            let t = self.il.types.unqualified(target);
            return match self.convert_class_to_scalar(e, t, true, t) {
                Some(x) => self.add(ExprKind::Cast(kind, x), t, ValueCat::PRValue, span, pos),
                None => self.error_expr(span),
            };
        }
        let v = self.default_conversion(e);
        let from = self.ty_of(v);
        let target = self.il.types.unqualified(target);
        let check = match kind {
            CastKind::Static => self.static_check(from, target, v),
            CastKind::Const => self.const_check(from, target),
            CastKind::Reinterpret => self.reinterpret_check(from, target),
            _ => {
                let s = self.static_check(from, target, v);
                if s == Check::Ok || s == Check::CastAwayConst {
                    Check::Ok // static_cast followed by const_cast
                } else {
                    match self.reinterpret_check(from, target) {
                        Check::Unknown if self.drops_quals_only(from, target) => Check::Ok,
                        r => r,
                    }
                }
            }
        };
        // The cast's type keeps the sugar written (a typedef, `__typeof__(x)`), which the host output
        // prints: `(cudaGraphExec_t)current_graph_exec` [verified: the trivial-kernel TU's host output];
        // a qualified target type is its unqualified canonical type.
        let written = if self.il.types.split_quals(to).1 == super::types::Quals::NONE { to } else { target };
        match check {
            Check::Ok => self.add(ExprKind::Cast(kind, v), written, ValueCat::PRValue, span, pos),
            Check::Invalid if kind == CastKind::Const => {
                let at = self.expr(e).span.lo;
                self.error(id::BAD_CONST_CAST, at);
                self.error_expr(span)
            }
            Check::Invalid => {
                self.error(id::BAD_CAST, span.lo);
                self.error_expr(span)
            }
            Check::CastAwayConst => {
                let which = if kind == CastKind::Static { "static_cast" } else { "reinterpret_cast" };
                self.error(id::CANNOT_CAST_AWAY_CONST, span.lo).args.push(Arg::Str(which.into()));
                self.error_expr(span)
            }
            Check::Unknown => {
                self.gaps.note("sema: unmodelled cast", span.lo);
                self.error_expr(span)
            }
        }
    }

    fn static_check(&self, from: TypeId, to: TypeId, e: ExprId) -> Check {
        let ty = &self.il.types;
        let (fk, tk) = (ty.ckind(from), ty.ckind(to));
        let arith_like = |k: TypeKind| matches!(k, TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_));
        // Scoped enums too convert explicitly to/from integers and floating types.
        if arith_like(fk) && arith_like(tk) {
            return Check::Ok;
        }
        if standard_conversion(self.il, from, to, self.is_null_pointer_constant(e)).is_some() {
            return Check::Ok;
        }
        if let (TypeKind::Pointer(a), TypeKind::Pointer(b)) = (fk, tk) {
            let (au, aq) = ty.split_quals(a);
            let (bu, bq) = ty.split_quals(b);
            let related = ty.same(au, bu)
                || (ty.is_void(au) && !matches!(ty.ckind(bu), TypeKind::Function(_)))
                || (ty.is_void(bu) && !matches!(ty.ckind(au), TypeKind::Function(_)))
                || match (ty.class_entity(au), ty.class_entity(bu)) {
                    (Some(x), Some(y)) => super::conv::base_distance(self.il, y, x).is_some() || super::conv::base_distance(self.il, x, y).is_some(),
                    _ => false,
                };
            if related {
                return if bq.has(aq.minus(Quals::RESTRICT)) { Check::Ok } else { Check::CastAwayConst };
            }
            return Check::Invalid;
        }
        if matches!(fk, TypeKind::MemberPointer { .. }) || matches!(tk, TypeKind::MemberPointer { .. }) {
            return Check::Unknown;
        }
        Check::Invalid
    }

    fn reinterpret_check(&self, from: TypeId, to: TypeId) -> Check {
        let ty = &self.il.types;
        let (fk, tk) = (ty.ckind(from), ty.ckind(to));
        if ty.same(from, to) {
            return Check::Ok;
        }
        match (fk, tk) {
            (TypeKind::Pointer(a), TypeKind::Pointer(b)) => {
                if ty.quals(b).has(ty.quals(a).minus(Quals::RESTRICT)) { Check::Ok } else { Check::Unknown }
            }
            (TypeKind::Pointer(_), TypeKind::Int(k)) => {
                if self.il.target.int_size(k) >= self.il.target.pointer_size() { Check::Ok } else { Check::Unknown }
            }
            (TypeKind::Int(_) | TypeKind::Enum(_), TypeKind::Pointer(_)) => Check::Ok,
            (TypeKind::NullPtr, TypeKind::Int(_)) => Check::Ok,
            (TypeKind::MemberPointer { .. }, _) | (_, TypeKind::MemberPointer { .. }) => Check::Unknown,
            _ => Check::Invalid,
        }
    }

    /// const_cast between pointers: the types must be the same except for cv at every level.
    fn const_check(&self, from: TypeId, to: TypeId) -> Check {
        if !matches!((self.il.types.ckind(from), self.il.types.ckind(to)), (TypeKind::Pointer(_), TypeKind::Pointer(_))) {
            return Check::Invalid;
        }
        if self.drops_quals_only(from, to) { Check::Ok } else { Check::Invalid }
    }

    /// Whether `a` and `b` differ only in cv-qualification at any pointer level.
    fn drops_quals_only(&self, a: TypeId, b: TypeId) -> bool {
        let ty = &self.il.types;
        let (mut x, mut y) = (a, b);
        for _ in 0..64 {
            let (xu, yu) = (ty.unqualified(x), ty.unqualified(y));
            match (ty.ckind(xu), ty.ckind(yu)) {
                (TypeKind::Pointer(p), TypeKind::Pointer(q)) => {
                    x = p;
                    y = q;
                }
                _ => return ty.same(xu, yu),
            }
        }
        false
    }

    /// `static_cast<T&>(e)`, `static_cast<T&&>(e)`, `(T&)e`, `const_cast<T&>(e)`.
    fn reference_cast(&mut self, kind: CastKind, to: TypeId, e: ExprId, span: Span, pos: Offset) -> ExprId {
        let n = self.expr(e);
        let ty = &self.il.types;
        let rref = matches!(ty.ckind(to), TypeKind::RRef(_));
        let referee = ty.non_reference(to);
        let (ru, rq) = ty.split_quals(referee);
        let (su, sq) = ty.split_quals(n.ty);
        let cat = if !rref || matches!(ty.ckind(ru), TypeKind::Function(_)) { ValueCat::LValue } else { ValueCat::XValue };
        let related = ty.same(ru, su)
            || match (ty.class_entity(su), ty.class_entity(ru)) {
                (Some(x), Some(y)) => super::conv::base_distance(self.il, x, y).is_some() || super::conv::base_distance(self.il, y, x).is_some(),
                _ => false,
            };
        let keeps_quals = rq.has(sq.minus(Quals::RESTRICT));
        let glvalue = n.cat != ValueCat::PRValue;
        let check = match kind {
            CastKind::Static => {
                if !glvalue && !rref {
                    Check::Unknown // binding a temporary through static_cast<const T&>(prvalue)
                } else if related {
                    if keeps_quals { Check::Ok } else { Check::CastAwayConst }
                } else if !glvalue {
                    Check::Unknown
                } else {
                    Check::Invalid
                }
            }
            CastKind::Const => {
                if glvalue && ty.same(ru, su) { Check::Ok } else { Check::Unknown }
            }
            CastKind::Reinterpret => {
                if glvalue && keeps_quals { Check::Ok } else { Check::Unknown }
            }
            _ => {
                // C-style: anything goes for an lvalue (reinterpret + const).
                if glvalue { Check::Ok } else { Check::Unknown }
            }
        };
        match check {
            Check::Ok => self.add(ExprKind::Cast(kind, e), referee, cat, span, pos),
            Check::Invalid => {
                self.error(id::BAD_CAST, span.lo);
                self.error_expr(span)
            }
            Check::CastAwayConst => {
                self.error(id::CANNOT_CAST_AWAY_CONST, span.lo).args.push(Arg::Str("static_cast".into()));
                self.error_expr(span)
            }
            Check::Unknown => {
                self.gaps.note("sema: unmodelled reference cast", span.lo);
                self.error_expr(span)
            }
        }
    }
}

//! The `noexcept(expr)` operator ([expr.unary.noexcept]): false when the unevaluated operand contains a
//! `throw`, a call of a potentially-throwing function, or a `new` (which may throw `bad_alloc`).
//! Calls of implicitly-declared special members, `dynamic_cast` and `typeid` need facts the IL does not
//! keep (their exception specifications) and are gaps.

use super::action::Sema;
use super::entities::FunctionData;
use super::expr::{Expr, ExprKind, ValueCat};
use super::ids::{EntityId, ExprId};
use super::types::{IntKind, Noexcept, TypeKind};
use crate::source::Span;

impl<'a> Sema<'a> {
    /// `noexcept(e)`: a `bool` constant (value-dependent inside templates).
    pub fn build_noexcept(&mut self, e: ExprId, span: Span) -> ExprId {
        let b = self.il.types.int(IntKind::Bool);
        if self.expr(e).is_dependent() {
            let id = self.add(ExprKind::IntLit(0), b, ValueCat::PRValue, span, span.lo);
            self.mark(id, Expr::VALUE_DEPENDENT);
            return id;
        }
        match self.can_throw(e, 0) {
            Ok(t) => self.add(ExprKind::IntLit((!t) as u128), b, ValueCat::PRValue, span, span.lo),
            Err(what) => {
                self.gaps.note(what, span.lo);
                self.error_expr(span)
            }
        }
    }

    fn fn_can_throw(&self, f: EntityId) -> Result<bool, &'static str> {
        let Some(e) = self.il.entities.get(f) else { return Ok(true) };
        if let Some(fd) = e.function() {
            if fd.has(FunctionData::IMPLICIT) {
                return Err("sema: noexcept of an implicit special member");
            }
            if fd.role == super::entities::FnRole::Destructor {
                return Ok(false); // destructors are noexcept unless declared otherwise
            }
        }
        match self.il.types.ckind(e.ty) {
            TypeKind::Function(sig) => match sig.noexcept {
                Noexcept::Yes | Noexcept::ThrowNone => Ok(false),
                Noexcept::No => Ok(true),
                Noexcept::Dependent(_) => Err("sema: dependent noexcept specification"),
                Noexcept::Deferred => Err("sema: noexcept specification of a class template member not instantiated"),
            },
            _ => Ok(true),
        }
    }

    fn can_throw(&self, e: ExprId, depth: u32) -> Result<bool, &'static str> {
        if depth > 256 {
            return Err("sema: noexcept operand too deep");
        }
        let n = self.expr(e);
        let here = match n.kind {
            ExprKind::Throw(_) | ExprKind::New { .. } => true,
            ExprKind::Call { func, callee, .. } => {
                if func.is_some() {
                    self.fn_can_throw(func)?
                } else {
                    // Through a pointer: the pointee function type's specification.
                    let ct = self.ty_of(callee);
                    let ft = match self.il.types.ckind(ct) {
                        TypeKind::Pointer(p) => p,
                        _ => ct,
                    };
                    match self.il.types.ckind(ft) {
                        TypeKind::Function(sig) if matches!(sig.noexcept, Noexcept::Deferred) => {
                            return Err("sema: noexcept specification of a class template member not instantiated")
                        }
                        TypeKind::Function(sig) => !matches!(sig.noexcept, Noexcept::Yes | Noexcept::ThrowNone),
                        _ => true,
                    }
                }
            }
            ExprKind::Construct { ctor, .. } if ctor.is_some() => self.fn_can_throw(ctor)?,
            ExprKind::Cast(super::expr::CastKind::Dynamic, _) => return Err("sema: noexcept of dynamic_cast"),
            _ => false,
        };
        if here {
            return Ok(true);
        }
        for c in n.kind.children(&self.il.exprs) {
            if self.can_throw(c, depth + 1)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

//! Warnings for returning a local's address or a reference to it: #1056 `return &c;` / an array local
//! decaying, #836 `return c;` from a function returning a reference (also through parentheses, `.`
//! member access and `static_cast<T&&>`), at the start of the returned expression [verified:
//! corpus/lead-s14/return_local_bad]. A static local, a local reference and a pointer parameter's
//! target are not locals. What is not modelled (#430: a temporary bound to the returned reference,
//! `?:`/`,` operands) is a gap.
use super::action::Sema;
use super::entities::Payload;
use super::expr::{CastKind, ExprKind, ImplicitKind, ValueCat};
use super::ids::{ExprId, TypeId};
use super::types::TypeKind;
use crate::diag::id;

const DEPTH: u32 = 64;

impl<'a> Sema<'a> {
    /// Checks `return value;` in a function returning `rt` (before `value` is converted).
    pub(crate) fn check_return_of_local(&mut self, value: ExprId, rt: TypeId) {
        let Some(n) = self.il.exprs.get(value).copied() else { return };
        if self.il.types.is_error(n.ty) {
            return;
        }
        let by_ref = matches!(self.il.types.ckind(rt), TypeKind::LRef(_) | TypeKind::RRef(_));
        if n.is_dependent() {
            // A template body: whether the reference's target is the local is known at instantiation.
            if by_ref && self.designates_local(value, 0) != Some(false) {
                self.gaps.note("sema: returning a local of dependent type by reference (#836 unverified)", n.span.lo);
            }
            return;
        }
        match self.il.types.ckind(rt) {
            TypeKind::LRef(_) | TypeKind::RRef(_) => match self.designates_local(value, 0) {
                Some(true) => {
                    self.warning(id::RETURNING_REF_TO_LOCAL_VARIABLE, n.span.lo);
                }
                Some(false) => {}
                None => self.gaps.note("sema: returned reference of this form (#430/#836 not produced)", n.span.lo),
            },
            // `return a;` for a local array: its decay is the conversion to `rt`, not yet applied.
            TypeKind::Pointer(_) if matches!(self.il.types.ckind(n.ty), TypeKind::Array(..)) => {
                if self.designates_local(value, 0) == Some(true) {
                    self.warning(id::RETURNING_PTR_TO_LOCAL_VARIABLE, n.span.lo);
                }
            }
            TypeKind::Pointer(_) => {
                let mut x = value;
                for _ in 0..DEPTH {
                    let Some(e) = self.il.exprs.get(x).copied() else { return };
                    match e.kind {
                        ExprKind::Implicit(ImplicitKind::ArrayToPointer, y) => {
                            if self.designates_local(y, 0) == Some(true) {
                                self.warning(id::RETURNING_PTR_TO_LOCAL_VARIABLE, n.span.lo);
                            }
                            return;
                        }
                        ExprKind::Implicit(ImplicitKind::LvalueToRvalue, _) => return,
                        ExprKind::Implicit(_, y) => x = y,
                        ExprKind::Unary(crate::sema::expr::UnaryOp::AddrOf, y) => {
                            if self.designates_local(y, 0) == Some(true) {
                                self.warning(id::RETURNING_PTR_TO_LOCAL_VARIABLE, n.span.lo);
                            }
                            return;
                        }
                        _ => return,
                    }
                }
            }
            _ => {}
        }
    }

    /// Whether the glvalue `x` designates (a subobject of) an automatic local or a by-value parameter;
    /// None when that is not modelled (a prvalue bound to a temporary, `?:`, `,`).
    fn designates_local(&self, x: ExprId, depth: u32) -> Option<bool> {
        if depth > DEPTH {
            return None;
        }
        let e = self.il.exprs.get(x)?;
        let not_ref = |t: TypeId| !matches!(self.il.types.ckind(t), TypeKind::LRef(_) | TypeKind::RRef(_));
        match e.kind {
            _ if e.cat == ValueCat::PRValue => None,
            ExprKind::DeclRef(v) => Some(match self.il.entities.get(v).map(|n| (n.data, n.ty)) {
                Some((Payload::Variable(d), t)) => d.is_automatic_local() && not_ref(t),
                Some((Payload::Param(_), t)) => not_ref(t),
                _ => false,
            }),
            ExprKind::Member { base, arrow: false, .. } => self.designates_local(base, depth + 1),
            ExprKind::Member { arrow: true, .. } => Some(false),
            ExprKind::Cast(CastKind::Static, y) => self.designates_local(y, depth + 1),
            ExprKind::Implicit(ImplicitKind::LvalueToRvalue, _) => None,
            ExprKind::Implicit(_, y) => self.designates_local(y, depth + 1),
            // `a[i]`: an element of a local array (`a` decays) is local; one through a pointer is not.
            ExprKind::Subscript(a, b) => {
                let decayed = |x: ExprId| match self.il.exprs.get(x).map(|n| n.kind) {
                    Some(ExprKind::Implicit(ImplicitKind::ArrayToPointer, y)) => Some(y),
                    _ => None,
                };
                match decayed(a).or_else(|| decayed(b)) {
                    Some(arr) => self.designates_local(arr, depth + 1),
                    None => Some(false),
                }
            }
            ExprKind::Cond(..) | ExprKind::Comma(..) => None,
            // Calls, `*p`, subscripts of pointers…: an object the function does not own.
            _ => Some(false),
        }
    }
}

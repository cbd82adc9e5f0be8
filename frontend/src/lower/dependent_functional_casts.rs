//! Casts to a dependent type in template bodies: `T(x)`, `typename X<T>::type(x)`, `(T)x`.
//!
//! [expr.type.conv]/2: a functional cast with one parenthesised expression is the cast expression
//! `(T)x`; with a dependent `T` it is type-dependent ([temp.dep.expr]/3) and nothing of it is checked
//! at definition, so phase 1 keeps it as sema's dependent cast (`Dependent([x])` of type `T`,
//! sema/cast.rs) — what `(T)x` builds. cudafe++ prints both as `(T)x` (`atan2((__type)__y,
//! (__type)__x)` for libstdc++'s `atan2(__type(__y), __type(__x))`) [verified: ref trivial.cudafe1.cpp,
//! probes of corpus/prelude19-s19]. A braced list (`T{x}`, a list-initialisation) or several arguments
//! (a constructor call when `T` is a class) are not casts: they stay gaps.
//!
//! Such a cast of a non-dependent operand (`T(1)`, `T(-1) > T(0)`) is deferred rightly: its type is
//! dependent even though its operand is not ([`is_dependent_cast`] for `value_dependent_deferral`).
use super::Lowerer;
use crate::parse::ast;
use crate::sema::expr::{CastKind, Expr, ExprKind};
use crate::sema::ids::{ExprId, TypeId};
use crate::sema::il::Il;
use crate::source::Span;

impl Lowerer<'_> {
    /// `T(x)` of the dependent type `t`: Some(the dependent cast, None after a gap in `x`), or None
    /// when the form is not a cast (the caller's gap).
    pub(crate) fn dependent_functional_cast(&mut self, t: TypeId, args: &[ast::ExprId], braced: bool, span: Span) -> Option<Option<ExprId>> {
        let &[a] = args else { return None };
        if braced || matches!(self.ast.expr(a).kind, ast::ExprKind::InitList(_) | ast::ExprKind::Designated { .. } | ast::ExprKind::PackExpansion(_)) {
            return None;
        }
        if matches!(self.sema.il.types.ckind(t), crate::sema::types::TypeKind::Auto(_)) {
            return None;
        }
        let Some(x) = self.expr(a) else { return Some(None) };
        Some(Some(self.sema.build_cast(CastKind::Functional, t, x, span, span.lo)))
    }
}

/// Whether `n` is sema's cast of an operand to a dependent type (`(T)1`): type-dependent through its
/// target, whatever its operand.
pub(crate) fn is_dependent_cast(il: &Il, n: &Expr) -> bool {
    matches!(n.kind, ExprKind::Dependent(l) if il.exprs.list(l).len() == 1) && n.flags & Expr::TYPE_DEPENDENT != 0 && !il.types.is_error(n.ty) && il.types.is_dependent(n.ty)
}

/// Whether a cast to the dependent `ty` prints as `(T)x`: a template type parameter or a dependent
/// member type (`typename X<T>::type`), or a typedef of one, printed by its name. A class
/// template-id target prints as a constructor call (`((reverse_iterator< _Iterator> )(__i))`
/// [verified: ref trivial.cudafe1.cpp]), not modelled: a gap.
pub(crate) fn printable_cast_target(il: &Il, ty: TypeId) -> bool {
    use crate::sema::types::TypeKind;
    // (A local typedef's name as the target is a gap: the body printer leaves the typedef out.)
    matches!(il.types.kind(ty), TypeKind::TemplateParam { pack: false, .. } | TypeKind::DependentName { .. })
}

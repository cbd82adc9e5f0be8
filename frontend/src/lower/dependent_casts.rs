//! Casts of a type-dependent operand to a non-dependent type in a user template body
//! (`static_cast<int>(t)`, `(float)v`, `(void)t`): [temp.dep.expr]/3 makes the result type-independent
//! (its type is the named one) but value-dependent ([temp.dep.constexpr]/2). EDG checks what uses it at
//! definition (a `return (int)v;` from an `int` function is complete there), while the cast itself is
//! checked at instantiation.
//!
//! Sema builds every cast with a dependent operand as a `Dependent` node; here that node is given the
//! target type and value category and loses the type-dependent mark. Only void and scalar non-reference
//! targets are handled: a class target (a constructor call) or a reference target (a glvalue) stays a
//! gap in `template_cast_check`.

use super::Lowerer;
use crate::sema::expr::{Expr, ValueCat};
use crate::sema::ids::{ExprId, TypeId};
use crate::sema::types::TypeTable;

/// Whether a cast to the non-dependent `ty` of a dependent operand is modelled as a value-dependent
/// prvalue of that type.
pub(crate) fn value_dependent_target(types: &TypeTable, ty: TypeId) -> bool {
    !types.is_reference(ty) && (types.is_void(ty) || types.is_scalar(ty))
}

impl<'a> Lowerer<'a> {
    /// `r`: the node built for a cast; `vd`: what `template_cast_check` returned for it. A value-dependent
    /// cast becomes a prvalue of the cv-unqualified target type ([expr.type]/2), not type-dependent.
    pub(crate) fn value_dependent_cast(&mut self, r: ExprId, vd: bool) -> ExprId {
        if !vd || self.sema.is_error(r) {
            return r;
        }
        let il = &mut self.sema.il;
        let Some(ty) = il.exprs.get(r).map(|n| n.ty) else { return r };
        let ty = il.types.unqualified(ty);
        let operand = match il.exprs.get(r).map(|n| n.kind) {
            Some(crate::sema::expr::ExprKind::Dependent(l)) => il.exprs.list(l).first().copied(),
            _ => None,
        };
        let runtime = operand.is_some_and(|x| runtime_only(il, x, 0));
        if let Some(n) = il.exprs.get_mut(r) {
            n.ty = ty;
            n.cat = ValueCat::PRValue;
            n.flags &= !Expr::TYPE_DEPENDENT;
            if runtime {
                n.flags &= !Expr::VALUE_DEPENDENT;
            } else {
                n.flags |= Expr::VALUE_DEPENDENT;
            }
        }
        r
    }
}

/// Whether the operand `e` of such a cast can never be a constant expression: a non-const,
/// non-constexpr variable or parameter, `this`, a non-static data member of such an object,
/// through unary operators and implicit conversions. Then the cast's value cannot matter at definition either, and sema may check every use
/// of it as of any `int` prvalue: EDG diagnoses `int *p = (int)v;` and resolves `dev((int)v)` at
/// definition, where for a possibly constant operand (`(long)N`) it would wait (a possible null pointer
/// constant). Depth-bounded.
fn runtime_only(il: &crate::sema::il::Il, e: ExprId, depth: u32) -> bool {
    use crate::sema::entities::{Payload, VariableData};
    use crate::sema::expr::ExprKind;
    if depth > 32 {
        return false;
    }
    let Some(n) = il.exprs.get(e) else { return false };
    let non_const = |ty: TypeId| !il.types.split_quals(il.types.non_reference(ty)).1.is_const();
    match n.kind {
        ExprKind::DeclRef(v) => match il.entities.get(v) {
            Some(ent) => match ent.data {
                Payload::Param(_) => non_const(ent.ty),
                Payload::Variable(d) => d.flags & VariableData::CONSTEXPR == 0 && non_const(ent.ty),
                // A non-static data member named in a member function (`this->` implied).
                Payload::Field(_) => true,
                _ => false,
            },
            None => false,
        },
        // A non-static data member (a static one may be a constant) of an object that is not a constant
        // (`*this` in a const member function included: `this` is never constant there).
        ExprKind::Member { base, member, .. } => {
            matches!(il.entities.get(member).map(|m| m.data), Some(Payload::Field(_))) && runtime_only(il, base, depth + 1)
        }
        ExprKind::This => true,
        ExprKind::Unary(_, a) | ExprKind::Implicit(_, a) => runtime_only(il, a, depth + 1),
        _ => false,
    }
}

impl<'a> Lowerer<'a> {
    /// After phase 1 of a template body whose nodes start at `expr_start` and statements at
    /// `stmt_start`: sema skips its checks for any value-dependent operand (right for a non-type
    /// template parameter, which might be a null pointer constant, but EDG checks `int *p = (int)v;` at
    /// definition). So each value-dependent cast must end in a use whose checks sema does make: an
    /// operand of a unary, binary or cast node that is not itself dependent, the operand of `return`
    /// (EDG checks no return conversion in a template body either), or a discarded-value expression
    /// statement. Any other use is a gap (true).
    pub(crate) fn value_dependent_cast_uses(&mut self, expr_start: usize, stmt_start: usize, at: u32) -> bool {
        use crate::sema::expr::ExprKind;
        use crate::sema::stmt::StmtKind;
        let il = &self.sema.il;
        let end = il.exprs.len();
        // Nodes whose value-dependence comes from a cast in `set` and whose use must still be found.
        let mut set: Vec<ExprId> = Vec::new();
        let mut used: Vec<ExprId> = Vec::new();
        for i in expr_start..end {
            let id = ExprId::from_len(i);
            let Some(n) = il.exprs.get(id) else { continue };
            let is_cast = matches!(n.kind, ExprKind::Dependent(_)) && n.flags & Expr::TYPE_DEPENDENT == 0 && n.flags & Expr::VALUE_DEPENDENT != 0 && n.ty != TypeTable::ERROR;
            if is_cast {
                set.push(id);
            }
            if set.is_empty() {
                continue;
            }
            for k in n.kind.children(&il.exprs) {
                if !set.contains(&k) {
                    continue;
                }
                let ok_parent = matches!(n.kind, ExprKind::Unary(..) | ExprKind::Binary(..) | ExprKind::Cast(..) | ExprKind::Implicit(..)) || is_cast;
                if !ok_parent {
                    continue;
                }
                if n.is_dependent() && !set.contains(&id) {
                    set.push(id);
                }
                used.push(k);
            }
        }
        if set.is_empty() {
            return false;
        }
        for i in stmt_start..il.stmts.len() {
            let Some(s) = il.stmts.get(crate::sema::ids::StmtId::from_len(i)) else { continue };
            if let StmtKind::Return(e) | StmtKind::Expr(e) = s.kind {
                used.push(e);
            }
        }
        // Every node of the set needs a use; the dependent ones among the parents are themselves in the
        // set, so a chain ends in a checked use or is reported.
        if set.iter().all(|e| used.contains(e)) {
            return false;
        }
        self.gap("lower: cast of a dependent operand to a non-dependent type in a template body", at);
        true
    }
}

//! C++20 rewritten comparisons in the host output (lower/comparison_rewrite.rs builds them): the
//! reference writes the comparison as written, in operator form with the operands in source order, each
//! printed as an operand of the operator function it calls — `(a != b)` for `!(a == b)`, `((0) == b)`
//! for the reversed `b == 0` through `operator==(const B&, int)`, `(0 != o)` for `!(o == 0)` on a
//! `std::strong_ordering`, `(a < b)` for `(a <=> b) < 0`, `((1) < d)` for `0 < (d <=> 1)`
//! [verified: corpus/cxx20cmp-s16].
use crate::emit::host::expr::Expr;
use crate::sema::expr::{BinaryOp, ExprKind, UnaryOp};
use crate::sema::ids::ExprId;
use crate::sema::il::Il;

type R<T> = Result<T, &'static str>;

const GAP: &str = "emit items: C++20 rewritten comparison of this shape";

/// The comparison as written for the rewritten node `id` (flagged `Expr::REWRITTEN`); `sub` converts an
/// operand.
pub(super) fn rewritten(il: &Il, id: ExprId, sub: &mut dyn FnMut(ExprId) -> R<Expr>) -> R<Expr> {
    let e = il.exprs.get(id).ok_or(GAP)?;
    let reversed = e.flags & crate::sema::expr::Expr::REVERSED != 0;
    let (op, call) = written_form(il, id).ok_or(GAP)?;
    let call = skip_implicit(il, call);
    let Some(ExprKind::Call { callee, func, args }) = il.exprs.get(call).map(|n| n.kind) else { return Err(GAP) };
    let Expr::OpCall { operands: mut ops, .. } = super::emit_operator_calls::operator_call(il, callee, func, args, sub)? else { return Err(GAP) };
    if ops.len() != 2 {
        return Err(GAP);
    }
    if reversed {
        ops.swap(0, 1);
    }
    Ok(Expr::OpCall { op, operands: ops })
}

/// The operator as written and the operator function call it was rewritten to (`==` or `<=>`).
fn written_form(il: &Il, id: ExprId) -> Option<(&'static str, ExprId)> {
    let e = il.exprs.get(id)?;
    let reversed = e.flags & crate::sema::expr::Expr::REVERSED != 0;
    match e.kind {
        ExprKind::Unary(UnaryOp::Not, x) => Some(("!=", x)),
        ExprKind::Call { func, args, .. } => {
            let name = il.names.resolve(il.entities.get(func)?.name);
            let sym = super::emit_operator_calls::operator_symbol(name)?;
            match sym {
                "==" => Some(("==", id)),
                // `(x <=> y) @ 0` through the comparison category's `operator@`.
                "<" | "<=" | ">" | ">=" => {
                    let list = il.exprs.list(args);
                    let op = relational(sym)?;
                    Some((op, *list.get(if reversed { 1 } else { 0 })?))
                }
                _ => None,
            }
        }
        // `(x <=> y) @ 0` with a built-in `@` (an `operator<=>` returning a scalar).
        ExprKind::Binary(op @ (BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge), a, b) => Some((op.text(), if reversed { b } else { a })),
        _ => None,
    }
}

fn relational(sym: &str) -> Option<&'static str> {
    ["<", "<=", ">", ">="].into_iter().find(|&o| o == sym)
}

fn skip_implicit(il: &Il, mut x: ExprId) -> ExprId {
    while let Some(ExprKind::Implicit(_, inner)) = il.exprs.get(x).map(|n| n.kind) {
        x = inner;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relational_symbols() {
        assert_eq!(relational("<="), Some("<="));
        assert_eq!(relational(">"), Some(">"));
        assert_eq!(relational("=="), None);
        assert_eq!(relational("<=>"), None);
    }
}

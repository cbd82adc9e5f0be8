//! Uses of `__managed__` variables in the host output: the reference rewrites every use `mv` to
//! `(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv)))` (the variable itself becomes a
//! pointer, `cuda_rewrites.rs`), so that the first use registers the module [verified: corpus/cuda-sema/
//! var_access_host, cuda-rules/var_address_ok, corpus/output-expr2/managed_uses_ok].
use crate::emit::host::expr::Expr;
use crate::sema::entities::{Entities, Payload};
use crate::sema::ids::EntityId;
use crate::sema::il::Il;
use crate::source::Span;

type R<T> = Result<T, &'static str>;

/// The printed form of a use of the managed variable `ent` written at `span`. Only a global variable
/// named unqualified is modelled (a qualified or namespace member's spelling inside is unverified).
pub(super) fn managed_use(il: &Il, src: &[u8], ent: EntityId, span: Span) -> R<Expr> {
    let gap = "emit items: use of a __managed__ variable";
    let v = il.entities.get(ent).ok_or(gap)?;
    let name = il.names.resolve(v.name);
    let text = src.get(span.lo as usize..span.hi as usize).ok_or(gap)?;
    if !matches!(v.data, Payload::Variable(_)) || v.parent != Entities::GLOBAL || text != name.as_bytes() {
        return Err(gap);
    }
    Ok(Expr::Written { ent, text: rewritten(name) })
}

fn rewritten(name: &str) -> String {
    format!("(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), ({})))", name)
}

#[cfg(test)]
mod tests {
    #[test]
    fn spelling_is_the_references() {
        assert_eq!(super::rewritten("mv"), "(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv)))");
    }
}

/// Whether `e` is a rewritten use of a managed variable.
pub(super) fn is_use(e: &Expr) -> bool {
    matches!(e, Expr::Written { text, .. } if text.starts_with("(*( (__nv_inited_managed_rt"))
}

/// Managed uses in `e` (bounded by the converter's depth limit).
fn count(e: &Expr) -> usize {
    let one = |x: &Expr| count(x);
    let all = |xs: &[Expr]| xs.iter().map(count).sum::<usize>();
    match e {
        Expr::Written { .. } => usize::from(is_use(e)),
        Expr::Int { .. } | Expr::Float(_) | Expr::Str { .. } | Expr::Nullptr | Expr::Name(_) | Expr::SizeofType(_) | Expr::Trait { .. } | Expr::ThisMember(_) | Expr::This => 0,
        Expr::Neg(x) | Expr::Converted(x) | Expr::SizeofExpr(x) | Expr::ConvOp(x) => one(x),
        Expr::Unary { operand, .. } | Expr::Postfix { operand, .. } | Expr::Cast { operand, .. } | Expr::NamedCast { operand, .. } => one(operand),
        Expr::Binary { lhs, rhs, .. } | Expr::Comma(lhs, rhs) => one(lhs) + one(rhs),
        Expr::Cond { cond, then, els } => one(cond) + one(then) + one(els),
        Expr::Call { callee, args } => one(callee) + all(args),
        Expr::Member { base, .. } => one(base),
        Expr::Index { base, index } => one(base) + one(index),
        Expr::Braced(xs) | Expr::DirectList(xs) | Expr::DirectArgs(xs) => all(xs),
        Expr::Construct { args, .. } => all(args),
        Expr::MethodCall { base, args, .. } => one(base) + all(args),
        Expr::OpCall { operands, .. } => all(operands),
        // A lambda's body statements were checked one by one when converted.
        Expr::Lambda(l) => l.captures.iter().map(|c| match c {
            crate::emit::host::expr::LambdaCapture::Init { init, .. } => count(init),
            _ => 0,
        }).sum::<usize>() + match &l.form {
            crate::emit::host::expr::LambdaForm::ExtDevice { fields, .. } | crate::emit::host::expr::LambdaForm::ExtHostDevice { fields, .. } => fields.iter().map(|f| match f {
                crate::emit::host::expr::ClosureField::Init(init) => count(init),
                _ => 0,
            }).sum(),
            crate::emit::host::expr::LambdaForm::Host => 0,
        },
        Expr::Rendered(_) | Expr::Captured(_) => 0,
    }
}

/// Whether the managed uses in the whole expression `e` (an initializer, statement expression or returned
/// value) stand where their printing is verified: the whole expression (`int x = mv;`, `return mv;`, also
/// an array's decay `int *q = ma;`), its address (`&mv`), a side of a plain or compound assignment or
/// the operand of `++`/`--` postfix (`mv = k;`, `x = mv;`, `mv += 2;`, `mv++;`). Inside other
/// operations the reference adds parentheses (`x = ((*(…)) + 1);`) that are not modelled.
pub(super) fn placed_ok(e: &Expr) -> bool {
    let total = count(e);
    if total == 0 {
        return true;
    }
    let direct = match e {
        _ if is_use(e) => 1,
        Expr::Unary { op: "&", operand } | Expr::Postfix { operand, .. } => usize::from(is_use(operand)),
        Expr::Binary { op, lhs, rhs } if op.ends_with('=') && !matches!(*op, "==" | "!=" | "<=" | ">=") => usize::from(is_use(lhs)) + usize::from(is_use(rhs)),
        _ => 0,
    };
    direct == total
}

#[cfg(test)]
mod placement_tests {
    use super::*;
    fn m() -> Expr {
        Expr::Written { ent: EntityId::NONE, text: rewritten("mv") }
    }
    #[test]
    fn only_verified_places() {
        assert!(placed_ok(&m()));
        assert!(placed_ok(&Expr::Unary { op: "&", operand: Box::new(m()) }));
        assert!(placed_ok(&Expr::Binary { op: "=", lhs: Box::new(Expr::Name(EntityId::NONE)), rhs: Box::new(m()) }));
        assert!(placed_ok(&Expr::Binary { op: "+=", lhs: Box::new(m()), rhs: Box::new(Expr::Nullptr) }));
        assert!(!placed_ok(&Expr::Binary { op: "+", lhs: Box::new(m()), rhs: Box::new(Expr::Nullptr) }));
        assert!(!placed_ok(&Expr::Binary { op: "==", lhs: Box::new(m()), rhs: Box::new(Expr::Nullptr) }));
        assert!(!placed_ok(&Expr::Converted(Box::new(m()))));
        assert!(placed_ok(&Expr::Nullptr));
    }
}

//! Non-type pack expansions in template argument lists (`_Index_tuple<_Indexes...>`), as far as a
//! template's *pattern* needs them: the expansion of a non-type parameter pack that is not bound here.
//!
//! Such an argument is one `TemplateArg::Expr` element of the parameter's `Pack`, a dependent node flagged
//! [`Expr::PACK_EXPANSION`], hash-consed per (depth, index) of the pack like canonical template
//! parameter types, so `_Index_tuple<_Indexes1...>` written twice (a member template and its out-of-class
//! definition) is one type. Matching or deducing such an argument list, and substituting into it, is not
//! modelled: `sema/deduce_packs.rs`, `sema/pack_match.rs` and `sema/subst.rs` answer with a gap.
use super::expr::{Expr, ExprKind, ValueCat};
use super::ids::{EntityId, ExprId};
use super::il::Il;
use super::types::{TemplateArg, TypeTable};
use crate::source::Span;

/// `P...` where `P` names the non-type parameter pack `param` at (`depth`, `index`).
pub(crate) fn value_pack_expansion(il: &mut Il, depth: u16, index: u16, param: EntityId, span: Span) -> ExprId {
    if let Some(&x) = il.value_pack_expansions.get(&(depth, index)) {
        return x;
    }
    let r = il.exprs.add(Expr { kind: ExprKind::DeclRef(param), ty: TypeTable::ERROR, cat: ValueCat::PRValue, span, pos: span.lo, flags: Expr::TYPE_DEPENDENT | Expr::VALUE_DEPENDENT });
    let ops = il.exprs.add_list(&[r]);
    let flags = Expr::TYPE_DEPENDENT | Expr::VALUE_DEPENDENT | Expr::PACK_EXPANSION;
    let x = il.exprs.add(Expr { kind: ExprKind::Dependent(ops), ty: TypeTable::ERROR, cat: ValueCat::PRValue, span, pos: span.lo, flags });
    il.value_pack_expansions.insert((depth, index), x);
    x
}

/// Whether `a` is such an expansion.
pub(crate) fn is_value_pack_expansion(il: &Il, a: TemplateArg) -> bool {
    matches!(a, TemplateArg::Expr(x) if il.exprs.get(x).is_some_and(|e| e.flags & Expr::PACK_EXPANSION != 0))
}

/// Whether any argument of `args` (packs looked into) is such an expansion.
pub(crate) fn any_value_pack_expansion(il: &Il, args: &[TemplateArg]) -> bool {
    args.iter().any(|&a| match a {
        TemplateArg::Pack(l) => il.types.arg_list(l).iter().any(|&x| is_value_pack_expansion(il, x)),
        _ => is_value_pack_expansion(il, a),
    })
}

//! Type-trait intrinsics in the host-output item sequence (a child of `emit_items.rs`): `__is_enum(E)`
//! prints as the call written, each argument type as the printer spells it (`__is_pod(int &)`,
//! `__is_trivial(int [3])`, `__is_same(int, const int)`), and as a constant operand
//! (`static_assert((__is_enum(E) && (!__is_enum(int))), "")`) [verified: corpus/cpp-traits/
//! category_traits_ok, corpus/usercode20-s20/trait_forms_ok]. The `Trait` node keeps only the value; lowering
//! records the argument types in `Il::trait_args` (lower/traits.rs).
//!
//! An argument whose written type the IL does not keep as written (`__underlying_type(E)` is printed
//! so by the reference, resolved here; `decltype`/`typeof` spellings are unverified) is a gap.
use super::emit_items::R;
use crate::emit::host::expr::Expr;
use crate::sema::ids::ExprId;
use crate::sema::il::Il;

/// The printed form of the trait node `id` (`kw` its keyword).
pub(super) fn trait_expr(il: &Il, src: &[u8], id: ExprId, kw: crate::lex::Kw) -> R<Expr> {
    let e = il.exprs.get(id).ok_or("emit items: bad expression")?;
    let args = il.trait_args.get(&id).ok_or("emit items: type trait without recorded arguments")?;
    let written = src.get(e.span.lo as usize..e.span.hi as usize).ok_or("emit items: type trait")?;
    if !written_as_printed(written) {
        return Err("emit items: type trait argument spelled through __underlying_type or decltype");
    }
    Ok(Expr::Trait { kw: kw.as_str(), args: args.clone() })
}

/// Whether the written trait call names its argument types only in forms the printer re-spells as the
/// reference does (not `__underlying_type(…)`, `decltype(…)`, `typeof(…)`).
fn written_as_printed(written: &[u8]) -> bool {
    const UNVERIFIED: [&[u8]; 4] = [b"__underlying_type", b"decltype", b"typeof", b"__typeof"];
    !UNVERIFIED.iter().any(|w| written.windows(w.len()).any(|x| x == *w))
}

#[cfg(test)]
mod tests {
    use super::written_as_printed;

    #[test]
    fn underlying_type_and_decltype_arguments_are_not_reprinted() {
        assert!(written_as_printed(b"__is_enum(E)"));
        assert!(written_as_printed(b"__is_same(int &, const int)"));
        assert!(!written_as_printed(b"__is_same(__underlying_type(E), short)"));
        assert!(!written_as_printed(b"__is_same(decltype(x), int)"));
    }
}

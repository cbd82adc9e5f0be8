//! Pack expansions in partial-specialisation matching ([temp.deduct.type]/9–10): argument lists with a
//! trailing `P...` — a partial specialisation's own arguments (`X<T, Ts...>`), a nested template-id's
//! (`tuple<Ts...>`), a function type's parameters (`R(Args...)`). Each remaining argument is matched
//! against the pattern `P`; every pack `P` names is bound to the list of what was deduced for it, in
//! order (an empty list when nothing remains). Used by [`super::specializations`].
//!
//! An argument that is itself a pack expansion only occurs in partial ordering (the other
//! specialisation's arguments, its parameters taken as unique): it matches only a pack expansion, and a
//! pattern that is not an expansion fails against it, which is what makes `X<T, Ts...>` more specialised
//! than `X<Ts...>`.

use super::entities::Payload;
use super::ids::TypeId;
use super::il::Il;
use super::specializations::{match_arg, match_type, own_index, same_arg, Ctx};
use super::types::{FnSig, Noexcept, TemplateArg, TypeKind};

/// The pattern of `a` when it is a type pack expansion (`Ts...` → `Ts`).
pub(super) fn expansion_pattern(il: &Il, a: TemplateArg) -> Option<TypeId> {
    match a {
        TemplateArg::Type(t) => match il.types.kind(il.types.canonical(t)) {
            TypeKind::PackExpansion(p) => Some(p),
            _ => None,
        },
        _ => None,
    }
}

/// Matches the argument list `ps` (which may end in a pack expansion) against `xs`.
pub(super) fn match_list(il: &mut Il, ctx: &mut Ctx, ps: &[TemplateArg], xs: &[TemplateArg], depth: u32) -> Result<bool, &'static str> {
    if super::value_packs::any_value_pack_expansion(il, ps) || super::value_packs::any_value_pack_expansion(il, xs) {
        return Err("instantiate: non-type pack expansion in a partial specialization match");
    }
    for (i, &p) in ps.iter().enumerate() {
        if let Some(pat) = expansion_pattern(il, p) {
            if i + 1 != ps.len() {
                // A non-trailing expansion is a non-deduced context (not modelled).
                return Err("instantiate: pack expansion not last in a partial specialization argument list");
            }
            let rest = xs.get(i..).unwrap_or(&[]);
            return match_expansion(il, ctx, pat, rest, depth + 1);
        }
        let Some(&x) = xs.get(i) else { return Ok(false) };
        if expansion_pattern(il, x).is_some() {
            // P is not an expansion but A is ([temp.deduct.type]/9.2): deduction fails.
            return Ok(false);
        }
        if !match_arg(il, ctx, p, x, depth + 1)? {
            return Ok(false);
        }
    }
    Ok(xs.len() == ps.len())
}

/// `pat...` against the remaining arguments `xs`.
fn match_expansion(il: &mut Il, ctx: &mut Ctx, pat: TypeId, xs: &[TemplateArg], depth: u32) -> Result<bool, &'static str> {
    let mut packs = Vec::new();
    collect_packs(il, ctx, pat, &mut packs, 0)?;
    if packs.is_empty() {
        return Err("instantiate: pack expansion naming no parameter of the partial specialization");
    }
    // A pack already deduced from an earlier expansion (`X<tuple<Ts...>, tuple<Ts...>>`) must come out
    // the same.
    let before: Vec<Option<TemplateArg>> = packs.iter().map(|&j| ctx.slots[j]).collect();
    let mut lists: Vec<Vec<TemplateArg>> = vec![Vec::new(); packs.len()];
    for &x in xs {
        let (pt, at, expanded) = match (expansion_pattern(il, x), x) {
            (Some(c), _) => (pat, c, true),
            (None, TemplateArg::Type(a)) => (pat, a, false),
            // A value where the pattern is a type.
            (None, _) => return Ok(false),
        };
        for &j in &packs {
            ctx.slots[j] = None;
        }
        if !match_type(il, ctx, pt, at, depth + 1)? {
            return Ok(false);
        }
        for (k, &j) in packs.iter().enumerate() {
            let Some(v) = ctx.slots[j] else { return Err("instantiate: undeduced pack in a partial specialization") };
            let v = match (expanded, v) {
                (true, TemplateArg::Type(t)) => TemplateArg::Type(il.types.pack_expansion(t)),
                _ => v,
            };
            lists[k].push(v);
        }
    }
    for (k, &j) in packs.iter().enumerate() {
        let l = il.types.intern_args(&lists[k]);
        let v = TemplateArg::Pack(l);
        match before[k] {
            Some(old) if !same_pack(il, old, v) => return Ok(false),
            _ => ctx.slots[j] = Some(v),
        }
    }
    Ok(true)
}

fn same_pack(il: &Il, a: TemplateArg, b: TemplateArg) -> bool {
    match (a, b) {
        (TemplateArg::Pack(x), TemplateArg::Pack(y)) => {
            let (xs, ys) = (il.types.arg_list(x), il.types.arg_list(y));
            xs.len() == ys.len() && xs.iter().zip(ys).all(|(p, q)| same_arg(il, *p, *q))
        }
        _ => same_arg(il, a, b),
    }
}

/// The slots of the packs of the partial specialisation that `t` names (each once, in order).
fn collect_packs(il: &Il, ctx: &Ctx, t: TypeId, out: &mut Vec<usize>, depth: u32) -> Result<(), &'static str> {
    if depth > 64 {
        return Err("instantiate: partial specialization matching too deep");
    }
    let tt = &il.types;
    let d = depth + 1;
    match tt.kind(t) {
        TypeKind::TemplateParam { pack: true, entity, .. } => {
            if let Some(i) = own_index(il, ctx, t, entity) {
                let is_pack = matches!(il.entities.get(ctx.params[i]).map(|e| e.data), Some(Payload::TemplateParam(pd)) if pd.pack);
                if is_pack && !out.contains(&i) {
                    out.push(i);
                }
            }
        }
        TypeKind::Qualified(b, _) | TypeKind::Pointer(b) | TypeKind::LRef(b) | TypeKind::RRef(b) | TypeKind::Array(b, _) | TypeKind::Typedef { aliased: b, .. } => {
            collect_packs(il, ctx, b, out, d)?;
        }
        TypeKind::MemberPointer { class, pointee } => {
            collect_packs(il, ctx, class, out, d)?;
            collect_packs(il, ctx, pointee, out, d)?;
        }
        TypeKind::Function(sig) => {
            collect_packs(il, ctx, sig.ret, out, d)?;
            for &p in tt.type_list(sig.params) {
                collect_packs(il, ctx, p, out, d)?;
            }
        }
        TypeKind::TemplateId { args, .. } | TypeKind::Specialization { args, .. } => {
            for &a in tt.arg_list(args) {
                collect_arg_packs(il, ctx, a, out, d)?;
            }
        }
        // An inner expansion's packs are expanded there, not by this one.
        TypeKind::PackExpansion(_) => {}
        _ => {}
    }
    Ok(())
}

fn collect_arg_packs(il: &Il, ctx: &Ctx, a: TemplateArg, out: &mut Vec<usize>, depth: u32) -> Result<(), &'static str> {
    match a {
        TemplateArg::Type(t) => collect_packs(il, ctx, t, out, depth),
        TemplateArg::Pack(l) => {
            for &x in il.types.arg_list(l) {
                collect_arg_packs(il, ctx, x, out, depth + 1)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// A function type pattern `R(P...)` against the function type `a`.
pub(super) fn match_function(il: &mut Il, ctx: &mut Ctx, p: TypeId, a: TypeId, depth: u32) -> Result<bool, &'static str> {
    let (TypeKind::Function(ps), TypeKind::Function(xs)) = (il.types.ckind(p), il.types.ckind(a)) else { return Ok(false) };
    let FnSig { ret: pr, params: pp, variadic: pv, quals: pq, ref_qual: prq, noexcept: pn, .. } = ps;
    if matches!(pn, Noexcept::Dependent(_)) {
        return Err("instantiate: dependent noexcept in a partial specialization");
    }
    if matches!(xs.noexcept, Noexcept::Deferred) {
        return Err("instantiate: noexcept specification not instantiated, matched against a partial specialization");
    }
    let nothrow = |n: Noexcept| !matches!(n, Noexcept::No);
    if pv != xs.variadic || pq != xs.quals || prq != xs.ref_qual || nothrow(pn) != nothrow(xs.noexcept) {
        return Ok(false);
    }
    if !match_type(il, ctx, pr, xs.ret, depth + 1)? {
        return Ok(false);
    }
    let pl: Vec<TemplateArg> = il.types.type_list(pp).iter().map(|&t| TemplateArg::Type(t)).collect();
    let xl: Vec<TemplateArg> = il.types.type_list(xs.params).iter().map(|&t| TemplateArg::Type(t)).collect();
    match_list(il, ctx, &pl, &xl, depth + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::entities::TemplateKind;
    use crate::sema::scopes::Scopes;
    use crate::sema::target::Target;
    use crate::sema::types::IntKind;

    /// `template<class T, class... Ts>` holder: (holder, T type, Ts type).
    fn holder(il: &mut Il) -> (crate::sema::ids::EntityId, TypeId, TypeId) {
        let (x, t, ts) = (il.names.intern("X"), il.names.intern("T"), il.names.intern("Ts"));
        let sp = crate::source::Span::default();
        let (h, ps) = il.declare_template(Scopes::GLOBAL, x, TemplateKind::Partial, 0, sp);
        let a = il.declare_template_param(h, ps, t, crate::sema::entities::TemplateParamKind::Type, TypeId::NONE, false, sp);
        let b = il.declare_template_param(h, ps, ts, crate::sema::entities::TemplateParamKind::Type, TypeId::NONE, true, sp);
        (h, il.entities.ent(a).ty, il.entities.ent(b).ty)
    }

    #[test]
    fn trailing_expansion_binds_the_rest() {
        let mut il = Il::new(Target::LP64);
        let (h, t, ts) = holder(&mut il);
        let exp = il.types.pack_expansion(ts);
        let pat = il.types.intern_args(&[TemplateArg::Type(t), TemplateArg::Type(exp)]);
        let (i, c, l) = (il.types.int(IntKind::Int), il.types.int(IntKind::Char), il.types.int(IntKind::Long));
        let conc = il.types.intern_args(&[TemplateArg::Type(i), TemplateArg::Type(c), TemplateArg::Type(l)]);
        let m = super::super::specializations::match_partial(&mut il, h, &[TemplateArg::Pack(pat)], &[TemplateArg::Pack(conc)]);
        let rest = il.types.intern_args(&[TemplateArg::Type(c), TemplateArg::Type(l)]);
        assert_eq!(m, super::super::specializations::Match::Yes(vec![TemplateArg::Type(i), TemplateArg::Pack(rest)]));
        // No argument for T: no match; an empty rest is an empty pack.
        let none = il.types.intern_args(&[]);
        let m = super::super::specializations::match_partial(&mut il, h, &[TemplateArg::Pack(pat)], &[TemplateArg::Pack(none)]);
        assert_eq!(m, super::super::specializations::Match::No);
        let one = il.types.intern_args(&[TemplateArg::Type(i)]);
        let m = super::super::specializations::match_partial(&mut il, h, &[TemplateArg::Pack(pat)], &[TemplateArg::Pack(one)]);
        assert_eq!(m, super::super::specializations::Match::Yes(vec![TemplateArg::Type(i), TemplateArg::Pack(none)]));
    }

    #[test]
    fn a_pattern_that_is_not_an_expansion_fails_against_one() {
        let mut il = Il::new(Target::LP64);
        let (h, t, ts) = holder(&mut il);
        let exp = il.types.pack_expansion(ts);
        // X<T, Ts...> from X<Ts'...>: T cannot take an expansion.
        let pat = il.types.intern_args(&[TemplateArg::Type(t), TemplateArg::Type(exp)]);
        let other = il.types.intern_args(&[TemplateArg::Type(exp)]);
        let m = super::super::specializations::match_partial(&mut il, h, &[TemplateArg::Pack(pat)], &[TemplateArg::Pack(other)]);
        assert_eq!(m, super::super::specializations::Match::No);
    }
}

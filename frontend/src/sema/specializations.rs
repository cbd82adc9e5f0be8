//! Matching a class template specialisation's arguments against the partial specialisations of its
//! template ([temp.class.spec.match]): deduction of the partial specialisation's own parameters from the
//! concrete argument list, structurally (`T*`, `const T&`, `A<T, int>`, `T[N]`, a non-type parameter
//! used as an argument). Partial ordering ([temp.class.order]) is done the same way: a partial
//! specialisation is at least as specialised as another when the other's arguments can be deduced from
//! its own arguments (its parameters taken as unique types/values).
//!
//! Parameter packs ([temp.deduct.type]/9): a trailing pack expansion `Ts...` (or `const Ts&...`,
//! `tuple<Ts>...`) in an argument list — the partial specialisation's own list, a nested template-id's, or
//! a function type's parameters — matches the remaining arguments, each against the pattern, and binds
//! each pack it names to the list of what was deduced. An argument that is itself a pack expansion (only
//! met in partial ordering, where the other specialisation's arguments are the "concrete" ones) matches
//! only a pack expansion; a non-trailing expansion is not modelled.
//!
//! What is not modelled (dependent expressions other than a lone parameter, non-type parameter packs
//! in a value position, template template parameters bound to a template-id's template) answers
//! [`Match::Unknown`]: the caller records a gap.

use super::entities::{Payload, TemplateParamKind};
use super::ids::{EntityId, TypeId};
use super::il::Il;
use super::types::{ArrayBound, TemplateArg, TypeKind};

#[derive(Debug, PartialEq, Eq)]
pub enum Match {
    /// The deduced arguments of the holder's parameters, in order.
    Yes(Vec<TemplateArg>),
    No,
    Unknown(&'static str),
}

pub(super) struct Ctx {
    /// The parameter entities being deduced.
    pub(super) params: Vec<EntityId>,
    pub(super) slots: Vec<Option<TemplateArg>>,
    /// Alias template-ids in the pattern (`__void_t<_Tp&>`): non-deduced contexts, compared with the
    /// argument after substituting the deduced parameters (pattern type, argument type).
    pub(super) aliases: Vec<(TypeId, TypeId)>,
}

const MAX_DEPTH: u32 = 64;

/// Deduces the parameters of `holder` (a partial specialisation's parameter list) so that its argument
/// list `pattern` equals `concrete` (canonical arguments of a specialisation).
pub fn match_partial(il: &mut Il, holder: EntityId, pattern: &[TemplateArg], concrete: &[TemplateArg]) -> Match {
    let params: Vec<EntityId> = il.entities.template_params(holder).collect();
    for &p in &params {
        if let Some(Payload::TemplateParam(d)) = il.entities.get(p).map(|e| e.data) {
            if matches!(d.kind, TemplateParamKind::Template { .. }) {
                return Match::Unknown("instantiate: partial specialization with a template template parameter");
            }
        }
    }
    let mut ctx = Ctx { slots: vec![None; params.len()], params, aliases: Vec::new() };
    if pattern.len() != concrete.len() {
        return Match::Unknown("instantiate: partial specialization argument count");
    }
    for (p, a) in pattern.iter().zip(concrete) {
        match match_arg(il, &mut ctx, *p, *a, 0) {
            Ok(true) => {}
            Ok(false) => return Match::No,
            Err(w) => return Match::Unknown(w),
        }
    }
    let mut out = Vec::with_capacity(ctx.slots.len());
    for s in ctx.slots {
        match s {
            Some(a) => out.push(a),
            // A parameter not deducible from the arguments: the partial specialisation is ill-formed
            // (or uses a construct not modelled).
            None => return Match::Unknown("instantiate: undeduced partial specialization parameter"),
        }
    }
    // [temp.deduct.type]/5: an alias template-id is replaced by its substituted target (SFINAE: a
    // substitution failure means no match); it must then equal the argument.
    let depth = ctx.params.first().and_then(|&p| match il.entities.get(p).map(|e| e.data) {
        Some(Payload::TemplateParam(d)) => Some(d.depth),
        _ => None,
    });
    for &(pt, at) in &ctx.aliases {
        let Some(depth) = depth else { return Match::Unknown("instantiate: alias template-id in a partial specialization") };
        match super::subst::subst(il, pt, super::subst::Level { template: holder, depth, args: &out }) {
            Ok(t) if !il.types.is_dependent(t) => {
                if il.types.canonical(t) != il.types.canonical(at) {
                    return Match::No;
                }
            }
            Err(super::subst::SubstError::Invalid) => return Match::No,
            _ => return Match::Unknown("instantiate: alias template-id in a partial specialization"),
        }
    }
    Match::Yes(out)
}

fn own_param(il: &Il, ctx: &Ctx, e: EntityId) -> Option<usize> {
    let _ = il;
    ctx.params.iter().position(|&p| p == e)
}

fn bind(ctx: &mut Ctx, i: usize, a: TemplateArg, il: &Il) -> bool {
    match ctx.slots[i] {
        None => {
            ctx.slots[i] = Some(a);
            true
        }
        Some(old) => same_arg(il, old, a),
    }
}

pub(super) fn same_arg(il: &Il, a: TemplateArg, b: TemplateArg) -> bool {
    match (a, b) {
        (TemplateArg::Type(x), TemplateArg::Type(y)) => il.types.canonical(x) == il.types.canonical(y),
        (TemplateArg::Int { value: v1, ty: t1 }, TemplateArg::Int { value: v2, ty: t2 }) => v1 == v2 && il.types.canonical(t1) == il.types.canonical(t2),
        (x, y) => x == y,
    }
}

pub(super) fn match_arg(il: &mut Il, ctx: &mut Ctx, p: TemplateArg, a: TemplateArg, depth: u32) -> Result<bool, &'static str> {
    if depth > MAX_DEPTH {
        return Err("instantiate: partial specialization matching too deep");
    }
    match (p, a) {
        (TemplateArg::Type(pt), TemplateArg::Type(at)) => match_type(il, ctx, pt, at, depth + 1),
        (TemplateArg::Expr(x), TemplateArg::Int { value, ty }) => {
            // A non-type parameter used as the argument (`X<T, N>`); other expressions are not modelled.
            let Some(super::expr::ExprKind::DeclRef(e)) = il.exprs.get(x).map(|e| e.kind) else {
                return Err("instantiate: value-dependent partial specialization argument");
            };
            match own_param(il, ctx, e) {
                Some(i) => {
                    // The deduced value takes the parameter's type when it is not itself dependent.
                    let pty = il.entities.get(e).map(|x| x.ty).unwrap_or(ty);
                    let ty = if il.types.is_dependent(pty) { ty } else { pty };
                    Ok(bind(ctx, i, TemplateArg::Int { value, ty }, il))
                }
                None => Err("instantiate: value-dependent partial specialization argument"),
            }
        }
        (TemplateArg::Int { .. }, TemplateArg::Int { .. }) => Ok(same_arg(il, p, a)),
        (TemplateArg::Template(x), TemplateArg::Template(y)) => Ok(x == y),
        (TemplateArg::Pack(pl), TemplateArg::Pack(al)) => {
            let ps = il.types.arg_list(pl).to_vec();
            let xs = il.types.arg_list(al).to_vec();
            super::pack_match::match_list(il, ctx, &ps, &xs, depth + 1)
        }
        (TemplateArg::Pack(_), _) | (_, TemplateArg::Pack(_)) => Err("instantiate: pack in a partial specialization match"),
        (TemplateArg::Expr(_), _) => Err("instantiate: value-dependent partial specialization argument"),
        (TemplateArg::Type(_), _) | (TemplateArg::Int { .. }, _) | (TemplateArg::Template(_), _) => Ok(false),
        (x, y) => Ok(same_arg(il, x, y)),
    }
}

pub(super) fn match_type(il: &mut Il, ctx: &mut Ctx, p: TypeId, a: TypeId, depth: u32) -> Result<bool, &'static str> {
    if depth > MAX_DEPTH {
        return Err("instantiate: partial specialization matching too deep");
    }
    let tt = &il.types;
    let p = tt.canonical(p);
    let a = tt.canonical(a);
    if !tt.is_dependent(p) {
        return Ok(p == a);
    }
    match tt.kind(p) {
        TypeKind::TemplateParam { entity, .. } => {
            // (Canonical template-parameter types drop the entity: match by position instead.)
            let i = own_index(il, ctx, p, entity);
            match i {
                Some(i) => Ok(bind(ctx, i, TemplateArg::Type(a), il)),
                None => Err("instantiate: foreign template parameter in a partial specialization"),
            }
        }
        TypeKind::Qualified(pb, pq) => {
            // `const T` matches a type with at least those qualifiers; T takes the rest.
            let aq = tt.quals(a);
            if !aq.has(pq) {
                return Ok(false);
            }
            let rest = aq.minus(pq);
            let base = tt.unqualified(a);
            let a2 = if rest.is_empty() { base } else { il.types.qualified(base, rest) };
            match_type(il, ctx, pb, a2, depth + 1)
        }
        TypeKind::Pointer(pb) => match tt.kind(a) {
            TypeKind::Pointer(ab) => match_type(il, ctx, pb, ab, depth + 1),
            _ => Ok(false),
        },
        TypeKind::LRef(pb) => match tt.kind(a) {
            TypeKind::LRef(ab) => match_type(il, ctx, pb, ab, depth + 1),
            _ => Ok(false),
        },
        TypeKind::RRef(pb) => match tt.kind(a) {
            TypeKind::RRef(ab) => match_type(il, ctx, pb, ab, depth + 1),
            _ => Ok(false),
        },
        TypeKind::Array(pb, pbound) => match tt.kind(a) {
            TypeKind::Array(ab, abound) => {
                match (pbound, abound) {
                    (ArrayBound::Unknown, ArrayBound::Unknown) => {}
                    (ArrayBound::Known(x), ArrayBound::Known(y)) if x == y => {}
                    (ArrayBound::Known(_), _) | (ArrayBound::Unknown, _) => return Ok(false),
                    (ArrayBound::Dependent(x), ArrayBound::Known(n)) => {
                        // `T[N]`: N deduced from the bound, with its parameter's type.
                        let e = match il.exprs.get(x).map(|e| e.kind) {
                            Some(super::expr::ExprKind::DeclRef(e)) => e,
                            _ => return Err("instantiate: dependent array bound in a partial specialization"),
                        };
                        let Some(i) = own_param(il, ctx, e) else { return Err("instantiate: dependent array bound in a partial specialization") };
                        let pty = il.entities.get(e).map(|x| x.ty).unwrap_or_default();
                        if il.types.is_dependent(pty) || pty.is_none() {
                            return Err("instantiate: dependent array bound in a partial specialization");
                        }
                        if !bind(ctx, i, TemplateArg::Int { value: u128::from(n), ty: pty }, il) {
                            return Ok(false);
                        }
                    }
                    (ArrayBound::Dependent(x), ArrayBound::Dependent(y)) => {
                        // Partial ordering (and the deducibility check of a user partial
                        // specialisation, lower/user_specs.rs): `T[N]` against another list's `U[M]`
                        // deduces N as the value-dependent M.
                        let (Some(super::expr::ExprKind::DeclRef(e)), Some(super::expr::ExprKind::DeclRef(_))) = (il.exprs.get(x).map(|e| e.kind), il.exprs.get(y).map(|e| e.kind)) else {
                            return Err("instantiate: dependent array bound in a partial specialization");
                        };
                        let Some(i) = own_param(il, ctx, e) else { return Err("instantiate: dependent array bound in a partial specialization") };
                        if !bind(ctx, i, TemplateArg::Expr(y), il) {
                            return Ok(false);
                        }
                    }
                    (ArrayBound::Dependent(_), _) => return Ok(false),
                    _ => return Err("instantiate: array bound in a partial specialization"),
                }
                match_type(il, ctx, pb, ab, depth + 1)
            }
            _ => Ok(false),
        },
        TypeKind::TemplateId { template, .. } if il.entities.get(template).and_then(|e| e.template()).is_some_and(|t| t.kind == super::entities::TemplateKind::Alias) => {
            ctx.aliases.push((p, a));
            Ok(true)
        }
        TypeKind::TemplateId { template, args } => {
            // The argument: a specialisation, or (partial ordering, deducibility checks) a dependent
            // template-id of the same template.
            let (atemplate, aargs) = match tt.kind(a) {
                TypeKind::TemplateId { template: t2, args: a2 } => (t2, a2),
                _ => {
                    let Some(ae) = tt.class_entity(a) else { return Ok(false) };
                    let Some(info) = il.entities.get(ae).and_then(|e| e.spec()).copied() else { return Ok(false) };
                    (info.template, info.args)
                }
            };
            if atemplate != template {
                return Ok(false);
            }
            let ps: Vec<TemplateArg> = tt.arg_list(args).to_vec();
            let xs: Vec<TemplateArg> = tt.arg_list(aargs).to_vec();
            if ps.len() != xs.len() {
                return Err("instantiate: template-id argument count in a partial specialization");
            }
            for (x, y) in ps.into_iter().zip(xs) {
                if !match_arg(il, ctx, x, y, depth + 1)? {
                    return Ok(false);
                }
            }
            Ok(true)
        }
        TypeKind::Function(_) => super::pack_match::match_function(il, ctx, p, a, depth + 1),
        TypeKind::PackExpansion(_) => Err("instantiate: pack expansion outside an argument list in a partial specialization"),
        TypeKind::MemberPointer { .. } => Err("instantiate: function or member pointer type in a partial specialization"),
        _ => Err("instantiate: dependent type form in a partial specialization"),
    }
}

/// The slot of the template parameter type `p` among the parameters being deduced (matched by depth and
/// index, since canonical parameter types drop their entity).
pub(super) fn own_index(il: &Il, ctx: &Ctx, p: TypeId, entity: EntityId) -> Option<usize> {
    if let Some(i) = ctx.params.iter().position(|&x| x == entity) {
        return Some(i);
    }
    let TypeKind::TemplateParam { depth, index, .. } = il.types.kind(p) else { return None };
    ctx.params.iter().position(|&x| matches!(il.entities.get(x).map(|e| e.data), Some(Payload::TemplateParam(d)) if d.depth == depth && d.index == index))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_arg_compares_canonically() {
        let il = Il::new(crate::sema::target::Target::LP64);
        let i = il.types.int(crate::sema::types::IntKind::Int);
        assert!(same_arg(&il, TemplateArg::Type(i), TemplateArg::Type(i)));
        assert!(!same_arg(&il, TemplateArg::Type(i), TemplateArg::Int { value: 1, ty: i }));
    }
}

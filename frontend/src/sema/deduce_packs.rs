//! Template argument deduction with parameter packs and template template parameters (the parts of
//! [temp.deduct.call] and [temp.deduct.type] that `deduce.rs` hands over):
//! - which call argument goes with which function parameter: a trailing function parameter pack
//!   (`Ts&&... xs`) takes every remaining argument; one that is not last is a non-deduced context whose
//!   pack stays empty unless given explicitly ([temp.deduct.type]/5.7, [temp.arg.explicit]/4);
//! - an expansion's pattern matched once per element (`Ts*...`, `pair<K, Vs>...`): each pack it names is
//!   bound for that element in `Ctx::elem`, then collected into a `TemplateArg::Pack`;
//! - explicitly given pack elements (`f<int>(…)`) are a prefix that deduction extends
//!   ([temp.arg.explicit]/9): their arguments are converted, not deduced;
//! - template-id argument lists with a trailing expansion (`tuple<Ts...>`, `pair<T, Us...>`), and
//!   function types `R(Args...)` (by [temp.deduct.call]/4 a non-`noexcept` P accepts a `noexcept` A at
//!   the top level: the function pointer conversion);
//! - `TT<A...>` with `TT` a template template parameter against a class template specialisation:
//!   `TT` is the class's template, `A...` its arguments.
//!
//! What is not modelled (non-type packs, nested expansions, packs deduced through base classes,
//! expansions before the end of a template argument list) stays an error, and the call a gap.

use super::action::Sema;
use super::deduce::Ctx;
use super::entities::{Payload, TemplateParamKind};
use super::ids::{ArgListId, EntityId, TypeId};
use super::subst::flatten_arg;
use super::types::{FnSig, Noexcept, TemplateArg, TypeKind};

type Res<T> = Result<T, &'static str>;

impl<'a> Sema<'a> {
    /// For each call argument, the index of the function parameter it initialises (a trailing pack's
    /// index repeated; arguments matching a C `...` have none). None: the argument count cannot fit
    /// (too many, or a parameter without a default argument left out).
    pub(super) fn call_shape(&self, ctx: &Ctx, pattern: EntityId, ptypes: &[TypeId], nargs: usize, variadic: bool) -> Res<Option<Vec<usize>>> {
        let defaults: Vec<bool> = self
            .il
            .entities
            .params(pattern)
            .map(|p| matches!(self.il.entities.get(p).map(|e| e.data), Some(Payload::Param(pd)) if pd.default_arg.is_some()))
            .collect();
        let mut shape = Vec::with_capacity(nargs);
        for (k, &p) in ptypes.iter().enumerate() {
            if let TypeKind::PackExpansion(pat) = self.il.types.kind(p) {
                if k + 1 == ptypes.len() {
                    shape.resize(nargs.max(shape.len()), k);
                    continue;
                }
                // Not last: never deduced; only an explicitly given pack would give it elements.
                if self.own_packs(ctx, pat)?.iter().any(|&j| !ctx.explicit_pack[j].is_empty()) {
                    return Err("sema: explicitly specified pack expanded before the last function parameter");
                }
                continue;
            }
            if shape.len() < nargs {
                shape.push(k);
                continue;
            }
            // Left out: it needs a default argument (and takes no part in deduction).
            if defaults.len() != ptypes.len() {
                return Err("sema: default arguments of function templates");
            }
            if !defaults[k] {
                return Ok(None);
            }
        }
        if shape.len() < nargs && !variadic {
            return Ok(None);
        }
        Ok(Some(shape))
    }

    /// The trailing function parameter pack `p` (`P...`) against the remaining call arguments.
    pub(super) fn deduce_trailing_pack(&mut self, ctx: &mut Ctx, p: TypeId, args: &[super::ids::ExprId]) -> Res<bool> {
        let TypeKind::PackExpansion(pat) = self.il.types.kind(p) else { return Err("sema: pack expansion") };
        let packs = self.own_packs(ctx, pat)?;
        let Some(&first) = packs.first() else { return Err("sema: function parameter pack naming no template parameter pack") };
        if ctx.elem.is_some() {
            return Err("sema: nested pack expansions in deduction");
        }
        // The explicitly given elements come first: their arguments are converted, not deduced.
        let m = ctx.explicit_pack[first].len();
        if packs.iter().any(|&j| ctx.explicit_pack[j].len() != m) {
            return Err("sema: packs with different explicit lengths in one expansion");
        }
        let lists: Vec<Vec<TemplateArg>> = packs.iter().map(|&j| ctx.explicit_pack[j].clone()).collect();
        self.match_each_element(ctx, &packs, lists, &args[m.min(args.len())..], |s, ctx, a| {
            if s.expr(a).is_dependent() {
                return Err("sema: deduction from dependent argument");
            }
            s.deduce_param(ctx, pat, a)
        })
    }

    /// A pack expansion's pattern matched once per element by `one` (which binds the pattern's packs for
    /// that element in `ctx.elem`); each pack in `packs` then gets its list (after the `lists` given).
    fn match_each_element<T: Copy>(
        &mut self,
        ctx: &mut Ctx,
        packs: &[usize],
        mut lists: Vec<Vec<TemplateArg>>,
        items: &[T],
        mut one: impl FnMut(&mut Self, &mut Ctx, T) -> Res<bool>,
    ) -> Res<bool> {
        for &x in items {
            ctx.elem = Some(vec![None; ctx.slots.len()]);
            let r = one(self, ctx, x);
            let elem = ctx.elem.take().unwrap_or_default();
            if !r? {
                return Ok(false);
            }
            for (k, &j) in packs.iter().enumerate() {
                let Some(v) = elem[j] else { return Err("sema: pack not deducible from its expansion's pattern") };
                lists[k].push(v);
            }
        }
        for (k, &j) in packs.iter().enumerate() {
            if !self.set_pack(ctx, j, &lists[k]) {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// After matching: a pack nothing deduced is its explicit elements (or empty, [temp.arg.explicit]/4).
    /// A pack expanded by a function parameter that is not last must have stayed empty (its length
    /// decided which argument went where).
    pub(super) fn finish_packs(&mut self, ctx: &mut Ctx, ptypes: &[TypeId]) -> Res<()> {
        for j in 0..ctx.slots.len() {
            if ctx.is_pack[j] && ctx.slots[j].is_none() {
                let l = self.il.types.intern_args(&ctx.explicit_pack[j]);
                ctx.slots[j] = Some(TemplateArg::Pack(l));
            }
        }
        for (k, &p) in ptypes.iter().enumerate() {
            let TypeKind::PackExpansion(pat) = self.il.types.kind(p) else { continue };
            if k + 1 == ptypes.len() {
                continue;
            }
            for j in self.own_packs(ctx, pat)? {
                if !matches!(ctx.slots[j], Some(TemplateArg::Pack(l)) if self.il.types.arg_list(l).is_empty()) {
                    return Err("sema: pack expanded before the last function parameter deduced elsewhere");
                }
            }
        }
        Ok(())
    }

    /// Sets pack `j` to `list` (or checks it against what an earlier expansion deduced).
    fn set_pack(&mut self, ctx: &mut Ctx, j: usize, list: &[TemplateArg]) -> bool {
        let v = TemplateArg::Pack(self.il.types.intern_args(list));
        match ctx.slots[j] {
            None => {
                ctx.slots[j] = Some(v);
                true
            }
            Some(prev) => self.same_arg(prev, v),
        }
    }

    /// The indices of this level's parameter packs that `t` names outside a nested expansion (each once).
    pub(super) fn own_packs(&self, ctx: &Ctx, t: TypeId) -> Res<Vec<usize>> {
        let mut out = Vec::new();
        self.collect_packs(ctx, t, &mut out, 0)?;
        Ok(out)
    }

    fn collect_packs(&self, ctx: &Ctx, t: TypeId, out: &mut Vec<usize>, depth: u32) -> Res<()> {
        if depth > 64 {
            return Err("sema: deduction too deep");
        }
        let tt = &self.il.types;
        let d = depth + 1;
        match tt.kind(t) {
            TypeKind::TemplateParam { depth: pd, index, pack: true, .. } if pd == ctx.depth => {
                let i = index as usize;
                if ctx.is_pack.get(i).copied().unwrap_or(false) && !out.contains(&i) {
                    out.push(i);
                }
            }
            TypeKind::Qualified(b, _) | TypeKind::Pointer(b) | TypeKind::LRef(b) | TypeKind::RRef(b) | TypeKind::Array(b, _) | TypeKind::Typedef { aliased: b, .. } => {
                self.collect_packs(ctx, b, out, d)?;
            }
            TypeKind::MemberPointer { class, pointee } => {
                self.collect_packs(ctx, class, out, d)?;
                self.collect_packs(ctx, pointee, out, d)?;
            }
            TypeKind::Function(sig) => {
                self.collect_packs(ctx, sig.ret, out, d)?;
                for &p in tt.type_list(sig.params) {
                    self.collect_packs(ctx, p, out, d)?;
                }
            }
            TypeKind::TemplateId { template, args } | TypeKind::Specialization { template, args, .. } => {
                // A pack of template template parameters named as the template (`TTs<int>...`).
                if let Some(i) = self.own_template_param(ctx, template) {
                    if ctx.is_pack[i] && !out.contains(&i) {
                        out.push(i);
                    }
                }
                for a in tt.arg_list(args).iter().flat_map(|&a| flatten_arg(self.il, a)) {
                    if let TemplateArg::Type(x) = a {
                        self.collect_packs(ctx, x, out, d)?;
                    }
                }
            }
            // An inner expansion's packs are expanded there, not by this one.
            TypeKind::PackExpansion(_) => {}
            _ => {}
        }
        Ok(())
    }

    /// The slot of `e` when it is a template template parameter of the template being deduced.
    pub(super) fn own_template_param(&self, ctx: &Ctx, e: EntityId) -> Option<usize> {
        match self.il.entities.get(e).map(|x| x.data) {
            Some(Payload::TemplateParam(d)) if matches!(d.kind, TemplateParamKind::Template { .. }) && d.depth == ctx.depth => Some(d.index as usize),
            _ => None,
        }
    }

    /// `TT<args>` (`TT` a template template parameter being deduced) against class `c`.
    pub(super) fn match_template_param_id(&mut self, ctx: &mut Ctx, tt: EntityId, args: ArgListId, c: EntityId, depth: u32) -> Res<bool> {
        let Some(i) = self.own_template_param(ctx, tt) else { return Ok(false) };
        let info = self.il.entities.get(c).and_then(|e| e.spec()).copied().unwrap_or_default();
        if !info.is_specialization() || info.template.is_none() {
            // Not a specialisation itself: one of its bases could be ([temp.deduct.call]/4.3).
            if self.il.entities.bases_of(c).is_empty() {
                return Ok(false);
            }
            return Err("sema: deduction of a template template parameter through base classes");
        }
        if ctx.is_pack[i] {
            return Err("sema: deduction of a template template parameter pack");
        }
        if !self.bind_index(ctx, i, TemplateArg::Template(info.template))? {
            return Ok(false);
        }
        self.match_arg_lists(ctx, args, info.args, depth)
    }

    /// `P`'s template argument list (which may end in a pack expansion) against `A`'s, both flattened
    /// (a pack parameter's arguments stand in the list one by one).
    pub(super) fn match_arg_lists(&mut self, ctx: &mut Ctx, pargs: ArgListId, aargs: ArgListId, depth: u32) -> Res<bool> {
        let ps: Vec<TemplateArg> = self.il.types.arg_list(pargs).iter().flat_map(|&a| flatten_arg(self.il, a)).collect();
        let xs: Vec<TemplateArg> = self.il.types.arg_list(aargs).iter().flat_map(|&a| flatten_arg(self.il, a)).collect();
        if super::value_packs::any_value_pack_expansion(self.il, &ps) || super::value_packs::any_value_pack_expansion(self.il, &xs) {
            return Err("sema: deduction of non-type parameter packs");
        }
        // With an expansion in `P`, every argument is accounted for (no default arguments are left out):
        // too few in `A` is a mismatch.
        let expands = ps.iter().any(|&p| self.expansion_of(p).is_some());
        for (i, &p) in ps.iter().enumerate() {
            if let Some(pat) = self.expansion_of(p) {
                if i + 1 != ps.len() {
                    return Err("sema: deduction from a pack expansion not last in a template argument list");
                }
                return self.match_expansion(ctx, pat, xs.get(i..).unwrap_or(&[]), depth + 1);
            }
            let Some(&x) = xs.get(i) else {
                return if expands { Ok(false) } else { Err("sema: deduction with default class template arguments") };
            };
            if self.expansion_of(x).is_some() {
                return Ok(false);
            }
            if !self.match_one_arg(ctx, p, x, depth)? {
                return Ok(false);
            }
        }
        if ps.len() != xs.len() {
            return Err("sema: deduction with default class template arguments");
        }
        Ok(true)
    }

    fn expansion_of(&self, a: TemplateArg) -> Option<TypeId> {
        match a {
            TemplateArg::Type(t) => match self.il.types.kind(t) {
                TypeKind::PackExpansion(p) => Some(p),
                _ => None,
            },
            _ => None,
        }
    }

    /// `pat...` in a template argument list (or a function type's parameters) against the rest `xs`.
    fn match_expansion(&mut self, ctx: &mut Ctx, pat: TypeId, xs: &[TemplateArg], depth: u32) -> Res<bool> {
        let packs = self.own_packs(ctx, pat)?;
        if packs.is_empty() {
            return Err("sema: pack expansion naming no parameter pack of the template");
        }
        if ctx.elem.is_some() {
            return Err("sema: nested pack expansions in deduction");
        }
        if packs.iter().any(|&j| !ctx.explicit_pack[j].is_empty()) {
            return Err("sema: explicitly specified pack extended inside a template-id");
        }
        self.match_each_element(ctx, &packs, vec![Vec::new(); packs.len()], xs, |s, ctx, x| {
            let TemplateArg::Type(a) = x else { return Err("sema: deduction of non-type parameter packs") };
            s.match_types(ctx, pat, a, false, depth + 1)
        })
    }

    /// A function type pattern `R(P...)` against function type `a`. `conv_ok`: `P` is the parameter type
    /// or the pointee of a top-level pointer, where a `noexcept` A converts to a non-`noexcept` P.
    pub(super) fn match_function_types(&mut self, ctx: &mut Ctx, p: TypeId, a: TypeId, conv_ok: bool, depth: u32) -> Res<bool> {
        let (TypeKind::Function(ps), TypeKind::Function(xs)) = (self.il.types.ckind(p), self.il.types.ckind(a)) else { return Ok(false) };
        let FnSig { ret: pr, params: pp, variadic: pv, quals: pq, ref_qual: prq, noexcept: pn, .. } = ps;
        if matches!(pn, Noexcept::Dependent(_)) {
            return Err("sema: deduction from a function type with a dependent noexcept");
        }
        if matches!(xs.noexcept, Noexcept::Deferred) {
            return Err("sema: deduction from a function type whose noexcept is not instantiated");
        }
        let nothrow = |n: Noexcept| !matches!(n, Noexcept::No);
        let throw_ok = nothrow(pn) == nothrow(xs.noexcept) || (conv_ok && !nothrow(pn));
        if pv != xs.variadic || pq != xs.quals || prq != xs.ref_qual || !throw_ok {
            return Ok(false);
        }
        if !self.match_types(ctx, pr, xs.ret, false, depth + 1)? {
            return Ok(false);
        }
        let pl: Vec<TypeId> = self.il.types.type_list(pp).to_vec();
        let xl: Vec<TypeId> = self.il.types.type_list(xs.params).to_vec();
        for (i, &t) in pl.iter().enumerate() {
            if let TypeKind::PackExpansion(pat) = self.il.types.kind(t) {
                if i + 1 != pl.len() {
                    return Err("sema: deduction from a pack expansion not last in a parameter list");
                }
                let rest: Vec<TemplateArg> = xl.get(i..).unwrap_or(&[]).iter().map(|&x| TemplateArg::Type(x)).collect();
                return self.match_expansion(ctx, pat, &rest, depth + 1);
            }
            let Some(&x) = xl.get(i) else { return Ok(false) };
            if !self.match_types(ctx, t, x, false, depth + 1)? {
                return Ok(false);
            }
        }
        Ok(pl.len() == xl.len())
    }
}

#[cfg(test)]
#[path = "deduce_packs_tests.rs"]
mod tests;

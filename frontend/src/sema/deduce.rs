//! Template argument deduction for function calls ([temp.deduct.call]), simple cases: `T`, `T*`,
//! `const T&`, `T&&` (forwarding references), arrays `T[N]`/`T(&)[N]`, class-template arguments
//! (`A<T>` against `A<int>`), function and member pointer types (`R (*)(A...)`, `M C::*`: same shape,
//! parts matched exactly, a `noexcept` argument accepted under a top-level pointer), and nested
//! combinations. A deduction failure (conflicting deductions,
//! undeducible parameters, invalid substitution = SFINAE) drops the candidate; what is not modelled
//! (non-type parameters other than array bounds; defaults: deduce_defaults.rs; packs and template template
//! parameters: deduce_packs.rs) is reported as [`Deduced::Unknown`] and becomes a gap.
//!
//! The deduced specialisation is a function entity linked on the template's specialisation list
//! (reused when the same arguments are deduced again), with the substituted type and no parameter
//! entities (default arguments of templates are therefore not available — callers see a gap when the
//! argument count needs them).

use super::action::Sema;
use super::entities::{Entity, FunctionData, Payload, SpecInfo, SpecKind, TemplateKind};
use super::expr::{ExprKind, ValueCat};
use super::ids::{EntityId, ExprId, TypeId};
use super::subst::{subst, Level, SubstError};
use super::types::{ArrayBound, IntKind, TemplateArg, TypeKind};

pub enum Deduced {
    /// The specialisation to call.
    Ok(EntityId),
    /// Deduction failed: the candidate is not viable (note #3327).
    Failed,
    /// The explicit template arguments do not fit the parameter list (note #3323).
    ExplicitFailed,
    Unknown(&'static str),
}

pub(super) struct Ctx {
    pub(super) depth: u16,
    pub(super) slots: Vec<Option<TemplateArg>>,
    /// Per parameter: a parameter pack.
    pub(super) is_pack: Vec<bool>,
    /// Per pack parameter: the leading elements given explicitly (`f<int>(…)` for `class... Ts`);
    /// deduction may extend them ([temp.arg.explicit]/9).
    pub(super) explicit_pack: Vec<Vec<TemplateArg>>,
    /// While a pack expansion's pattern is matched against one element: what each pack is bound to for
    /// that element (deduce_packs.rs).
    pub(super) elem: Option<Vec<Option<TemplateArg>>>,
    /// Leading parameters fixed by explicit template arguments: not deduced (the argument is
    /// implicitly converted instead).
    pub(super) explicit_n: usize,
    /// The type being matched is `P` itself or the pointee of a top-level pointer `P`: a class template-id
    /// there may also be deduced from a base class of the argument ([temp.deduct.call]/4.3).
    pub(super) base_ok: bool,
    /// The type being matched is the function type under a top-level pointer or pointer to member `P`:
    /// `A` may be `noexcept` where `P` is not (a function pointer conversion, [temp.deduct.call]/4.2).
    pub(super) fn_conv_ok: bool,
}

impl<'a> Sema<'a> {
    /// Deduces `tmpl`'s arguments from a call with `args` and returns the specialisation.
    pub fn deduce_call(&mut self, tmpl: EntityId, args: &[ExprId]) -> Deduced {
        self.deduce_call_explicit(tmpl, &[], args)
    }

    /// Deduction after explicitly specified template arguments (`f<int>(x)`): `explicit` fills the first
    /// parameters; more explicit arguments than parameters is a deduction failure. Explicit non-type
    /// arguments must already be evaluated (`TemplateArg::Int`).
    pub fn deduce_call_explicit(&mut self, tmpl: EntityId, explicit: &[TemplateArg], args: &[ExprId]) -> Deduced {
        let Some(td) = self.il.entities.get(tmpl).and_then(|e| e.template()).copied() else {
            return Deduced::Unknown("sema: not a template");
        };
        if td.kind != TemplateKind::Function {
            return Deduced::Unknown("sema: non-function template called");
        }
        let params: Vec<EntityId> = self.il.entities.template_params(tmpl).collect();
        let is_pack: Vec<bool> = params
            .iter()
            .map(|&p| matches!(self.il.entities.get(p).map(|e| e.data), Some(Payload::TemplateParam(d)) if d.pack))
            .collect();
        let mut ctx = Ctx {
            depth: td.depth,
            slots: vec![None; params.len()],
            is_pack,
            explicit_pack: vec![Vec::new(); params.len()],
            elem: None,
            explicit_n: explicit.len(),
            base_ok: false,
            fn_conv_ok: false,
        };
        if explicit.len() > params.len() {
            return Deduced::ExplicitFailed;
        }
        for (k, a) in explicit.iter().enumerate() {
            let Some(Payload::TemplateParam(d)) = self.il.entities.get(params[k]).map(|e| e.data) else {
                return Deduced::Unknown("sema: explicit template argument kind");
            };
            // A pack's explicit arguments come as one `Pack` (lower/template_args.rs `explicit_args`).
            let elems: Vec<TemplateArg> = match (d.pack, a) {
                (true, TemplateArg::Pack(l)) => self.il.types.arg_list(*l).to_vec(),
                (false, TemplateArg::Pack(_)) | (true, _) => return Deduced::Unknown("sema: explicit template argument kind"),
                (false, x) => vec![*x],
            };
            for x in &elems {
                let kind_ok = match x {
                    TemplateArg::Type(_) => d.kind == super::entities::TemplateParamKind::Type,
                    TemplateArg::Int { .. } => d.kind == super::entities::TemplateParamKind::NonType,
                    TemplateArg::Template(_) => matches!(d.kind, super::entities::TemplateParamKind::Template { .. }),
                    _ => return Deduced::Unknown("sema: explicit template argument kind"),
                };
                if !kind_ok {
                    return Deduced::ExplicitFailed;
                }
            }
            if d.pack {
                ctx.explicit_pack[k] = elems;
            } else {
                ctx.slots[k] = Some(*a);
            }
        }
        let Some(pat) = self.il.entities.get(td.pattern).copied() else { return Deduced::Unknown("sema: template without pattern") };
        let TypeKind::Function(sig) = self.il.types.ckind(pat.ty) else { return Deduced::Unknown("sema: pattern type") };
        let ptypes = self.il.types.type_list(sig.params).to_vec();
        // Which call argument goes with which parameter (a trailing parameter pack takes the rest).
        let shape = match self.call_shape(&ctx, td.pattern, &ptypes, args.len(), sig.variadic) {
            Ok(Some(s)) => s,
            Ok(None) => return Deduced::Failed,
            Err(w) => return Deduced::Unknown(w),
        };
        // With every template argument explicit (and no pack to extend), no parameter takes part in
        // deduction: the arguments are converted to the substituted types ([temp.deduct.call]/1 applies
        // to deduced ones only).
        let all_explicit = explicit.len() == params.len() && !ctx.is_pack.iter().any(|&p| p);
        for (i, &a) in args.iter().enumerate() {
            // (Arguments matching a C `...` take no part.)
            let Some(&p) = shape.get(i).and_then(|&k| ptypes.get(k)) else { break };
            if !self.il.types.is_dependent(p) || all_explicit {
                continue;
            }
            let n = self.expr(a);
            if n.is_dependent() {
                return Deduced::Unknown("sema: deduction from dependent argument");
            }
            if let TypeKind::PackExpansion(_) = self.il.types.kind(p) {
                // The trailing pack: it takes every remaining argument, deduced together.
                match self.deduce_trailing_pack(&mut ctx, p, &args[i..]) {
                    Ok(true) => break,
                    Ok(false) => return Deduced::Failed,
                    Err(w) => return Deduced::Unknown(w),
                }
            }
            match self.deduce_param(&mut ctx, p, a) {
                Ok(true) => {}
                Ok(false) => return Deduced::Failed,
                Err(w) => return Deduced::Unknown(w),
            }
        }
        if let Err(w) = self.finish_packs(&mut ctx, &ptypes) {
            return Deduced::Unknown(w);
        }
        let mut targs = Vec::with_capacity(ctx.slots.len());
        for (i, s) in ctx.slots.iter().enumerate() {
            match s {
                Some(a) => targs.push(*a),
                None => {
                    let has_default = matches!(self.il.entities.get(params[i]).map(|e| e.data),
                        Some(Payload::TemplateParam(d)) if d.default.is_some())
                        || self.il.dependent_template_defaults.contains_key(&params[i]);
                    if !has_default {
                        return Deduced::Failed;
                    }
                    // [temp.deduct]/5: the default, substituted with the arguments so far.
                    match self.deduced_default(tmpl, td.depth, params[i], &targs) {
                        Ok(a) => targs.push(a),
                        Err(super::deduce_defaults::DefaultFail::Failed) => return Deduced::Failed,
                        Err(super::deduce_defaults::DefaultFail::Unknown(w)) => return Deduced::Unknown(w),
                    }
                }
            }
        }
        let level = Level { template: tmpl, depth: td.depth, args: &targs };
        let fty = match subst(self.il, pat.ty, level) {
            Ok(t) => t,
            Err(SubstError::Invalid) => return Deduced::Failed,
            // A class to look into may need instantiating first (lowering retries the call then).
            Err(SubstError::UnresolvedName) => match self.subst_checked(pat.ty, level) {
                Ok(t) => t,
                Err(super::deduce_defaults::DefaultFail::Failed) => return Deduced::Failed,
                Err(super::deduce_defaults::DefaultFail::Unknown(_)) => return Deduced::Unknown("sema: substitution into function template"),
            },
            Err(_) => return Deduced::Unknown("sema: substitution into function template"),
        };
        // C++20 constraints (a requires-clause, constrained parameters) are not evaluated: a candidate
        // that deduction does not reject might be one they reject.
        if self.il.constrained_templates.contains(&tmpl) {
            return Deduced::Unknown("sema: constraint satisfaction of a constrained function template");
        }
        Deduced::Ok(self.function_specialization(tmpl, &pat, &targs, fty))
    }

    /// Finds or creates the implicit specialisation of function template `tmpl` for `targs`.
    pub(crate) fn function_specialization(&mut self, tmpl: EntityId, pat: &Entity, targs: &[TemplateArg], fty: TypeId) -> EntityId {
        let canon: Vec<TemplateArg> = targs.iter().map(|&a| self.il.types.canonical_arg(a)).collect();
        let key = self.il.types.intern_args(&canon);
        let existing: Vec<EntityId> = self.il.entities.specializations(tmpl).collect();
        for s in existing {
            let Some(info) = self.il.entities.get(s).and_then(|e| e.spec()).copied() else { continue };
            if self.il.types.canonical_arg_list(info.args) == key {
                return s;
            }
        }
        let args = self.il.types.intern_args(targs);
        let flags = pat.function().map(|f| f.flags & !(FunctionData::DEFINED)).unwrap_or(0);
        let role = pat.function().map(|f| f.role).unwrap_or_default();
        let data = FunctionData {
            flags,
            role,
            spec: SpecInfo { template: tmpl, args, kind: SpecKind::Implicit, ..SpecInfo::default() },
            ..FunctionData::default()
        };
        let mut e = Entity::new(pat.name, Payload::Function(data));
        e.ty = fty;
        e.parent = self.il.entities.get(tmpl).map(|t| t.parent).unwrap_or(pat.parent);
        e.scope = pat.scope;
        e.span = pat.span;
        e.linkage = pat.linkage;
        e.exec = pat.exec;
        let id = self.il.entities.add(e);
        self.il.entities.link_specialization(id);
        if let Some(TypeKind::Function(sig)) = Some(self.il.types.ckind(fty)) {
            let types = self.il.types.type_list(sig.params).to_vec();
            let pattern = self.il.entities.get(tmpl).and_then(|t| t.template()).map(|t| t.pattern).unwrap_or(EntityId::NONE);
            self.il.mirror_params(id, pattern, &types);
        }
        id
    }

    /// [temp.deduct.call]/2–4 adjustments, then structural matching. Ok(false) = deduction failure.
    pub(super) fn deduce_param(&mut self, ctx: &mut Ctx, p: TypeId, a: ExprId) -> Result<bool, &'static str> {
        let n = self.expr(a);
        let mut at = n.ty;
        let mut pt = p;
        match self.il.types.ckind(p) {
            TypeKind::RRef(inner) if self.is_own_param(ctx, inner) && self.il.types.quals(inner).is_empty() => {
                // Forwarding reference: an lvalue deduces `A&`.
                if n.cat == ValueCat::LValue {
                    let r = self.lref_of(at);
                    return self.bind(ctx, inner, TemplateArg::Type(r));
                }
                pt = inner;
            }
            TypeKind::LRef(inner) | TypeKind::RRef(inner) => pt = inner,
            _ => {
                // By value: decay, drop top-level cv.
                at = match self.il.types.ckind(at) {
                    TypeKind::Array(e, _) => self.pointer_of(e),
                    TypeKind::Function(_) => self.pointer_of(at),
                    _ => self.il.types.unqualified(at),
                };
                pt = self.il.types.unqualified(pt);
            }
        }
        if matches!(n.kind, ExprKind::Dependent(_)) {
            return Err("sema: deduction from dependent argument");
        }
        ctx.base_ok = true;
        self.match_types(ctx, pt, at, true, 0)
    }

    fn is_own_param(&self, ctx: &Ctx, t: TypeId) -> bool {
        matches!(self.il.types.ckind(self.il.types.unqualified(t)), TypeKind::TemplateParam { depth, pack, .. } if depth == ctx.depth && pack == ctx.elem.is_some())
    }

    fn lref_of(&mut self, t: TypeId) -> TypeId {
        self.il.types.lref(t)
    }
    fn pointer_of(&mut self, t: TypeId) -> TypeId {
        self.il.types.pointer(t)
    }

    fn bind(&self, ctx: &mut Ctx, param: TypeId, arg: TemplateArg) -> Result<bool, &'static str> {
        let TypeKind::TemplateParam { index, .. } = self.il.types.ckind(self.il.types.unqualified(param)) else {
            return Err("sema: deduction target");
        };
        self.bind_index(ctx, index as usize, arg)
    }

    /// Binds parameter `index` (a pack: its value for the element being matched) to `arg`; Ok(false)
    /// when it already has a different value.
    pub(super) fn bind_index(&self, ctx: &mut Ctx, index: usize, arg: TemplateArg) -> Result<bool, &'static str> {
        if ctx.is_pack.get(index).copied().unwrap_or(false) {
            let Some(slot) = ctx.elem.as_mut().and_then(|e| e.get_mut(index)) else { return Err("sema: parameter pack outside its expansion") };
            return match slot {
                None => {
                    *slot = Some(arg);
                    Ok(true)
                }
                Some(prev) => {
                    let prev = *prev;
                    Ok(self.same_arg(prev, arg))
                }
            };
        }
        if index < ctx.explicit_n {
            return Ok(true);
        }
        let Some(slot) = ctx.slots.get_mut(index) else { return Err("sema: template parameter index") };
        match slot {
            None => {
                *slot = Some(arg);
                Ok(true)
            }
            Some(prev) => Ok(self.same_arg(*prev, arg)),
        }
    }

    pub(super) fn same_arg(&self, a: TemplateArg, b: TemplateArg) -> bool {
        match (a, b) {
            (TemplateArg::Pack(x), TemplateArg::Pack(y)) => {
                let (xs, ys) = (self.il.types.arg_list(x), self.il.types.arg_list(y));
                xs.len() == ys.len() && xs.iter().zip(ys).all(|(p, q)| self.same_arg(*p, *q))
            }
            (TemplateArg::Type(x), TemplateArg::Type(y)) => self.il.types.same(x, y),
            (TemplateArg::Int { value: x, .. }, TemplateArg::Int { value: y, .. }) => x == y,
            _ => a == b,
        }
    }

    /// Matches parameter type `p` (mentioning the template's parameters) against argument type `a`.
    /// `top`: at the top level, `p`'s cv must be a subset of `a`'s and is removed from `a` when binding.
    pub(super) fn match_types(&mut self, ctx: &mut Ctx, p: TypeId, a: TypeId, top: bool, depth: u32) -> Result<bool, &'static str> {
        if depth > 64 {
            return Err("sema: deduction too deep");
        }
        let base_ok = std::mem::take(&mut ctx.base_ok);
        let fn_conv_ok = std::mem::take(&mut ctx.fn_conv_ok);
        if !self.il.types.is_dependent(p) {
            // Non-dependent parts must match exactly below the top level (top level: converted later).
            return Ok(top || self.il.types.same(p, a));
        }
        let (pu, pq) = self.il.types.split_quals(p);
        let (au, aq) = self.il.types.split_quals(a);
        let (pk, ak) = (self.il.types.ckind(pu), self.il.types.ckind(au));
        if let TypeKind::TemplateParam { depth: d, pack, .. } = pk {
            if d != ctx.depth {
                return Err("sema: deduction of outer-level parameter");
            }
            if pack && ctx.elem.is_none() {
                return Err("sema: parameter pack outside its expansion");
            }
            // `const T` against `const int` → T = int; against `int` at a pointer level → failure. At
            // the top level (the referee of a reference parameter: by-value P has no cv here) the
            // deduced A may be more cv-qualified than A ([temp.deduct.call]/4): `const T&` ← int → T = int.
            if !top && !aq.has(pq) {
                return Ok(false);
            }
            let rest = aq.minus(pq);
            let bound = if rest.is_empty() { au } else { self.il.types.qualified(au, rest) };
            return self.bind(ctx, pu, TemplateArg::Type(bound));
        }
        if !top && pq != aq && !aq.has(pq) {
            return Ok(false);
        }
        match (pk, ak) {
            (TypeKind::Pointer(x), TypeKind::Pointer(y)) => {
                // Qualification conversions are allowed at the first pointer level ([temp.deduct.call]/4).
                let (xq, yq) = (self.il.types.quals(x), self.il.types.quals(y));
                if top && xq.has(yq) && xq != yq {
                    let yu = self.il.types.unqualified(y);
                    let target = if xq.is_empty() { yu } else { self.il.types.qualified(yu, xq) };
                    ctx.base_ok = base_ok;
                    return self.match_types(ctx, x, target, false, depth + 1);
                }
                ctx.base_ok = base_ok && top;
                ctx.fn_conv_ok = top;
                self.match_types(ctx, x, y, false, depth + 1)
            }
            (TypeKind::LRef(x), TypeKind::LRef(y)) | (TypeKind::RRef(x), TypeKind::RRef(y)) => self.match_types(ctx, x, y, false, depth + 1),
            (TypeKind::Array(x, pb), TypeKind::Array(y, ab)) => {
                if !self.match_types(ctx, x, y, false, depth + 1)? {
                    return Ok(false);
                }
                match (pb, ab) {
                    (ArrayBound::Known(m), ArrayBound::Known(n)) => Ok(m == n),
                    (ArrayBound::Dependent(e), ArrayBound::Known(n)) => self.bind_bound(ctx, e, n),
                    (ArrayBound::Unknown, ArrayBound::Unknown) => Ok(true),
                    _ => Ok(false),
                }
            }
            (TypeKind::TemplateId { template, args }, TypeKind::Class(c)) if self.own_template_param(ctx, template).is_some() => {
                self.match_template_param_id(ctx, template, args, c, depth)
            }
            (TypeKind::TemplateId { template, args }, TypeKind::Class(c)) => {
                let own = self.il.entities.get(c).and_then(|e| e.spec()).map(|s| s.template == template).unwrap_or(false);
                if !base_ok {
                    return self.match_spec_args(ctx, template, args, c, depth);
                }
                // The bases are tried only when deduction from the class itself fails.
                if own {
                    let saved = ctx.slots.clone();
                    if self.match_spec_args(ctx, template, args, c, depth)? {
                        return Ok(true);
                    }
                    ctx.slots = saved;
                }
                self.match_through_bases(ctx, template, args, c, depth)
            }
            (TypeKind::Function(_), TypeKind::Function(_)) => self.match_function_types(ctx, pu, au, base_ok || fn_conv_ok, depth),
            (TypeKind::MemberPointer { class: pc, pointee: pp }, TypeKind::MemberPointer { class: ac, pointee: ap }) => {
                // `T C::*` against `int D::*`: the class and the member type are matched as written (no
                // base-class deduction for the class, [temp.deduct.call]/4.3 is about `P` itself).
                if !self.match_types(ctx, pc, ac, false, depth + 1)? {
                    return Ok(false);
                }
                ctx.fn_conv_ok = top;
                self.match_types(ctx, pp, ap, false, depth + 1)
            }
            _ => Ok(false),
        }
    }

    /// [temp.deduct.call]/4.3: `P` = `TT<args>` against a class that is not a `TT` specialisation: each
    /// (direct or indirect) base that is one is tried; deduction succeeds when exactly one deduced set
    /// results (several bases deducing the same values count once), and fails otherwise.
    fn match_through_bases(&mut self, ctx: &mut Ctx, template: EntityId, args: super::ids::ArgListId, c: EntityId, depth: u32) -> Result<bool, &'static str> {
        let mut seen: Vec<EntityId> = vec![c];
        let mut i = 0;
        let mut found: Option<Vec<Option<TemplateArg>>> = None;
        while i < seen.len() {
            if seen.len() > 1024 {
                return Err("sema: deduction through base classes");
            }
            let k = seen[i];
            i += 1;
            let Some(ent) = self.il.entities.get(k) else { continue };
            let spec = ent.spec().copied().unwrap_or_default();
            if spec.is_specialization() && ent.class().map(|d| d.scope.is_none()).unwrap_or(true) {
                // Its bases are known only once it is instantiated (not done from here).
                return Err("sema: deduction through base classes");
            }
            for b in self.il.entities.bases_of(k).to_vec() {
                let Some(bc) = self.il.types.class_entity(b.ty) else { return Err("sema: deduction through base classes") };
                if seen.contains(&bc) {
                    continue;
                }
                seen.push(bc);
                if self.il.entities.get(bc).and_then(|e| e.spec()).map(|s| s.template == template).unwrap_or(false) {
                    let saved = ctx.slots.clone();
                    let ok = self.match_spec_args(ctx, template, args, bc, depth)?;
                    let got = std::mem::replace(&mut ctx.slots, saved);
                    if ok {
                        match &found {
                            None => found = Some(got),
                            Some(f) => {
                                let same = f.len() == got.len()
                                    && f.iter().zip(&got).all(|(x, y)| match (x, y) {
                                        (Some(x), Some(y)) => self.same_arg(*x, *y),
                                        (None, None) => true,
                                        _ => false,
                                    });
                                if !same {
                                    return Ok(false);
                                }
                            }
                        }
                    }
                }
            }
        }
        match found {
            Some(slots) => {
                ctx.slots = slots;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// `TT<args>` against class `c`: the arguments of `c` as a `TT` specialisation (no match otherwise).
    fn match_spec_args(&mut self, ctx: &mut Ctx, template: EntityId, args: super::ids::ArgListId, c: EntityId, depth: u32) -> Result<bool, &'static str> {
        let Some(info) = self.il.entities.get(c).and_then(|e| e.spec()).copied() else { return Ok(false) };
        if info.template != template {
            return Ok(false);
        }
        self.match_arg_lists(ctx, args, info.args, depth)
    }

    /// One template argument of `P`'s template-id against the corresponding one of `A`'s.
    pub(super) fn match_one_arg(&mut self, ctx: &mut Ctx, x: TemplateArg, y: TemplateArg, depth: u32) -> Result<bool, &'static str> {
        match (x, y) {
            (TemplateArg::Type(x), TemplateArg::Type(y)) => self.match_types(ctx, x, y, false, depth + 1),
            (TemplateArg::Template(p), TemplateArg::Template(t)) => match self.own_template_param(ctx, p) {
                Some(i) => self.bind_index(ctx, i, TemplateArg::Template(t)),
                None => Ok(p == t),
            },
            (x, y) if x == y => Ok(true),
            _ => Err("sema: deduction of non-type class template arguments"),
        }
    }

    /// `T (&)[N]` against a known bound: the bound expression must name a non-type parameter.
    fn bind_bound(&self, ctx: &mut Ctx, e: ExprId, n: u64) -> Result<bool, &'static str> {
        let ExprKind::DeclRef(p) = self.expr(e).kind else { return Err("sema: deduction from bound expression") };
        let Some(Payload::TemplateParam(d)) = self.il.entities.get(p).map(|x| x.data) else {
            return Err("sema: deduction from bound expression");
        };
        if d.depth != ctx.depth {
            return Err("sema: outer-level bound");
        }
        if (d.index as usize) < ctx.explicit_n {
            return Ok(true);
        }
        let ty = self.il.entities.get(p).map(|x| x.ty).unwrap_or(self.il.types.int(IntKind::ULong));
        let Some(slot) = ctx.slots.get_mut(d.index as usize) else { return Err("sema: template parameter index") };
        let arg = TemplateArg::Int { value: n as u128, ty };
        match slot {
            None => {
                *slot = Some(arg);
                Ok(true)
            }
            Some(prev) => Ok(matches!(prev, TemplateArg::Int { value, .. } if *value == n as u128)),
        }
    }
}

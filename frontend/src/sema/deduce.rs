//! Template argument deduction for function calls ([temp.deduct.call]), simple cases: `T`, `T*`,
//! `const T&`, `T&&` (forwarding references), arrays `T[N]`/`T(&)[N]`, class-template arguments
//! (`A<T>` against `A<int>`), function and member pointer types (`R (*)(A...)`, `M C::*`: same shape,
//! parts matched exactly, a `noexcept` argument accepted under a top-level pointer), and nested
//! combinations. A deduction failure (conflicting deductions,
//! undeducible parameters, invalid substitution = SFINAE) drops the candidate; what is not modelled
//! (packs, non-type parameters other than array bounds, explicit template arguments; defaults: deduce_defaults.rs) is reported as [`Deduced::Unknown`] and becomes a gap.
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

struct Ctx {
    depth: u16,
    slots: Vec<Option<TemplateArg>>,
    /// Leading parameters fixed by explicit template arguments: not deduced (the argument is
    /// implicitly converted instead).
    explicit_n: usize,
    /// The type being matched is `P` itself or the pointee of a top-level pointer `P`: a class template-id
    /// there may also be deduced from a base class of the argument ([temp.deduct.call]/4.3).
    base_ok: bool,
    /// The type being matched is the function type under a top-level pointer or pointer to member `P`:
    /// `A` may be `noexcept` where `P` is not (a function pointer conversion, [temp.deduct.call]/4.2).
    fn_conv_ok: bool,
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
        let mut ctx = Ctx { depth: td.depth, slots: vec![None; params.len()], explicit_n: explicit.len(), base_ok: false, fn_conv_ok: false };
        if explicit.len() > params.len() {
            return Deduced::ExplicitFailed;
        }
        for (k, a) in explicit.iter().enumerate() {
            let kind_ok = match (self.il.entities.get(params[k]).map(|e| e.data), a) {
                (Some(Payload::TemplateParam(d)), TemplateArg::Type(_)) => d.kind == super::entities::TemplateParamKind::Type,
                (Some(Payload::TemplateParam(d)), TemplateArg::Int { .. }) => d.kind == super::entities::TemplateParamKind::NonType,
                _ => return Deduced::Unknown("sema: explicit template argument kind"),
            };
            if !kind_ok {
                return Deduced::ExplicitFailed;
            }
            ctx.slots[k] = Some(*a);
        }
        for &p in &params {
            match self.il.entities.get(p).map(|e| e.data) {
                Some(Payload::TemplateParam(d)) if !d.pack => {}
                _ => return Deduced::Unknown("sema: deduction of packs / template template parameters"),
            }
        }
        let Some(pat) = self.il.entities.get(td.pattern).copied() else { return Deduced::Unknown("sema: template without pattern") };
        let TypeKind::Function(sig) = self.il.types.ckind(pat.ty) else { return Deduced::Unknown("sema: pattern type") };
        let ptypes = self.il.types.type_list(sig.params).to_vec();
        if args.len() > ptypes.len() && !sig.variadic {
            return Deduced::Failed;
        }
        if args.len() < ptypes.len() {
            // The parameters left out must all have default arguments; they take no part in deduction.
            let defaults: Vec<bool> = self
                .il
                .entities
                .params(td.pattern)
                .map(|p| matches!(self.il.entities.get(p).map(|e| e.data), Some(Payload::Param(pd)) if pd.default_arg.is_some()))
                .collect();
            if defaults.len() != ptypes.len() {
                return Deduced::Unknown("sema: default arguments of function templates");
            }
            // Too few arguments for this template: not viable.
            if !defaults[args.len()..].iter().all(|&d| d) {
                return Deduced::Failed;
            }
        }
        // With every template argument explicit, no parameter takes part in deduction: the arguments
        // are converted to the substituted types ([temp.deduct.call]/1 applies to deduced ones only).
        let all_explicit = explicit.len() == params.len();
        for (i, &a) in args.iter().enumerate() {
            let Some(&p) = ptypes.get(i) else { break };
            if !self.il.types.is_dependent(p) || all_explicit {
                continue;
            }
            let n = self.expr(a);
            if n.is_dependent() {
                return Deduced::Unknown("sema: deduction from dependent argument");
            }
            match self.deduce_param(&mut ctx, p, a) {
                Ok(true) => {}
                Ok(false) => return Deduced::Failed,
                Err(w) => return Deduced::Unknown(w),
            }
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
    fn deduce_param(&mut self, ctx: &mut Ctx, p: TypeId, a: ExprId) -> Result<bool, &'static str> {
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
        matches!(self.il.types.ckind(self.il.types.unqualified(t)), TypeKind::TemplateParam { depth, pack: false, .. } if depth == ctx.depth)
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
        if (index as usize) < ctx.explicit_n {
            return Ok(true);
        }
        let Some(slot) = ctx.slots.get_mut(index as usize) else { return Err("sema: template parameter index") };
        match slot {
            None => {
                *slot = Some(arg);
                Ok(true)
            }
            Some(prev) => Ok(self.same_arg(*prev, arg)),
        }
    }

    fn same_arg(&self, a: TemplateArg, b: TemplateArg) -> bool {
        match (a, b) {
            (TemplateArg::Type(x), TemplateArg::Type(y)) => self.il.types.same(x, y),
            (TemplateArg::Int { value: x, .. }, TemplateArg::Int { value: y, .. }) => x == y,
            _ => a == b,
        }
    }

    /// Matches parameter type `p` (mentioning the template's parameters) against argument type `a`.
    /// `top`: at the top level, `p`'s cv must be a subset of `a`'s and is removed from `a` when binding.
    fn match_types(&mut self, ctx: &mut Ctx, p: TypeId, a: TypeId, top: bool, depth: u32) -> Result<bool, &'static str> {
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
            if d != ctx.depth || pack {
                return Err("sema: deduction of outer-level or pack parameter");
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
            (TypeKind::Function(x), TypeKind::Function(y)) => self.match_signatures(ctx, x, y, fn_conv_ok, depth),
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

    /// Function type `p` against `a` ([temp.deduct.type]/8 `T(T)`): same shape (parameter count, `...`,
    /// cv and ref qualifiers), then the return and each parameter type matched exactly. `fn_conv_ok`: the
    /// types sit under a top-level pointer, where a `noexcept` `A` matches a plain `P`.
    fn match_signatures(&mut self, ctx: &mut Ctx, p: super::types::FnSig, a: super::types::FnSig, fn_conv_ok: bool, depth: u32) -> Result<bool, &'static str> {
        use super::types::Noexcept;
        let (ps, as_) = (self.il.types.type_list(p.params).to_vec(), self.il.types.type_list(a.params).to_vec());
        if ps.iter().any(|&t| matches!(self.il.types.kind(t), TypeKind::PackExpansion(_))) {
            return Err("sema: deduction of packs / template template parameters");
        }
        if ps.len() != as_.len() || p.variadic != a.variadic || p.quals != a.quals || p.ref_qual != a.ref_qual {
            return Ok(false);
        }
        let noexcept_ok = match (p.noexcept, a.noexcept) {
            // `noexcept(expr)` in P (a deducible `noexcept(B)` included) is not modelled.
            (Noexcept::Dependent(_), _) | (_, Noexcept::Dependent(_)) => return Err("sema: deduction from function/member pointer types"),
            (Noexcept::Deferred, _) => return Err("sema: deduction from function/member pointer types"),
            (Noexcept::No, Noexcept::No) | (Noexcept::Yes | Noexcept::ThrowNone, Noexcept::Yes | Noexcept::ThrowNone) => true,
            (Noexcept::No, Noexcept::Yes | Noexcept::ThrowNone | Noexcept::Deferred) => fn_conv_ok,
            _ => false,
        };
        if !noexcept_ok {
            // Before C++17 the specification is not part of the type and deduction would go on; sema
            // does not know the language mode, so a mismatch is left unmodelled.
            return Err("sema: deduction from function/member pointer types");
        }
        if !self.match_types(ctx, p.ret, a.ret, false, depth + 1)? {
            return Ok(false);
        }
        for (x, y) in ps.into_iter().zip(as_) {
            if !self.match_types(ctx, x, y, false, depth + 1)? {
                return Ok(false);
            }
        }
        Ok(true)
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
        let pa = self.il.types.arg_list(args).to_vec();
        let aa = self.il.types.arg_list(info.args).to_vec();
        if pa.len() != aa.len() {
            return Err("sema: deduction with default/pack class template arguments");
        }
        for (x, y) in pa.into_iter().zip(aa) {
            match (x, y) {
                (TemplateArg::Type(x), TemplateArg::Type(y)) => {
                    if !self.match_types(ctx, x, y, false, depth + 1)? {
                        return Ok(false);
                    }
                }
                (x, y) if x == y => {}
                _ => return Err("sema: deduction of non-type class template arguments"),
            }
        }
        Ok(true)
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

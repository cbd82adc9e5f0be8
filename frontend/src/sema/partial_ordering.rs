//! Partial ordering of function templates in a call ([temp.func.order], [temp.deduct.partial]), and
//! the merging of a function template's redeclarations among a call's candidates.
//!
//! Each template's parameter types, with its own template parameters standing for the unique
//! synthesized types (they are never substituted, so sharing (depth, index) with the other template's
//! parameters is harmless), are the arguments from which the other template's parameters are deduced.
//! Only the parameters that have call arguments take part. What the matcher does not model
//! (non-deduced contexts, non-type parameters in types, function and member pointer types, packs,
//! member templates) is an error: the caller keeps its gap.
//!
//! Redeclarations: cufe declares every function template declaration as its own template entity; two
//! namespace-scope templates with the same name, parent, parameter kinds and canonical function type
//! are one template in EDG (its execution spaces accumulate: a `__device__` declaration redeclared
//! `__host__` with a body, as cuda_runtime.h does for `cudaMalloc`, is callable from both — probed).

use super::action::Sema;
use super::entities::{Payload, TemplateParamKind};
use super::ids::{EntityId, TypeId};
use super::types::{ArrayBound, TemplateArg, TypeKind};
use std::cmp::Ordering;

type Res<T> = Result<T, &'static str>;

impl<'a> Sema<'a> {
    /// Whether function templates `a` and `b` are two declarations of one template.
    pub(crate) fn same_function_template(&self, a: EntityId, b: EntityId) -> bool {
        let ents = &self.il.entities;
        let (Some(x), Some(y)) = (ents.get(a), ents.get(b)) else { return false };
        if a == b {
            return true;
        }
        let (Some(tx), Some(ty)) = (x.template(), y.template()) else { return false };
        if x.name != y.name || x.parent != y.parent || tx.kind != ty.kind || tx.param_count != ty.param_count || tx.depth != ty.depth {
            return false;
        }
        if !matches!(ents.get(x.parent).map(|p| p.data), Some(Payload::Namespace { .. })) {
            return false;
        }
        let kinds = |t: EntityId| -> Vec<Option<(TemplateParamKind, bool, TypeId)>> {
            ents.template_params(t)
                .map(|p| match ents.get(p).map(|e| (e.data, e.ty)) {
                    Some((Payload::TemplateParam(d), ty)) => Some((d.kind, d.pack, if d.kind == TemplateParamKind::NonType { self.il.types.canonical(ty) } else { TypeId::NONE })),
                    _ => None,
                })
                .collect()
        };
        let (kx, ky) = (kinds(a), kinds(b));
        if kx.iter().any(|k| k.is_none()) || kx != ky {
            return false;
        }
        let (Some(px), Some(py)) = (ents.get(tx.pattern), ents.get(ty.pattern)) else { return false };
        // Dependent array bounds or other expressions in the types are distinct nodes per declaration:
        // such redeclarations are not recognised (the call then stays a gap), except `decltype`s spelled
        // alike.
        px.ty != TypeId::NONE && self.equivalent_types(px.ty, py.ty, 0)
    }

    /// `a` and `b` are the same type, or differ only in dependent `decltype` operands spelled alike.
    fn equivalent_types(&self, a: TypeId, b: TypeId, depth: u32) -> bool {
        let tt = &self.il.types;
        if tt.same(a, b) {
            return true;
        }
        if depth > 32 {
            return false;
        }
        let (ca, cb) = (tt.canonical(a), tt.canonical(b));
        let d = depth + 1;
        match (tt.kind(ca), tt.kind(cb)) {
            (TypeKind::Decltype { expr: x, underlying: ux }, TypeKind::Decltype { expr: y, underlying: uy }) if ux.is_none() && uy.is_none() => {
                matches!((self.il.decltype_text.get(&x), self.il.decltype_text.get(&y)), (Some(p), Some(q)) if p == q)
            }
            (TypeKind::Qualified(x, qx), TypeKind::Qualified(y, qy)) => qx == qy && self.equivalent_types(x, y, d),
            (TypeKind::Pointer(x), TypeKind::Pointer(y)) | (TypeKind::LRef(x), TypeKind::LRef(y)) | (TypeKind::RRef(x), TypeKind::RRef(y)) => self.equivalent_types(x, y, d),
            (TypeKind::Function(f), TypeKind::Function(g)) => {
                let (pf, pg) = (tt.type_list(f.params), tt.type_list(g.params));
                f.variadic == g.variadic && f.quals == g.quals && f.ref_qual == g.ref_qual && f.noexcept == g.noexcept && pf.len() == pg.len()
                    && self.equivalent_types(f.ret, g.ret, d)
                    && pf.iter().zip(pg).all(|(&x, &y)| self.equivalent_types(x, y, d))
            }
            _ => false,
        }
    }

    /// Drops from a call's candidate set every function template that redeclares an earlier one, adding
    /// its execution space to the one kept (see the module comment).
    pub(crate) fn merge_redeclared_templates(&mut self, cands: &mut Vec<EntityId>) {
        let mut k = 0;
        while k < cands.len() {
            let c = cands[k];
            let is_tmpl = self.il.entities.get(c).is_some_and(|e| e.is_function_template());
            let earlier = if is_tmpl { cands[..k].iter().copied().find(|&e| self.il.entities.get(e).is_some_and(|x| x.is_function_template()) && self.same_function_template(e, c)) } else { None };
            if let Some(keep) = earlier {
                self.add_exec_space(keep, c);
                cands.remove(k);
            } else {
                k += 1;
            }
        }
    }

    /// Adds `from`'s execution space (and its pattern's) to template `to` and its pattern.
    fn add_exec_space(&mut self, to: EntityId, from: EntityId) {
        let pat = |s: &Self, t: EntityId| s.il.entities.get(t).and_then(|e| e.template()).map(|d| d.pattern).unwrap_or(EntityId::NONE);
        let (tp, fp) = (pat(self, to), pat(self, from));
        for (dst, src) in [(to, from), (tp, fp)] {
            let Some(bits) = self.il.entities.get(src).map(|e| e.exec.0) else { continue };
            if let Some(e) = self.il.entities.get_mut(dst) {
                e.exec.0 |= bits;
            }
        }
    }

    /// Partial ordering of function templates `t1` and `t2` for a call with `nargs` arguments:
    /// `Less` = `t1` is more specialized, `Greater` = `t2` is, `Equal` = neither.
    pub(crate) fn order_function_templates(&self, t1: EntityId, t2: EntityId, nargs: usize) -> Res<Ordering> {
        let p1 = self.ordering_params(t1, nargs)?;
        let p2 = self.ordering_params(t2, nargs)?;
        let d2 = self.ordering_depth_of(t2)?;
        let d1 = self.ordering_depth_of(t1)?;
        let ge12 = self.deduce_from_types(t2, d2, &p2, &p1)?;
        let ge21 = self.deduce_from_types(t1, d1, &p1, &p2)?;
        let (mut ge12, mut ge21) = (ge12, ge21);
        if ge12 && ge21 {
            // [temp.deduct.partial]/9: per type, between two references that deduced both ways, an
            // lvalue reference beats an rvalue reference, then the more cv-qualified referee wins.
            let (mut w1, mut w2) = (false, false);
            let tt = &self.il.types;
            for (&a, &b) in p1.iter().zip(&p2) {
                let (ka, kb) = (tt.ckind(a), tt.ckind(b));
                let (ra, la) = match ka {
                    TypeKind::LRef(r) => (r, true),
                    TypeKind::RRef(r) => (r, false),
                    _ => continue,
                };
                let (rb, lb) = match kb {
                    TypeKind::LRef(r) => (r, true),
                    TypeKind::RRef(r) => (r, false),
                    _ => continue,
                };
                if la != lb {
                    if la {
                        w1 = true;
                    } else {
                        w2 = true;
                    }
                    continue;
                }
                let (qa, qb) = (tt.quals(ra), tt.quals(rb));
                if qa != qb && qa.has(qb) {
                    w1 = true;
                } else if qa != qb && qb.has(qa) {
                    w2 = true;
                }
            }
            ge12 = !w2;
            ge21 = !w1;
        }
        Ok(match (ge12, ge21) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => Ordering::Equal,
        })
    }

    /// The depth of namespace-scope function template `t`, whose parameters are types or non-type
    /// parameters (not packs or template template parameters).
    /// A non-type parameter can only appear in the parameter types as a dependent expression (a template-id argument or an
    /// array bound), which the matcher reports as not modelled; one that does not appear there (usually
    /// defaulted: `size_t = sizeof(T)`) takes no part in ordering.
    fn ordering_depth_of(&self, t: EntityId) -> Res<u16> {
        let ents = &self.il.entities;
        let x = ents.get(t).ok_or("sema: partial ordering of an unknown template")?;
        let d = x.template().ok_or("sema: partial ordering of a non-template")?;
        if !matches!(ents.get(x.parent).map(|p| p.data), Some(Payload::Namespace { .. })) {
            return Err("sema: partial ordering of member function templates");
        }
        for p in ents.template_params(t) {
            match ents.get(p).map(|e| e.data) {
                Some(Payload::TemplateParam(pd)) if !pd.pack && matches!(pd.kind, TemplateParamKind::Type | TemplateParamKind::NonType) => {}
                _ => return Err("sema: partial ordering with non-type, template or pack parameters"),
            }
        }
        Ok(d.depth)
    }

    /// The first `nargs` parameter types of template `t`'s pattern.
    fn ordering_params(&self, t: EntityId, nargs: usize) -> Res<Vec<TypeId>> {
        let pat = self.il.entities.get(t).and_then(|e| e.template()).map(|d| d.pattern).ok_or("sema: partial ordering without pattern")?;
        let ty = self.il.entities.get(pat).map(|e| e.ty).ok_or("sema: partial ordering without pattern")?;
        let TypeKind::Function(sig) = self.il.types.ckind(ty) else { return Err("sema: partial ordering of a non-function pattern") };
        let ps = self.il.types.type_list(sig.params);
        if ps.len() < nargs {
            return Err("sema: partial ordering with arguments for an ellipsis");
        }
        Ok(ps[..nargs].to_vec())
    }

    /// Deduces template `t`'s parameters (depth `depth`) from argument types `args` (the other template's
    /// transformed parameter types) against its parameter types `params`: whether it succeeds.
    fn deduce_from_types(&self, t: EntityId, depth: u16, params: &[TypeId], args: &[TypeId]) -> Res<bool> {
        let n = self.il.entities.get(t).and_then(|e| e.template()).map(|d| d.param_count as usize).unwrap_or(0);
        let mut slots: Vec<Option<(TypeId, super::types::Quals)>> = vec![None; n];
        let tt = &self.il.types;
        for (&p, &a) in params.iter().zip(args) {
            // [temp.deduct.partial]/5–7: references replaced by the referred type, then top-level cv dropped.
            let strip = |t: TypeId| match tt.ckind(t) {
                TypeKind::LRef(r) | TypeKind::RRef(r) => tt.unqualified(r),
                _ => tt.unqualified(t),
            };
            let (p, a) = (strip(p), strip(a));
            // A parameter whose type does not involve template parameters takes no part (CWG 1391).
            if !tt.is_dependent(p) {
                continue;
            }
            if !self.match_exact(depth, &mut slots, p, a, 0)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Exact structural matching of `p` (mentioning parameters of depth `depth`) against `a`.
    fn match_exact(&self, depth: u16, slots: &mut [Option<(TypeId, super::types::Quals)>], p: TypeId, a: TypeId, level: u32) -> Res<bool> {
        if level > 64 {
            return Err("sema: partial ordering too deep");
        }
        let tt = &self.il.types;
        if !tt.is_dependent(p) {
            return Ok(tt.same(p, a));
        }
        let (pu, pq) = tt.split_quals(p);
        let (au, aq) = tt.split_quals(a);
        let (pk, ak) = (tt.kind(pu), tt.kind(au));
        if let TypeKind::TemplateParam { depth: d, index, pack, .. } = pk {
            if d != depth || pack {
                return Err("sema: partial ordering of outer-level or pack parameters");
            }
            if !aq.has(pq) {
                return Ok(false);
            }
            // The deduced argument is `au` with the qualifiers `p` does not already have.
            let bound = (tt.canonical(au), aq.minus(pq));
            let slot = slots.get_mut(index as usize).ok_or("sema: template parameter index")?;
            return Ok(match slot {
                None => {
                    *slot = Some(bound);
                    true
                }
                Some(prev) => *prev == bound,
            });
        }
        if pq != aq {
            return Ok(false);
        }
        match (pk, ak) {
            (TypeKind::Pointer(x), TypeKind::Pointer(y)) | (TypeKind::LRef(x), TypeKind::LRef(y)) | (TypeKind::RRef(x), TypeKind::RRef(y)) => {
                self.match_exact(depth, slots, x, y, level + 1)
            }
            (TypeKind::Array(x, pb), TypeKind::Array(y, ab)) => match (pb, ab) {
                (ArrayBound::Known(m), ArrayBound::Known(n)) if m == n => self.match_exact(depth, slots, x, y, level + 1),
                (ArrayBound::Unknown, ArrayBound::Unknown) => self.match_exact(depth, slots, x, y, level + 1),
                (ArrayBound::Known(_) | ArrayBound::Unknown, ArrayBound::Known(_) | ArrayBound::Unknown) => Ok(false),
                _ => Err("sema: partial ordering with dependent array bounds"),
            },
            (TypeKind::TemplateId { template, args }, TypeKind::TemplateId { template: t2, args: a2 }) => {
                if template != t2 {
                    return Ok(false);
                }
                self.match_args(depth, slots, args, tt.arg_list(a2).to_vec(), level)
            }
            (TypeKind::TemplateId { template, args }, TypeKind::Class(c)) => {
                let Some(info) = self.il.entities.get(c).and_then(|e| e.spec()).copied() else {
                    return if self.il.entities.bases_of(c).is_empty() { Ok(false) } else { Err("sema: partial ordering through base classes") };
                };
                if info.template != template {
                    return if self.il.entities.bases_of(c).is_empty() { Ok(false) } else { Err("sema: partial ordering through base classes") };
                }
                self.match_args(depth, slots, args, tt.arg_list(info.args).to_vec(), level)
            }
            (TypeKind::TemplateId { .. }, TypeKind::TemplateParam { .. } | TypeKind::Pointer(_) | TypeKind::LRef(_) | TypeKind::RRef(_) | TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Void | TypeKind::Enum(_) | TypeKind::Array(..)) => Ok(false),
            (TypeKind::Pointer(_) | TypeKind::LRef(_) | TypeKind::RRef(_) | TypeKind::Array(..), _) => {
                // A structural mismatch with a plain argument type; anything exotic stays unknown.
                match ak {
                    TypeKind::TemplateParam { .. } | TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Void | TypeKind::Class(_) | TypeKind::Enum(_) | TypeKind::Pointer(_) | TypeKind::LRef(_) | TypeKind::RRef(_) | TypeKind::Array(..) | TypeKind::TemplateId { .. } | TypeKind::NullPtr => Ok(false),
                    _ => Err("sema: partial ordering against an unmodelled argument type"),
                }
            }
            _ => Err("sema: partial ordering of an unmodelled parameter type"),
        }
    }

    fn match_args(&self, depth: u16, slots: &mut [Option<(TypeId, super::types::Quals)>], pargs: super::ids::ArgListId, aargs: Vec<TemplateArg>, level: u32) -> Res<bool> {
        let pa = self.il.types.arg_list(pargs).to_vec();
        if pa.len() != aargs.len() {
            return Err("sema: partial ordering with default/pack class template arguments");
        }
        for (x, y) in pa.into_iter().zip(aargs) {
            match (x, y) {
                (TemplateArg::Type(x), TemplateArg::Type(y)) => {
                    if !self.match_exact(depth, slots, x, y, level + 1)? {
                        return Ok(false);
                    }
                }
                (TemplateArg::Int { value: a, .. }, TemplateArg::Int { value: b, .. }) => {
                    if a != b {
                        return Ok(false);
                    }
                }
                _ => return Err("sema: partial ordering of non-type class template arguments"),
            }
        }
        Ok(true)
    }
}

impl<'a> Sema<'a> {
    /// [temp.deduct.decl]: the arguments of function template `t` that make its function type the
    /// declared type `fty` (an explicit instantiation `template R f<…>(params);`), after the `explicit`
    /// ones. Ok(None): `t` does not match. Errors: forms the matcher does not model.
    pub(crate) fn deduce_from_signature(&mut self, t: EntityId, explicit: &[TemplateArg], fty: TypeId) -> Res<Option<Vec<TemplateArg>>> {
        let depth = self.signature_depth_of(t, explicit)?;
        let td = self.il.entities.get(t).and_then(|e| e.template()).copied().ok_or("sema: explicit instantiation of a non-template")?;
        let pat_ty = self.il.entities.get(td.pattern).map(|e| e.ty).ok_or("sema: explicit instantiation without pattern")?;
        let (TypeKind::Function(ps), TypeKind::Function(ds)) = (self.il.types.ckind(pat_ty), self.il.types.ckind(fty)) else {
            return Err("sema: explicit instantiation of a non-function");
        };
        let (pp, dp) = (self.il.types.type_list(ps.params).to_vec(), self.il.types.type_list(ds.params).to_vec());
        if pp.len() != dp.len() || ps.variadic != ds.variadic || explicit.len() > td.param_count as usize {
            return Ok(None);
        }
        let mut slots: Vec<Option<(TypeId, super::types::Quals)>> = vec![None; td.param_count as usize];
        // Explicit non-type arguments (checked by signature_depth_of to be at non-type parameters): a
        // type never names such a parameter directly, so they only pass through.
        let mut fixed: Vec<Option<TemplateArg>> = vec![None; td.param_count as usize];
        for (k, a) in explicit.iter().enumerate() {
            match *a {
                TemplateArg::Type(x) => {
                    let (b, q) = self.il.types.split_quals(x);
                    slots[k] = Some((b, q));
                }
                TemplateArg::Int { .. } => fixed[k] = Some(*a),
                _ => return Err("sema: explicit instantiation with non-type template arguments"),
            }
        }
        let pairs: Vec<(TypeId, TypeId)> = std::iter::once((ps.ret, ds.ret)).chain(pp.into_iter().zip(dp)).collect();
        for (p, a) in pairs {
            if !self.match_exact(depth, &mut slots, p, a, 0)? {
                return Ok(None);
            }
        }
        let mut out = Vec::with_capacity(slots.len());
        for (k, s) in slots.into_iter().enumerate() {
            if let Some(a) = fixed.get(k).copied().flatten() {
                out.push(a);
                continue;
            }
            let Some((b, q)) = s else { return Ok(None) };
            out.push(TemplateArg::Type(if q.is_empty() { b } else { self.il.types.qualified(b, q) }));
        }
        Ok(Some(out))
    }
}

impl<'a> Sema<'a> {
    /// The depth of namespace-scope function template `t` for matching a declared signature: its
    /// parameters are non-pack type parameters, or non-type ones given an explicit argument.
    fn signature_depth_of(&self, t: EntityId, explicit: &[TemplateArg]) -> Res<u16> {
        let ents = &self.il.entities;
        let x = ents.get(t).ok_or("sema: partial ordering of an unknown template")?;
        let d = x.template().ok_or("sema: partial ordering of a non-template")?;
        if !matches!(ents.get(x.parent).map(|p| p.data), Some(Payload::Namespace { .. })) {
            return Err("sema: partial ordering of member function templates");
        }
        for (k, p) in ents.template_params(t).enumerate() {
            match ents.get(p).map(|e| e.data) {
                Some(Payload::TemplateParam(pd)) if !pd.pack && pd.kind == TemplateParamKind::Type => {}
                Some(Payload::TemplateParam(pd)) if !pd.pack && pd.kind == TemplateParamKind::NonType && matches!(explicit.get(k), Some(TemplateArg::Int { .. })) => {}
                _ => return Err("sema: partial ordering with non-type, template or pack parameters"),
            }
        }
        Ok(d.depth)
    }

    /// Whether function template `t` cannot take `nargs` arguments: more than its parameters (no
    /// ellipsis), or fewer than those without a default argument.
    pub(crate) fn template_arity_mismatch(&self, t: EntityId, nargs: usize) -> bool {
        let Some(pat) = self.il.entities.get(t).and_then(|e| e.template()).map(|d| d.pattern) else { return false };
        let Some(ty) = self.il.entities.get(pat).map(|e| e.ty) else { return false };
        let TypeKind::Function(sig) = self.il.types.ckind(ty) else { return false };
        let ptypes = self.il.types.type_list(sig.params);
        // A function parameter pack takes any number of arguments (none when it is not last).
        let packs = ptypes.iter().filter(|&&p| matches!(self.il.types.kind(p), TypeKind::PackExpansion(_))).count();
        let n = ptypes.len() - packs;
        if nargs > n {
            // (Too many for a pack that is not last: a deduction failure, #3327 — probed.)
            return !sig.variadic && packs == 0;
        }
        let defaults = self.il.entities.params(pat).filter(|&p| matches!(self.il.entities.get(p).map(|e| e.data), Some(Payload::Param(pd)) if pd.default_arg.is_some())).count();
        nargs < n - defaults.min(n)
    }
}

impl<'a> Sema<'a> {
    /// Where a candidate's note points: a function's name, or for a function template its pattern's
    /// name (the template entity starts at `template`; probed: the caret is under the name).
    pub(crate) fn candidate_decl_pos(&self, c: EntityId) -> u32 {
        let ents = &self.il.entities;
        let e = ents.get(c).and_then(|x| x.template()).map(|t| t.pattern).filter(|p| p.is_some()).unwrap_or(c);
        ents.get(e).map(|x| x.span.lo).unwrap_or(0)
    }
}


//! Type pack expansions in template argument lists (`X<T, Ts...>`, `__and_<_B2, _B3, _Bn...>`).
//!
//! In a template pattern (a partial specialisation's arguments, a member's type), `P...` becomes one
//! argument `PackExpansion(P)` of the pack parameter's `Pack` list, which `sema/pack_match.rs` matches.
//! In an instantiation the class's packs are bound (`bind_pack`): the pack's name denotes its own
//! (dependent) parameter type, so `P` lowers to a dependent type naming the pack, and the expansion is
//! then the substitution of each element of the bound pack into `P` ([temp.variadic]/8). A pack that
//! is not bound here (a member template's own pack) leaves the expansion dependent.
//!
//! A non-type pack's plain `N...` stays one dependent expansion (sema/value_packs.rs), enough for the
//! signatures of member templates (`_Index_tuple<_Indexes...>`).
//!
//! Not modelled (gaps): non-type packs bound in an instantiation or expanded through another pattern
//! (`N + 1...`), template template packs, an expansion for a parameter that is not a pack, packs of
//! different lengths in one pattern, `sizeof...`.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::entities::{Entity, Payload, TemplateParamKind};
use crate::sema::ids::{ArgListId, EntityId, ScopeId, TypeId};
use crate::sema::types::{TemplateArg, TypeFlags, TypeKind};

/// A parameter pack bound in the instantiation being lowered.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PackBinding {
    pub depth: u16,
    pub index: u16,
    /// The template (or partial specialisation) whose parameter it is.
    pub template: EntityId,
    pub elems: ArgListId,
}

impl<'a> Lowerer<'a> {
    /// Binds the pack parameter `p` (entity `pe`) to `elems` in the instantiation scope `scope`.
    pub(crate) fn bind_pack(&mut self, scope: ScopeId, p: EntityId, pe: &Entity, elems: ArgListId) -> Result<(), String> {
        let Payload::TemplateParam(pd) = pe.data else { return Err("instantiate: template parameter".into()) };
        if pd.kind != TemplateParamKind::Type {
            return Err("instantiate: non-type or template template parameter pack".into());
        }
        let TypeKind::TemplateParam { depth, index, pack: true, .. } = self.sema.il.types.kind(pe.ty) else {
            return Err("instantiate: template parameter pack".into());
        };
        // The name denotes the pack parameter itself (transparent, like the other bindings).
        let (b, _) = self.sema.il.declare_typedef(scope, pe.name, pe.ty, pe.span);
        self.inst.bindings.insert(b);
        let template = self.sema.il.entities.get(p).map(|x| x.parent).unwrap_or(EntityId::NONE);
        self.inst.packs.push(PackBinding { depth, index, template, elems });
        Ok(())
    }

    /// The pattern of a template argument written `P...`: the parser gives either a `Pack` around the
    /// argument or, for a type-id, the ellipsis on its declarator.
    pub(super) fn pack_expansion_arg(&self, a: &ast::TemplateArg) -> Option<ast::TemplateArg> {
        match a {
            ast::TemplateArg::Pack(inner) => Some((**inner).clone()),
            ast::TemplateArg::Type(t) if self.ast.ty(*t).decl.pack => Some(a.clone()),
            _ => None,
        }
    }

    /// The arguments `inner...` gives for the pack parameter `p` of a template-id: one dependent
    /// `PackExpansion` in a pattern, the substituted elements in an instantiation.
    pub(super) fn expand_pack_arg(&mut self, p: EntityId, inner: &ast::TemplateArg, at: u32) -> Option<Vec<TemplateArg>> {
        let kind = match self.sema.il.entities.get(p).map(|e| e.data) {
            Some(Payload::TemplateParam(pd)) => pd.kind,
            _ => return self.pack_gap("lower: template parameter", at),
        };
        if kind == TemplateParamKind::NonType {
            return self.expand_value_pack_arg(inner, at);
        }
        let ast::TemplateArg::Type(t) = inner else {
            return self.pack_gap("lower: non-type pack expansion template argument", at);
        };
        if kind != TemplateParamKind::Type {
            return self.pack_gap("lower: template template pack expansion template argument", at);
        }
        // The pattern names the pack: a dependent type even inside an instantiation.
        let saved = std::mem::replace(&mut self.tmpl.dependent_ok, true);
        let ty = self.type_id(*t);
        self.tmpl.dependent_ok = saved;
        let ty = ty?;
        if !self.sema.il.types.flags(ty).has(TypeFlags::UNEXPANDED_PACK) {
            // EDG: "the pattern of a pack expansion contains no parameter pack" (not modelled).
            return self.pack_gap("lower: pack expansion without a parameter pack", at);
        }
        Some(match self.expand_type(ty, at)? {
            Some(list) => list.into_iter().map(TemplateArg::Type).collect(),
            None => vec![TemplateArg::Type(self.sema.il.types.pack_expansion(ty))],
        })
    }

    /// The expansion of the pattern `ty` (which names a pack): the substituted elements when its packs
    /// are bound in this instantiation, `Some(None)` when none is (the expansion stays dependent), None
    /// after a gap.
    pub(super) fn expand_type(&mut self, ty: TypeId, at: u32) -> Option<Option<Vec<TypeId>>> {
        let mut found = Vec::new();
        unexpanded_packs(&self.sema.il.types, ty, &mut found, 0);
        let bound: Vec<PackBinding> = found
            .iter()
            .filter_map(|&(d, i)| self.inst.packs.iter().rev().find(|b| b.depth == d && b.index == i).copied())
            .collect();
        if bound.is_empty() {
            return Some(None);
        }
        if bound.len() != found.len() {
            self.gap("lower: pack expansion of bound and unbound packs", at);
            return None;
        }
        let n = self.sema.il.types.arg_list(bound[0].elems).len();
        if bound.iter().any(|b| self.sema.il.types.arg_list(b.elems).len() != n || b.depth != bound[0].depth) {
            self.gap("lower: pack expansion of packs of different lengths", at);
            return None;
        }
        // One level: the packs at their indexes; any other parameter of that level stands for itself.
        let width = bound.iter().map(|b| b.index as usize + 1).max().unwrap_or(0);
        let mut args: Vec<TemplateArg> = Vec::with_capacity(width);
        for i in 0..width {
            match bound.iter().find(|b| b.index as usize == i) {
                Some(b) => args.push(TemplateArg::Pack(b.elems)),
                None => args.push(TemplateArg::Type(self.sema.il.types.template_param(bound[0].depth, i as u16, false, EntityId::NONE))),
            }
        }
        let level = crate::sema::subst::Level { template: bound[0].template, depth: bound[0].depth, args: &args };
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            match crate::sema::subst::subst_pack_element(self.sema.il, ty, level, i) {
                Ok(x) if !self.sema.il.types.flags(x).has(TypeFlags::UNEXPANDED_PACK) => out.push(x),
                _ => {
                    self.gap("lower: pack expansion substitution", at);
                    return None;
                }
            }
        }
        Some(Some(out))
    }

    /// A function parameter pack `T... x` / `const Ts&...` of type `ty`: its parameter types (one
    /// `PackExpansion` while the pack is unbound; the expanded elements, unnamed, in an instantiation).
    pub(crate) fn param_pack_types(&mut self, ty: TypeId, at: u32) -> Option<Option<Vec<TypeId>>> {
        if !self.sema.il.types.flags(ty).has(TypeFlags::UNEXPANDED_PACK) {
            self.gap("lower: pack expansion without a parameter pack", at);
            return None;
        }
        self.expand_type(ty, at)
    }

    /// The arguments of a dependent member template-id (`Q::template type<_If, _Else>`), whose template
    /// is unknown until substitution: types only, a pack expansion kept as one `PackExpansion` element
    /// (`sema/subst.rs` matches them to the member template's parameters). None for anything else.
    pub(super) fn dependent_member_args(&mut self, targs: &[ast::TemplateArg], at: u32) -> Option<ArgListId> {
        let mut out = Vec::with_capacity(targs.len());
        for a in targs {
            match (self.pack_expansion_arg(a), a) {
                (None, ast::TemplateArg::Type(t)) => out.push(TemplateArg::Type(self.type_id(*t)?)),
                (Some(ast::TemplateArg::Type(t)), _) => {
                    let ty = self.type_id(t)?;
                    if !self.sema.il.types.flags(ty).has(TypeFlags::UNEXPANDED_PACK) {
                        return None;
                    }
                    out.push(TemplateArg::Type(self.sema.il.types.pack_expansion(ty)));
                }
                _ => return None,
            }
        }
        let _ = at;
        Some(self.sema.il.types.intern_args(&out))
    }

    /// `N...` for a non-type parameter pack: only the plain name of a pack that is not bound here (a
    /// member template's own pack while its class is instantiated, or any pattern), which stays one
    /// dependent expansion (sema/value_packs.rs). Other patterns (`N + 1...`) and bound packs are gaps.
    fn expand_value_pack_arg(&mut self, inner: &ast::TemplateArg, at: u32) -> Option<Vec<TemplateArg>> {
        let name = match inner {
            ast::TemplateArg::Expr(e) => match &self.ast.expr(*e).kind {
                ast::ExprKind::Name(n) if n.segs.len() == 1 && !n.global && n.segs[0].targs.is_none() => n.clone(),
                _ => return self.pack_gap("lower: non-type pack expansion template argument", at),
            },
            ast::TemplateArg::Type(t) => {
                let node = self.ast.ty(*t);
                match &node.spec.base {
                    ast::TypeBase::Named { name, typename: false } if node.decl.ops.is_empty() && node.spec.cv == ast::Cv::default() && node.spec.specifiers.is_empty() && name.segs.len() == 1 && !name.global && name.segs[0].targs.is_none() => name.clone(),
                    _ => return self.pack_gap("lower: non-type pack expansion template argument", at),
                }
            }
            ast::TemplateArg::Pack(_) => return self.pack_gap("lower: non-type pack expansion template argument", at),
        };
        let e = self.lookup_name(&name, crate::sema::scopes::LookupKind::Ordinary)?;
        let Some(Payload::TemplateParam(d)) = self.sema.il.entities.get(e).map(|x| x.data) else {
            return self.pack_gap("lower: non-type pack expansion template argument", at);
        };
        if d.kind != TemplateParamKind::NonType || !d.pack || self.inst.bindings.contains(&e) {
            return self.pack_gap("lower: non-type pack expansion template argument", at);
        }
        let x = crate::sema::value_packs::value_pack_expansion(self.sema.il, d.depth, d.index, e, name.span);
        Some(vec![TemplateArg::Expr(x)])
    }

    fn pack_gap(&mut self, what: &'static str, at: u32) -> Option<Vec<TemplateArg>> {
        self.gap(what, at);
        None
    }
}

/// The (depth, index) of each unexpanded pack parameter in `t`, once each.
fn unexpanded_packs(tt: &crate::sema::types::TypeTable, t: TypeId, out: &mut Vec<(u16, u16)>, depth: u32) {
    if depth > 64 || t.is_none() || !tt.flags(t).has(TypeFlags::UNEXPANDED_PACK) {
        return;
    }
    let d = depth + 1;
    match tt.kind(t) {
        TypeKind::TemplateParam { depth: pd, index, pack: true, .. } => {
            if !out.contains(&(pd, index)) {
                out.push((pd, index));
            }
        }
        TypeKind::Qualified(b, _) | TypeKind::Pointer(b) | TypeKind::LRef(b) | TypeKind::RRef(b) | TypeKind::Array(b, _) | TypeKind::Complex(b) => unexpanded_packs(tt, b, out, d),
        TypeKind::Vector { elem, .. } => unexpanded_packs(tt, elem, out, d),
        TypeKind::Typedef { aliased, .. } => unexpanded_packs(tt, aliased, out, d),
        TypeKind::MemberPointer { class, pointee } => {
            unexpanded_packs(tt, class, out, d);
            unexpanded_packs(tt, pointee, out, d);
        }
        TypeKind::Function(sig) => {
            unexpanded_packs(tt, sig.ret, out, d);
            for &p in tt.type_list(sig.params) {
                unexpanded_packs(tt, p, out, d);
            }
        }
        TypeKind::DependentName { qualifier, args, .. } => {
            unexpanded_packs(tt, qualifier, out, d);
            if args.is_some() {
                for &a in tt.arg_list(args) {
                    arg_packs(tt, a, out, d);
                }
            }
        }
        TypeKind::TemplateId { args, .. } | TypeKind::Specialization { args, .. } => {
            for &a in tt.arg_list(args) {
                arg_packs(tt, a, out, d);
            }
        }
        TypeKind::UnderlyingType(x) => unexpanded_packs(tt, x, out, d),
        _ => {}
    }
}

fn arg_packs(tt: &crate::sema::types::TypeTable, a: TemplateArg, out: &mut Vec<(u16, u16)>, depth: u32) {
    match a {
        TemplateArg::Type(x) => unexpanded_packs(tt, x, out, depth + 1),
        TemplateArg::Pack(l) => {
            for &x in tt.arg_list(l) {
                arg_packs(tt, x, out, depth + 1);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
#[path = "pack_expand_tests.rs"]
mod tests;

//! Substitution that instantiates what it needs ([`Lowerer::subst_inst`]) through alias templates.
//!
//! `subst` resolves `typename Q::name` only when `Q` is already a complete class; `subst_inst` retries
//! after instantiating the qualifiers it finds. A qualifier written inside an alias template's pattern
//! (`decay_t<_Tp>` = `typename decay<_Tp>::type`, met as a default template argument of
//! `__common_type2`) is in terms of the alias's own parameters, so it cannot be found by walking the
//! outer type: here each dependent alias template-id in the type has its arguments substituted (with
//! the same retrying) and its pattern substituted under the alias's own level, which instantiates the
//! classes the pattern names. The outer substitution is then retried. Bounded by [`MAX_ALIAS_DEPTH`].
use super::instantiate::Inst;
use super::Lowerer;
use crate::sema::entities::TemplateKind;
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::subst::{subst, Level, SubstError};
use crate::sema::types::{TemplateArg, TypeKind, TypeTable};

/// Nesting of alias templates looked into while preparing one substitution.
const MAX_ALIAS_DEPTH: u32 = 16;

impl<'a> Lowerer<'a> {
    /// [`Lowerer::subst_inst`] at an alias nesting `depth`.
    pub(crate) fn subst_inst_depth(&mut self, t: TypeId, level: Level<'_>, at: u32, depth: u32) -> Result<TypeId, SubstError> {
        let mut r = subst(self.sema.il, t, level);
        for _ in 0..16 {
            if r == Err(SubstError::NeedsExpression) && !self.sema.il.alias_requests.is_empty() {
                // An alias pattern with a value-dependent expression (alias_subst.rs).
                if !self.substitute_requested_aliases() {
                    return r;
                }
                r = subst(self.sema.il, t, level);
                continue;
            }
            if r != Err(SubstError::UnresolvedName) {
                return r;
            }
            let mut qs = Vec::new();
            crate::sema::subst::collect_qualifiers(&self.sema.il.types, t, &mut qs, 0);
            let mut progress = false;
            for q in qs {
                let Ok(qt) = subst(self.sema.il, q, level) else { continue };
                let tt = &self.sema.il.types;
                let Some(c) = tt.class_entity(tt.canonical(qt)) else { continue };
                if self.sema.il.entities.get(c).and_then(|x| x.class()).is_some_and(|cd| !cd.complete && cd.spec.is_specialization()) {
                    match self.instantiate_class(c, at) {
                        Inst::Complete => progress = true,
                        Inst::Failed => return r,
                        Inst::NoDefinition => {}
                    }
                }
            }
            if depth < MAX_ALIAS_DEPTH {
                let mut aliases = Vec::new();
                alias_uses(&self.sema.il.types, &self.sema.il.entities, t, &mut aliases, 0);
                for (template, args) in aliases {
                    if self.prepare_alias(template, &args, level, at, depth + 1) {
                        progress = true;
                    }
                }
            }
            if !progress {
                return r;
            }
            r = subst(self.sema.il, t, level);
        }
        r
    }

    /// Substitutes the alias template-id `template<args>` (args in terms of `level`) far enough that its
    /// pattern's qualifiers are instantiated. True when the alias now substitutes (or fails to).
    fn prepare_alias(&mut self, template: EntityId, args: &[TemplateArg], level: Level<'_>, at: u32, depth: u32) -> bool {
        let Some(td) = self.sema.il.entities.get(template).and_then(|e| e.template()).copied() else { return false };
        let Some(aliased) = self.sema.il.entities.get(td.pattern).map(|p| p.ty) else { return false };
        let mut concrete = Vec::with_capacity(args.len());
        for &a in args {
            let c = match a {
                TemplateArg::Type(x) => match self.subst_inst_depth(x, level, at, depth) {
                    Ok(y) => TemplateArg::Type(y),
                    Err(_) => return false,
                },
                TemplateArg::Pack(l) => {
                    // A pack argument (`common_type_t<_Tp...>` with the pack bound) is left to `subst`.
                    let xs: Vec<TemplateArg> = self.sema.il.types.arg_list(l).to_vec();
                    let mut ys = Vec::with_capacity(xs.len());
                    for x in xs {
                        match x {
                            TemplateArg::Type(x) if !matches!(self.sema.il.types.kind(x), TypeKind::PackExpansion(_)) => match self.subst_inst_depth(x, level, at, depth) {
                                Ok(y) => ys.push(TemplateArg::Type(y)),
                                Err(_) => return false,
                            },
                            _ => return false,
                        }
                    }
                    TemplateArg::Pack(self.sema.il.types.intern_args(&ys))
                }
                // A value argument (`enable_if_t<__and_<…>::value, R>`): its value, when known.
                TemplateArg::Expr(_) => match crate::sema::subst::subst_arg(self.sema.il, a, level) {
                    Ok(v) if !crate::sema::subst::is_dependent_arg(self.sema.il, v) => v,
                    _ => return false,
                },
                other => other,
            };
            concrete.push(c);
        }
        let inner = Level { template, depth: td.depth, args: &concrete };
        if concrete.iter().any(|a| matches!(a, TemplateArg::Type(x) if self.sema.il.types.is_dependent(*x))) {
            return false;
        }
        // (A substitution failure is an outcome too: `enable_if_t<false, R>` once `enable_if<false, R>` is
        // instantiated.)
        matches!(self.subst_inst_depth(aliased, inner, at, depth), Ok(_) | Err(SubstError::Invalid))
    }
}

/// The dependent alias template-ids (`A<T>` with `A` an alias template) met in `t`, outermost first, with
/// their written arguments.
fn alias_uses(tt: &TypeTable, ents: &crate::sema::entities::Entities, t: TypeId, out: &mut Vec<(EntityId, Vec<TemplateArg>)>, depth: u32) {
    if depth > 64 || t.is_none() || !tt.is_dependent(t) {
        return;
    }
    let d = depth + 1;
    match tt.kind(t) {
        TypeKind::DependentName { qualifier, .. } => alias_uses(tt, ents, qualifier, out, d),
        TypeKind::Qualified(x, _) | TypeKind::Pointer(x) | TypeKind::LRef(x) | TypeKind::RRef(x) | TypeKind::Array(x, _) | TypeKind::PackExpansion(x) => alias_uses(tt, ents, x, out, d),
        TypeKind::Typedef { aliased, .. } => alias_uses(tt, ents, aliased, out, d),
        TypeKind::MemberPointer { class, pointee } => {
            alias_uses(tt, ents, class, out, d);
            alias_uses(tt, ents, pointee, out, d);
        }
        TypeKind::Function(sig) => {
            alias_uses(tt, ents, sig.ret, out, d);
            for &p in tt.type_list(sig.params) {
                alias_uses(tt, ents, p, out, d);
            }
        }
        TypeKind::TemplateId { template, args } => {
            let list = tt.arg_list(args).to_vec();
            if ents.get(template).and_then(|e| e.template()).is_some_and(|x| x.kind == TemplateKind::Alias) {
                out.push((template, list.clone()));
            }
            for a in list {
                if let TemplateArg::Type(x) = a {
                    alias_uses(tt, ents, x, out, d);
                }
            }
        }
        _ => {}
    }
}

//! Qualified type names whose nested-name-specifier is a type inside a template's own signature:
//! `typename _Tp::value_type`, `typename __enable_if<__is_integer<_Tp>::__value, double>::__type`,
//! `__gnu_cxx::__promote_2<_Tp, _Up>::__type`. When the qualifier is dependent the name is a
//! `TypeKind::DependentName` (resolved at instantiation, which cufe does not do). A non-dependent
//! qualifier that is a class template specialisation would need its instantiation to look into: a gap,
//! as is every such name outside a template signature. Part of template lowering (`templates.rs`).
use super::Lowerer;
use crate::parse::ast::Name;
use crate::sema::entities::Payload;
use crate::sema::ids::TypeId;
use crate::sema::scopes::LookupKind;
use crate::sema::types::TypeKind;

impl<'a> Lowerer<'a> {
    /// Whether `name` has a type (a template-id or a template parameter) in its nested-name-specifier,
    /// so that [`Lowerer::dependent_type_name`] applies.
    pub(crate) fn type_qualified(&mut self, name: &Name) -> bool {
        let n = name.segs.len();
        n >= 2 && (name.segs[..n - 1].iter().any(|s| s.targs.is_some()) || self.first_seg_is_template_param(name))
    }

    pub(crate) fn first_seg_is_template_param(&mut self, name: &Name) -> bool {
        if name.global || name.segs[0].targs.is_some() || !self.tmpl.dependent_ok {
            return false;
        }
        let crate::parse::ast::SegKind::Ident(s) = name.segs[0].kind else { return false };
        let sym = self.sym(s);
        let il = &self.sema.il;
        let r = il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::NestedNameSpecifier);
        r.single().is_some_and(|e| matches!(il.entities.get(il.entities.resolve(e)).map(|x| x.data), Some(Payload::TemplateParam(_))))
    }

    /// The type named by `Q::name` where `Q` is a type: a dependent name inside a template signature.
    pub(crate) fn dependent_type_name(&mut self, name: &Name) -> Option<TypeId> {
        let at = name.span.lo;
        let n = name.segs.len();
        // The qualifier type: the prefix up to the first template-id, or a leading template parameter.
        let cut = name.segs[..n - 1].iter().position(|s| s.targs.is_some()).unwrap_or(0);
        let mut prefix = name.clone();
        prefix.segs.truncate(cut + 1);
        let mut q = if prefix.segs[cut].targs.is_some() {
            self.template_id_type(&prefix)?
        } else {
            let e = self.lookup_name(&prefix, LookupKind::Ordinary)?;
            let ent = self.sema.il.entities.get(e).copied()?;
            match super::templates::template_param_type(&ent) {
                Some(t) => t,
                None => {
                    self.gap("lower: nested-name-specifier is not a namespace", at);
                    return None;
                }
            }
        };
        for (k, seg) in name.segs[cut + 1..].iter().enumerate() {
            if !self.sema.il.types.is_dependent(q) {
                // A non-dependent qualifier: a member of the (instantiated) class (instantiate.rs).
                return self.member_type_path(q, &name.segs[cut + 1 + k..], at);
            }
            if !self.tmpl.dependent_ok {
                self.gap("lower: template-id in a nested-name-specifier", at);
                return None;
            }
            if !self.sema.il.types.is_dependent(q) || !matches!(self.sema.il.types.kind(q), TypeKind::TemplateParam { .. } | TypeKind::TemplateId { .. } | TypeKind::DependentName { .. }) {
                // Looking into a non-dependent specialisation needs its instantiation.
                self.gap("lower: template-id in a nested-name-specifier", at);
                return None;
            }
            let crate::parse::ast::SegKind::Ident(s) = seg.kind else {
                self.gap("lower: operator, destructor or conversion name", at);
                return None;
            };
            let sym = self.sym(s);
            if let Some(targs) = &seg.targs {
                // `typename Q::template name<args>` (last segment only): resolved by substitution.
                let last = cut + 1 + k + 1 == n;
                let args = if last { self.dependent_member_args(targs, at) } else { None };
                let Some(args) = args else {
                    self.gap("lower: dependent member template-id", at);
                    return None;
                };
                q = self.sema.il.types.dependent_name(q, sym, args);
                continue;
            }
            q = self.sema.il.types.dependent_name(q, sym, crate::sema::ids::ArgListId::NONE);
        }
        Some(q)
    }
}

//! Uses of templates from code that is analysed: the guard that keeps uninstantiated specialisations,
//! dependent types and templates away from user code (and prelude function bodies), calls that consider
//! function templates, and the host-output item of a user-code template declaration. Part of template
//! lowering (`templates.rs`).
use super::Lowerer;
use crate::parse::ast::{self, DeclId, DeclKind, TypeBase};
use crate::sema::entities::Payload;
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::scopes::LookupResult;
use crate::sema::types::TypeKind;

impl<'a> Lowerer<'a> {
    // ---- uses --------------------------------------------------------------------------------------

    /// Whether a name found by lookup may be used where its analysis could diagnose: it must not be a
    /// template, nor have a type involving an uninstantiated specialisation, a dependent type or (for a
    /// class) members that do. Applies to user code and to prelude function bodies; prelude declarations
    /// only declare. Returns false after noting a gap.
    pub(crate) fn template_use_guard(&mut self, r: &LookupResult, at: u32) -> bool {
        // Building a template's own signature names its parameters and other templates.
        if self.tmpl.dependent_ok || (self.map.in_prelude(at) && self.sema.current_function.is_none()) {
            return true;
        }
        let ents: Vec<EntityId> = match r {
            LookupResult::Found(e) => vec![*e],
            LookupResult::Overloads(v) => v.clone(),
            _ => return true,
        };
        for e in ents {
            let e = self.sema.il.entities.resolve(e);
            if self.callable_template(e) {
                // Calls check the outcome (`template_call_result`); other uses of the name are gaps.
                continue;
            }
            if self.touches_templates(e, 0) {
                self.gap("lower: use of a template or of an uninstantiated template specialization", at);
                return false;
            }
        }
        true
    }

    /// A namespace-scope function template whose signature was built: a call may consider it (deduction
    /// is sema's), as long as a non-template function is what the call selects.
    fn callable_template(&self, e: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        let Some(x) = ents.get(e) else { return false };
        let in_namespace = matches!(ents.get(x.parent).map(|p| p.data), Some(Payload::Namespace { .. }));
        x.is_function_template() && in_namespace && !self.tmpl.opaque.contains(&e)
    }

    /// Whether a call whose candidates include function templates can go to overload resolution: every
    /// candidate is a function or a [callable](Self::callable_template) function template.
    pub(crate) fn call_templates_ok(&self, cands: &[EntityId]) -> bool {
        let ents = &self.sema.il.entities;
        cands.iter().all(|&c| {
            let c = ents.resolve(c);
            ents.get(c).map(|x| x.is_function()).unwrap_or(false) || self.callable_template(c)
        })
    }

    /// The outcome of a call resolved among functions and function templates: kept when it selected a
    /// non-template function without any diagnostic. Selecting a template specialisation needs its
    /// instantiation (not done), and a failed resolution's candidate notes print templates (not
    /// verified): gaps.
    pub(crate) fn template_call_result(&mut self, call: crate::sema::ids::ExprId, pending: usize, at: u32) -> Option<crate::sema::ids::ExprId> {
        if self.check_sema_gaps() {
            return None;
        }
        if self.sema.diags.len() != pending {
            self.gap("lower: diagnostic in a call with function template candidates", at);
            return None;
        }
        let func = match self.sema.il.exprs.get(call).map(|x| x.kind) {
            Some(crate::sema::expr::ExprKind::Call { func, .. }) => func,
            _ => EntityId::NONE,
        };
        let plain = matches!(self.sema.il.entities.get(func).map(|x| x.data), Some(Payload::Function(fd)) if !fd.spec.is_specialization());
        if !plain {
            self.gap("lower: call of a function template specialization (instantiation)", at);
            return None;
        }
        Some(call)
    }

    /// See [`Lowerer::template_use_guard`]. Bounded: past a nesting of 16 classes the answer is "yes".
    fn touches_templates(&mut self, e: EntityId, depth: u32) -> bool {
        if depth > 16 {
            return true;
        }
        if self.tmpl.opaque.contains(&e) {
            return true;
        }
        let Some(ent) = self.sema.il.entities.get(e).copied() else { return false };
        match ent.data {
            Payload::Template(_) | Payload::TemplateParam(_) => true,
            Payload::Namespace { .. } | Payload::NamespaceAlias { .. } | Payload::Label { .. } => false,
            Payload::Class(cd) => {
                if cd.spec.is_specialization() {
                    return true;
                }
                if let Some(&m) = self.tmpl.touch_memo.get(&e) {
                    return m;
                }
                if !cd.complete || cd.scope.is_none() {
                    return false;
                }
                // Provisional answer while the members are walked (a member of the class's own type).
                self.tmpl.touch_memo.insert(e, false);
                let mut hit = self.sema.il.entities.bases_of(e).iter().map(|b| b.ty).collect::<Vec<_>>().into_iter().any(|t| self.type_touches(t, depth + 1));
                if !hit {
                    let members: Vec<EntityId> = self.sema.il.scopes.members(&self.sema.il.entities, cd.scope).collect();
                    for m in members {
                        if m == e {
                            continue;
                        }
                        if self.touches_templates(m, depth + 1) {
                            hit = true;
                            break;
                        }
                    }
                }
                self.tmpl.touch_memo.insert(e, hit);
                hit
            }
            Payload::Using { .. } => false,
            _ => self.type_touches(ent.ty, depth + 1),
        }
    }

    fn type_touches(&mut self, t: TypeId, depth: u32) -> bool {
        if depth > 64 || t.is_none() {
            return depth > 64;
        }
        match self.sema.il.types.kind(t) {
            TypeKind::Class(e) => self.touches_templates(e, depth),
            TypeKind::Qualified(x, _) | TypeKind::Pointer(x) | TypeKind::LRef(x) | TypeKind::RRef(x) | TypeKind::Array(x, _) => self.type_touches(x, depth + 1),
            TypeKind::MemberPointer { class, pointee } => self.type_touches(class, depth + 1) || self.type_touches(pointee, depth + 1),
            TypeKind::Function(sig) => {
                let ps: Vec<TypeId> = self.sema.il.types.type_list(sig.params).to_vec();
                self.type_touches(sig.ret, depth + 1) || ps.into_iter().any(|p| self.type_touches(p, depth + 1))
            }
            TypeKind::Typedef { aliased, .. } => self.type_touches(aliased, depth + 1),
            TypeKind::TemplateParam { .. } | TypeKind::DependentName { .. } | TypeKind::TemplateId { .. } | TypeKind::Specialization { .. } => true,
            TypeKind::Decltype { underlying, .. } => underlying.is_none() || self.type_touches(underlying, depth + 1),
            _ => self.sema.il.types.is_dependent(t),
        }
    }
}

/// The host-output item of a namespace-scope template declaration in user code (`template<…> struct X;`,
/// `template<…> R f(params);`): the template entity, printed by the host printer from its parameter list
/// and pattern. Definitions never get here (lowering notes a gap for them in user code).
pub(crate) fn template_item(il: &crate::sema::il::Il, ast: &ast::Ast, lexed: &crate::lex::LexOutput, template_at: u32, inner: DeclId) -> Result<crate::emit::host::decl::Item, &'static str> {
    use crate::emit::host::decl::{Decl, Item};
    let DeclKind::Simple { spec, declarators } = &ast.decl(inner).kind else {
        return Err("emit items: template definition or other template declaration");
    };
    if !spec.attrs.is_empty() || !spec.specifiers.is_empty() {
        return Err("emit items: template declaration with specifiers or attributes");
    }
    let (name, fd) = match (declarators.as_slice(), &spec.base) {
        ([], TypeBase::Elaborated { name, .. }) => (name, None),
        ([one], _) => match (&one.decl.name, one.decl.ops.first()) {
            (Some(n), Some(ast::DeclaratorOp::Function(fd))) if one.init.is_none() => (n, Some(fd)),
            _ => return Err("emit items: template declaration shape"),
        },
        _ => return Err("emit items: template declaration shape"),
    };
    let entity = super::emit_items::global_entity(il, lexed, name)?;
    let t = il.entities.get(entity).and_then(|e| e.template()).ok_or("emit items: not a template")?;
    let mut item = Decl { entity, at: name.span.lo, template_at, ..Decl::default() };
    if let Some(fd) = fd {
        if !matches!(il.entities.get(t.pattern).map(|p| p.data), Some(Payload::Function(_))) {
            return Err("emit items: function template without a pattern");
        }
        item.param_at = Some(fd.params.iter().map(|p| p.decl.name.as_ref().map(|n| n.span.lo).unwrap_or(0)).collect());
    }
    Ok(Item::Decl(item))
}

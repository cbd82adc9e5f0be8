//! Template declarations in the host-output item sequence (a child of `emit_items.rs`, whose builder
//! it extends): which `template<…> …` declarations map to an item and with which entity. The printer
//! (`emit/host/decl/template.rs`) writes the header from the template entity's parameter list and the
//! declaration from its pattern, so a template is printable only where lowering built the pattern as
//! written — a user-code class template whose definition passed phase 1 (`user_templates.rs`) — and
//! every other shape stays a gap.
//!
//! Forms verified on cudafe++ 13.0.88 (probes in corpus/tmplout-s7): `template< class T> struct X { T
//! t; int n; }; ` (the header on the line of `template`, the class head at its name's line),
//! `template< class T, int N = 3> struct A { … }; `.
use super::{Builder, Ctx, R};
use crate::emit::host::decl::Item;
use crate::parse::ast::{DeclId, DeclKind, TypeBase};
use crate::sema::entities::{Payload, TemplateKind};
use crate::sema::ids::ScopeId;

impl Builder<'_> {
    /// The item of the namespace-scope template declaration `d` (`template<…> inner`) in `scope`, or
    /// None when this module does not map its shape (the caller's older mapping then decides).
    pub(super) fn template_definition_item(&mut self, d: DeclId, scope: ScopeId) -> R<Option<Item>> {
        let decl = self.ast.decl(d);
        let DeclKind::Template { requires, decl: inner, .. } = &decl.kind else { return Ok(None) };
        let DeclKind::Simple { spec, declarators } = &self.ast.decl(*inner).kind else { return Ok(None) };
        let TypeBase::Class(c) = &spec.base else { return Ok(None) };
        if !declarators.is_empty() {
            return Ok(None);
        }
        let DeclKind::Class(def) = &self.ast.decl(*c).kind else { return Ok(None) };
        let Some(name) = &def.name else { return Ok(None) };
        if requires.is_some() {
            return Err("emit items: template with a requires-clause");
        }
        if !spec.specifiers.is_empty() || !spec.attrs.is_empty() {
            return Err("emit items: template declaration with specifiers or attributes");
        }
        // A partial specialisation (`template<class T> struct A<T *> {…}`) or a member of a class
        // template (`A<T>::B`): not declared by lowering in user code.
        if name.global || name.segs.len() != 1 || name.segs[0].targs.is_some() {
            return Err("emit items: partial specialisation or member of a class template");
        }
        let s = name.last_ident().ok_or("emit items: template name")?;
        self.visit(*inner);
        let t = self.find(scope, s, |p| matches!(p, Payload::Template(t) if t.kind == TemplateKind::Class))?;
        let pattern = self.il.entities.get(t).and_then(|e| e.template()).map(|x| x.pattern).ok_or("emit items: not a template")?;
        let pe = self.il.entities.get(pattern).ok_or("emit items: template without a pattern")?;
        // Only a definition lowering analysed (phase 1 in user code) has its members in the IL; a
        // prelude pattern is kept unanalysed and incomplete (templates.rs).
        if !matches!(pe.data, Payload::Class(cd) if cd.complete) {
            return Err("emit items: class template definition not analysed");
        }
        let item = self.simple(spec, declarators, pe.scope, Ctx::Namespace)?;
        let Item::Decl(mut x) = item else { return Err("emit items: class template definition") };
        if x.entity != pattern || !x.more.is_empty() {
            return Err("emit items: class template definition");
        }
        // A definition after a forward declaration prints its header from the template's one
        // parameter list: right unless a default argument was given (by either declaration).
        let defaults = self.il.entities.template_params(t).any(|p| matches!(self.il.entities.get(p).map(|x| x.data), Some(Payload::TemplateParam(d)) if d.default.is_some()));
        if !self.seen.insert(t) && defaults {
            return Err("emit items: template redeclaration");
        }
        x.entity = t;
        x.template_at = decl.span.lo;
        Ok(Some(Item::Decl(x)))
    }
}

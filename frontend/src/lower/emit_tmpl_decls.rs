//! Template declarations that are not definitions, in a namespace or a (non-template) class: `template<…>
//! struct X;`, `template<…> R f(params);` and alias templates `template<…> using A = T;`. The item names
//! the template entity; the host printer prints its header from the template's parameter list and the
//! declaration from the pattern (emit/host/decl/template.rs).
//!
//! The IL keeps one parameter list per template, but every declaration prints its own as written
//! (`template< class > struct is_reference;` before `template< class _Tp> struct is_reference : …`)
//! [verified: libstdc++'s `<type_traits>`]: a declaration whose written list is not the IL's (other names,
//! a default argument given elsewhere) is a gap.
use super::{Builder, R};
use crate::emit::host::decl::{Decl, Item};
use crate::lex::{Kw, TokenKind};
use crate::parse::ast::{DeclId, DeclKind, DeclaratorOp, TemplateParam, TypeBase};
use crate::source::Offset;
use crate::sema::entities::{Payload, TemplateKind, TemplateParamKind};
use crate::sema::ids::{EntityId, ScopeId};

impl Builder<'_> {
    /// The item of `template<params> inner` (`d`), which is not a definition lowering analysed.
    pub(super) fn template_declaration_item(&mut self, d: DeclId, scope: ScopeId) -> R<Item> {
        let decl = self.ast.decl(d);
        let DeclKind::Template { params, requires, decl: inner } = &decl.kind else {
            return Err("emit items: template declaration");
        };
        if requires.is_some() {
            return Err("emit items: template with a requires-clause");
        }
        self.visit(*inner);
        let template_at = decl.span.lo;
        let item = match &self.ast.decl(*inner).kind {
            DeclKind::Alias { name, ty, attrs } => {
                if !attrs.is_empty() {
                    return Err("emit items: attributes on an alias template");
                }
                if matches!(self.ast.ty(*ty).spec.base, TypeBase::Enum(_) | TypeBase::Class(_)) {
                    return Err("emit items: alias-declaration defining a type");
                }
                let at = self.ident_at(*name, decl.span.lo, decl.span.hi).ok_or("emit items: alias name position")?;
                let t = self.find(scope, *name, |p| matches!(p, Payload::Template(t) if t.kind == TemplateKind::Alias))?;
                let node = self.ast.ty(*ty);
                if crate::lower::emit_param_names::named_in_template_args(self.ast, &node.spec, Some(&node.decl)) {
                    return Err("emit items: parameter name inside a function type in a template argument");
                }
                if !crate::lower::emit_param_names::fn_type_names(self.ast, self.lexed, &node.decl, false, false)?.is_empty() {
                    return Err("emit items: parameter name inside an alias template's type");
                }
                Decl { entity: t, at, template_at, alias_syntax: true, ..Decl::default() }
            }
            DeclKind::Simple { spec, declarators } => match (declarators.as_slice(), &spec.base) {
                // `template<…> struct X;`
                ([], TypeBase::Elaborated { name, .. }) => {
                    if !spec.attrs.is_empty() || !spec.specifiers.is_empty() {
                        return Err("emit items: template declaration with specifiers or attributes");
                    }
                    if name.global || name.segs.len() != 1 || name.segs[0].targs.is_some() {
                        return Err("emit items: partial specialisation or member of a class template");
                    }
                    let s = name.last_ident().ok_or("emit items: template name")?;
                    let t = self.find(scope, s, |p| matches!(p, Payload::Template(t) if t.kind == TemplateKind::Class))?;
                    Decl { entity: t, at: name.span.lo, template_at, ..Decl::default() }
                }
                // `template<…> R f(params);`
                ([one], _) if one.init.is_none() && matches!(one.decl.ops.first(), Some(DeclaratorOp::Function(_))) => {
                    let name = one.decl.name.as_ref().ok_or("emit items: unnamed declaration")?;
                    if name.global || name.segs.len() != 1 || name.segs[0].targs.is_some() {
                        return Err("emit items: out-of-class member or specialisation of a function template");
                    }
                    if one.asm_label.is_some() || one.requires.is_some() || !one.virt_spec.is_empty() {
                        return Err("emit items: asm label, virt-specifier or requires-clause");
                    }
                    let s = name.last_ident().ok_or("emit items: function template name")?;
                    let (t, pattern) = self.function_template_at(scope, s, name.span.lo)?;
                    let (written, rest) = self.flags_written(spec, pattern);
                    if self.guard(&rest, Some(&one.decl), &[], pattern)? {
                        return Err("emit items: device_builtin function");
                    }
                    let mut x = self.function_decl(pattern, &one.decl)?;
                    x.fn_flags_written = written;
                    // (A member template's pattern is not marked a static member: its written
                    // `static` prints through the storage class, `template< class > static
                    // false_type __test(...);` [verified: libstdc++'s `<type_traits>`].)
                    x.storage_written = crate::lower::emit_linkage::written_storage(self.il, pattern, spec);
                    x.entity = t;
                    x.template_at = template_at;
                    x.extension = self.extension_before(template_at);
                    x
                }
                // `template<class _Value> const int __numeric_traits_integer<_Value>::__digits;`
                ([one], _) if one.init.is_none() && one.decl.ops.is_empty() && one.decl.name.as_ref().is_some_and(|n| n.segs.len() == 2 && n.segs[0].targs.is_some()) => {
                    let x = self.static_member_definition_item(scope, spec, one, template_at)?;
                    if !self.header_as_written(params, x.header.unwrap_or_default()) {
                        return Err("emit items: template parameter list written differently from the template's");
                    }
                    return Ok(Item::Decl(x));
                }
                // `template<…> constexpr inline bool v = …;`
                ([one], _) if one.init.is_some() && !matches!(one.decl.ops.first(), Some(DeclaratorOp::Function(_))) => self.variable_template_item(scope, one, template_at)?,
                _ => return Err("emit items: template declaration shape"),
            },
            _ => return Err("emit items: template definition or other template declaration"),
        };
        if !self.header_as_written(params, item.entity) {
            return Err("emit items: template parameter list written differently from the template's");
        }
        // (A later definition prints its header from the same list: emit_tmpl.rs checks `seen`.)
        if !self.seen.insert(item.entity) {
            return Err("emit items: template redeclaration");
        }
        Ok(Item::Decl(item))
    }

    /// The primary variable template declared by `one` (with an initialiser), when its phase 1 passed
    /// (lower/header_var_templates.rs): printed from its pattern, `template< class _Tp> constexpr inline
    /// bool \n# 3120\nis_void_v = (is_void< _Tp> ::value); ` [verified: ref trivial.cudafe1.cpp].
    fn variable_template_item(&mut self, scope: ScopeId, one: &crate::parse::ast::InitDeclarator, template_at: Offset) -> R<Decl> {
        let name = one.decl.name.as_ref().ok_or("emit items: unnamed declaration")?;
        if name.global || name.segs.len() != 1 {
            return Err("emit items: out-of-class definition of a static data member of a class template");
        }
        if name.segs[0].targs.is_some() {
            return Err("emit items: partial specialisation of a variable template");
        }
        let s = name.last_ident().ok_or("emit items: variable template name")?;
        let t = self.find(scope, s, |p| matches!(p, Payload::Template(t) if t.kind == TemplateKind::Variable))?;
        if !self.il.var_templates_analysed.contains(&t) {
            if self.il.template_bodies_deferred.contains(&t) {
                return Err(super::BODIES_DEFERRED);
            }
            return Err("emit items: variable template not analysed");
        }
        let pattern = self.il.entities.get(t).and_then(|e| e.template()).map(|x| x.pattern).ok_or("emit items: not a template")?;
        let Some(Payload::Variable(v)) = self.il.entities.get(pattern).map(|e| e.data) else {
            return Err("emit items: variable template without a pattern");
        };
        let init_text = self.il.var_template_init_text.get(&t).cloned();
        if init_text.is_none() {
            // (The printer reads the initialiser again; converted here for its gap.)
            super::convert_expr(self.il, self.source, v.init, false, 0)?;
        }
        Ok(Decl { entity: t, at: name.span.lo, template_at, definition: true, init_text, ..Decl::default() })
    }

    /// `template<class _Value> const int __numeric_traits_integer<_Value>::__digits;`, the definition of
    /// a static data member initialised in its class template (analysed in phase 1): printed on the
    /// `template` keyword's line with the class's header, the member's type and the pattern's name,
    /// `template< class _Value> const int __numeric_traits_integer< _Value> ::__digits; ` [verified: ref
    /// trivial.cudafe1.cpp, numeric_traits.h:90, type_traits:2166]. The template-id must name the
    /// class's own parameters in order and the written type print as the member's.
    fn static_member_definition_item(&mut self, scope: ScopeId, spec: &crate::parse::ast::DeclSpec, one: &crate::parse::ast::InitDeclarator, template_at: Offset) -> R<Decl> {
        const GAP: &str = "emit items: out-of-class definition of a static data member of a class template";
        let name = one.decl.name.as_ref().ok_or(GAP)?;
        if name.global || !spec.attrs.is_empty() || !spec.specifiers.is_empty() || !one.decl.attrs.is_empty() || one.asm_label.is_some() || one.bitfield.is_some() {
            return Err(GAP);
        }
        let (q, m) = (&name.segs[0], &name.segs[1]);
        let (crate::parse::ast::SegKind::Ident(qs), crate::parse::ast::SegKind::Ident(ms), Some(targs)) = (&q.kind, &m.kind, &q.targs) else { return Err(GAP) };
        if q.template_kw || m.template_kw || m.targs.is_some() {
            return Err(GAP);
        }
        let t = self.find(scope, *qs, |p| matches!(p, Payload::Template(t) if t.kind == TemplateKind::Class))?;
        if !self.il.class_templates_analysed.contains(&t) {
            if self.il.template_bodies_deferred.contains(&t) {
                return Err(super::BODIES_DEFERRED);
            }
            return Err("emit items: class template definition not analysed");
        }
        // The arguments are the parameters, in order (a pack expanded).
        let held: Vec<EntityId> = self.il.entities.template_params(t).collect();
        if held.len() != targs.len() {
            return Err(GAP);
        }
        for (&p, a) in held.iter().zip(targs) {
            let pe = self.il.entities.get(p).ok_or(GAP)?;
            let Payload::TemplateParam(pd) = pe.data else { return Err(GAP) };
            let (n, pack) = crate::lower::value_defaults::plain_name_arg(self.ast, a).ok_or(GAP)?;
            let [seg] = n.segs.as_slice() else { return Err(GAP) };
            let crate::parse::ast::SegKind::Ident(s) = seg.kind else { return Err(GAP) };
            if n.global || seg.targs.is_some() || pack != pd.pack || self.lexed.interner.str(s) != self.il.names.resolve(pe.name) {
                return Err(GAP);
            }
        }
        let pattern = self.il.entities.get(t).and_then(|e| e.template()).map(|x| x.pattern).ok_or(GAP)?;
        let cscope = self.il.scopes.scope_of(&self.il.entities, pattern).ok_or(GAP)?;
        let member = self.find(cscope, *ms, |p| matches!(p, Payload::Variable(v) if v.has(crate::sema::entities::VariableData::STATIC_MEMBER)))?;
        // The written type is the member's as printed.
        let ty = self.il.entities.get(member).map(|e| e.ty).ok_or(GAP)?;
        let printed = {
            let _naming = crate::emit::host::tparam_names::printing(t);
            // (Printed where the definition stands: its namespace's names unqualified.)
            let parent = self.il.entities.get(t).map(|e| e.parent).unwrap_or(crate::sema::entities::Entities::GLOBAL);
            crate::emit::host::types::HostTypes::in_context(self.il, parent).type_str(ty).map_err(|_| GAP)?
        };
        let written = self.source.get(spec.span.lo as usize..spec.span.hi as usize).ok_or(GAP)?;
        let words = |b: &[u8]| b.split(|c| c.is_ascii_whitespace()).filter(|w| !w.is_empty()).map(|w| w.to_vec()).collect::<Vec<_>>();
        if words(written) != words(printed.as_bytes()) {
            return Err("emit items: static data member defined with a type written differently");
        }
        if !self.seen.insert(member) {
            return Err("emit items: static data member defined twice");
        }
        Ok(Decl { entity: member, at: template_at, template_at, header: Some(t), ..Decl::default() })
    }

    /// The function template of `scope` named `s` whose pattern is declared at `at` (overloads are told
    /// apart by where each was first declared; a redeclaration is not found).
    fn function_template_at(&self, scope: ScopeId, s: crate::lex::Symbol, at: crate::source::Offset) -> R<(EntityId, EntityId)> {
        let sym = self.il.names.get(self.lexed.interner.str(s)).ok_or("emit items: name not in the IL")?;
        let mut found = None;
        for e in self.il.scopes.local(&self.il.entities, scope, sym) {
            let Some(td) = self.il.entities.get(e).and_then(|x| x.template()) else { continue };
            if td.kind != TemplateKind::Function || self.il.entities.get(td.pattern).map(|p| p.span.lo) != Some(at) {
                continue;
            }
            if found.is_some() {
                return Err("emit items: overloaded or repeated name");
            }
            found = Some((e, td.pattern));
        }
        let found = found.ok_or("emit items: function template redeclaration")?;
        if !matches!(self.il.entities.get(found.1).map(|p| p.data), Some(Payload::Function(_))) {
            return Err("emit items: function template without a pattern");
        }
        Ok(found)
    }

    /// Whether the template parameter list written here is the one `t` holds: the same kinds and names,
    /// and a default argument exactly where the IL has one (so the printer's header is the written one).
    pub(super) fn header_as_written(&self, written: &[TemplateParam], t: EntityId) -> bool {
        let il = self.il;
        let held: Vec<EntityId> = il.entities.template_params(t).collect();
        if held.len() != written.len() {
            return false;
        }
        held.iter().zip(written).all(|(&p, w)| {
            let Some(pe) = il.entities.get(p) else { return false };
            let Payload::TemplateParam(pd) = pe.data else { return false };
            let (name, default, kind_ok) = match w {
                TemplateParam::Type { name, pack, default, constraint } => (*name, default.is_some(), pd.kind == TemplateParamKind::Type && *pack == pd.pack && constraint.is_none()),
                TemplateParam::NonType(param) => (param.decl.name.as_ref().and_then(|n| n.last_ident()), param.default.is_some(), pd.kind == TemplateParamKind::NonType),
                TemplateParam::Template { .. } => return false,
            };
            let written_name = name.map(|s| self.lexed.interner.str(s)).unwrap_or("");
            // (A value-dependent default is held as its spelling, when known: value_default_text.)
            let held_default = pd.default.is_some() || il.value_default_text.contains_key(&p);
            kind_ok && default == held_default && written_name == il.names.resolve(pe.name)
        })
    }
}

impl Builder<'_> {
    /// Where each parameter of the header `template<params>` (at `template_at`, before the declaration
    /// `inner_at`) is placed: its name, or for an unnamed one the token after its type (`bool\n = true`
    /// prints `bool \n# 14\n = true`) [verified: probe tp.h]. Empty when the header is on one line; a
    /// multi-line header cufe cannot place is a gap.
    pub(super) fn tparam_positions(&self, params: &[TemplateParam], template_at: Offset, inner_at: Offset) -> R<Vec<Offset>> {
        let toks = &self.lexed.tokens;
        let close = toks.partition_point(|t| t.span.lo < inner_at).checked_sub(1).ok_or("emit items: template header tokens")?;
        let one_line = self.source.get(template_at as usize..toks[close].span.lo as usize).map_or(false, |t| !t.contains(&b'\n'));
        if one_line {
            return Ok(Vec::new());
        }
        self.placed_params(params, template_at, close).ok_or("emit items: template parameter positions")
    }

    fn placed_params(&self, params: &[TemplateParam], template_at: Offset, close: usize) -> Option<Vec<Offset>> {
        let toks = &self.lexed.tokens;
        let at_or_after = |o: Offset| toks.partition_point(|t| t.span.lo < o);
        // The `=` before a default argument starting at `lo`.
        let eq_before = |lo: Offset| {
            let k = at_or_after(lo).checked_sub(1)?;
            (toks.get(k)?.kind == TokenKind::Eq).then(|| toks[k].span.lo)
        };
        let mut cursor = at_or_after(template_at) + 2;
        let mut out = Vec::with_capacity(params.len());
        for p in params {
            match p {
                TemplateParam::Type { name, pack, default, constraint: None } => {
                    let k = (cursor..close).find(|&i| matches!(toks[i].kind, TokenKind::Kw(Kw::Typename | Kw::Class)))?;
                    let mut j = k + 1;
                    if *pack {
                        (toks.get(j)?.kind == TokenKind::Ellipsis).then_some(())?;
                        j += 1;
                    }
                    let t = toks.get(j)?;
                    if let Some(n) = name {
                        (t.kind == TokenKind::Identifier && t.sym == *n).then_some(())?;
                    }
                    out.push(t.span.lo);
                    cursor = match default {
                        Some(ty) => at_or_after(self.ast.ty(*ty).span.hi),
                        None => j,
                    };
                }
                TemplateParam::NonType(param) => {
                    let pos = match (&param.decl.name, param.default) {
                        (Some(n), _) => n.span.lo,
                        (None, Some(e)) => eq_before(self.ast.expr(e).span.lo)?,
                        (None, None) => return None,
                    };
                    out.push(pos);
                    let end = param.default.map(|e| self.ast.expr(e).span.hi).unwrap_or(param.span.hi).max(param.span.hi);
                    cursor = at_or_after(end);
                }
                _ => return None,
            }
        }
        Some(out)
    }
}

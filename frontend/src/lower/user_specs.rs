//! Explicit and partial specialisations of class templates written in user code.
//!
//! `template<> struct X<int> {…};` is an ordinary class: EDG defines it where it is written and checks
//! it (member function bodies included) like any other class (probe p1/p2 of session 9: an undefined
//! identifier in a member body is reported there). It is lowered as the definition of the
//! specialisation entity (`InstState::target`, as an instantiation is, but with the ordinary checks and
//! the bodies). A specialisation already instantiated (its first *use*: the point where it had to be
//! complete — a pointer to it is not one, probed) gives 1449 "explicit specialization of %n must
//! precede its first use (%p)" at the template name, and EDG still analyses the body (probed): it is
//! then lowered as a detached class for its diagnostics.
//!
//! `template<class T> struct X<T*> {…};` is declared as the prelude's are (`templates.rs`
//! `partial_specialization`), then its body gets the phase-1 analysis of a user class template
//! (`user_templates.rs`). The checks EDG makes on the declaration itself (#842 undeducible parameter,
//! a partial specialisation no more specialised than the primary, #845/#846 after an instantiation it
//! would have changed, default arguments #841) are not modelled: those forms are gaps.
use super::Lowerer;
use crate::parse::ast::{self, DeclId, DeclKind, Name, TypeBase};
use crate::sema::entities::{Payload, SpecKind, TemplateKind};
use crate::sema::ids::EntityId;
use crate::sema::specializations::{match_partial, Match};
use crate::sema::types::TemplateArg;

impl<'a> Lowerer<'a> {
    /// `template<> class-head …` in user code (`inner` is the declaration after `template<>`). Returns
    /// false when `inner` is not a class specialisation (the caller decides), true when it was handled
    /// (or met a gap).
    pub(super) fn user_explicit_class(&mut self, inner: DeclId, at: u32) -> bool {
        let ast: &'a ast::Ast = self.ast;
        let DeclKind::Simple { spec, declarators } = &ast.decl(inner).kind else { return false };
        if !declarators.is_empty() {
            return false;
        }
        let (name, def): (&Name, Option<DeclId>) = match &spec.base {
            TypeBase::Class(c) => match &ast.decl(*c).kind {
                DeclKind::Class(d) => match &d.name {
                    Some(n) => (n, Some(*c)),
                    None => return false,
                },
                _ => return false,
            },
            TypeBase::Elaborated { name, key } if *key != crate::lex::Kw::Enum => (name, None),
            _ => return false,
        };
        if name.global || name.segs.len() != 1 || name.segs[0].targs.is_none() || !spec.specifiers.is_empty() {
            self.gap("lower: explicit specialization in user code (qualified name or specifiers)", at);
            return true;
        }
        // The template-id, with the ordinary checks (a diagnostic there is a gap: not probed here).
        // (Naming it here does not instantiate it: `lazy` keeps the template-id from doing so.)
        self.inst.lazy += 1;
        let ty = self.attempt(false, |l| l.template_id_type(name));
        self.inst.lazy -= 1;
        let Some(ty) = ty else {
            if !self.stopped {
                self.gap("lower: explicit specialization in user code (template-id)", at);
            }
            return true;
        };
        let Some(e) = self.sema.il.types.class_entity(self.sema.il.types.canonical(ty)) else {
            self.gap("lower: explicit specialization in user code (not a class)", at);
            return true;
        };
        let Some(info) = self.sema.il.entities.get(e).and_then(|x| x.spec()).copied() else {
            self.gap("lower: explicit specialization in user code (not a specialization)", at);
            return true;
        };
        let tmpl = info.template;
        let tscope = self.sema.il.entities.get(tmpl).map(|t| t.scope);
        let is_class_template = self.sema.il.entities.get(tmpl).and_then(|t| t.template()).map(|t| t.kind) == Some(TemplateKind::Class);
        if !is_class_template || tscope != Some(self.scope) || self.tmpl.opaque.contains(&tmpl) || self.sema.il.types.is_dependent(ty) {
            self.gap("lower: explicit specialization in user code (other scope or template)", at);
            return true;
        }
        let complete = matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::Class(cd)) if cd.complete);
        let name_at = name.span.lo;
        match info.kind {
            SpecKind::Implicit if complete => {
                // Instantiated before: 1449 at the name, with the position of that first use.
                // Only when the first mention was that use: a use between them that cufe does not
                // track (a variable of the class type) would be the one EDG names.
                let used = self.inst.first_use.get(&e).copied();
                let Some(used) = used.filter(|u| self.inst.first_mention.get(&e) == Some(u)) else {
                    self.gap("lower: explicit specialization after a mention or use (first use not tracked)", at);
                    return true;
                };
                let cname = crate::sema::printing::Printer::new(self.sema.il).qualified_name(e);
                let d = self.sema.error(crate::diag::id::SPECIALIZATION_OF_REFERENCED_ENTITY_POS, name_at);
                d.args.push(crate::diag::Arg::Entity { kind: "class".into(), name: cname });
                d.args.push(crate::diag::Arg::Pos(used));
                if let Some(c) = def {
                    // (EDG still checks the body: a detached class in a private scope gets its diagnostics.)
                    let private = self.sema.il.scopes.push(crate::sema::scopes::ScopeKind::TemplateParams, self.scope, EntityId::NONE);
                    let key = self.sema.il.entities.get(e).and_then(|x| match x.data {
                        Payload::Class(cd) => Some(cd.key),
                        _ => None,
                    });
                    let n = self.sema.il.entities.get(e).map(|x| x.name).unwrap_or_default();
                    let detached = self.sema.il.declare_class(private, n, key.unwrap_or(crate::sema::entities::ClassKey::Struct), false, name.span);
                    self.define_specialization_where_written(detached, c, at);
                }
                return true;
            }
            SpecKind::Implicit => {}
            SpecKind::Explicit if def.is_none() => return true,
            SpecKind::Explicit if !self.tmpl.patterns.contains_key(&e) => {}
            _ => {
                self.gap("lower: explicit specialization in user code (redeclared or explicitly instantiated)", at);
                return true;
            }
        }
        if self.inst.failed.contains_key(&e) {
            self.gap("lower: explicit specialization in user code (after a failed instantiation)", at);
            return true;
        }
        if let Some(sp) = self.sema.il.entities.get_mut(e).and_then(|x| x.spec_mut()) {
            sp.kind = SpecKind::Explicit;
        }
        let Some(c) = def else {
            self.sema.il.explicit_class_spec_decls.insert(at, e);
            return true;
        };
        self.tmpl.patterns.insert(e, c);
        if self.define_specialization_where_written(e, c, at) {
            self.sema.il.explicit_class_specs.insert(at, e);
        }
        true
    }

    /// Lowers the class definition `c` as the definition of `e` in the current scope, with the ordinary
    /// checks. False after a gap.
    fn define_specialization_where_written(&mut self, e: EntityId, c: DeclId, at: u32) -> bool {
        let saved = self.inst.target.replace(e);
        let r = self.class_definition(c);
        self.inst.target = saved;
        if r.is_none() {
            if !self.stopped {
                self.gap("lower: explicit specialization in user code (class definition)", at);
            }
            return false;
        }
        !self.stopped
    }

    /// Whether the partial specialisation just declared (`holder`'s parameters, argument list `args`
    /// of the primary `primary`) is one of the forms whose declaration checks are modelled: every
    /// parameter deducible from the arguments, more specialised than the primary, and no
    /// specialisation of the primary instantiated yet (which it could have changed). A gap otherwise.
    pub(super) fn user_partial_spec_ok(&mut self, primary: EntityId, holder: EntityId, args: &[TemplateArg], at: u32) -> bool {
        // Each parameter deduced from the specialisation's own arguments (#842 otherwise).
        if !matches!(match_partial(self.sema.il, holder, args, args), Match::Yes(_)) {
            self.gap("lower: partial specialization in user code (parameter not deducible)", at);
            return false;
        }
        // The primary's own parameters as arguments must not match it (not more specialised).
        let mut own = Vec::new();
        for p in self.sema.il.entities.template_params(primary).collect::<Vec<_>>() {
            let Some(ent) = self.sema.il.entities.get(p).copied() else { return false };
            let Payload::TemplateParam(d) = ent.data else { return false };
            let a = match d.kind {
                crate::sema::entities::TemplateParamKind::Type => TemplateArg::Type(ent.ty),
                crate::sema::entities::TemplateParamKind::NonType if !d.pack => {
                    let r = self.sema.build_decl_ref(p, ent.span);
                    self.sema.mark(r, crate::sema::expr::Expr::VALUE_DEPENDENT);
                    TemplateArg::Expr(r)
                }
                _ => {
                    self.gap("lower: partial specialization in user code (template template or non-type pack parameter)", at);
                    return false;
                }
            };
            if d.pack {
                // `class... Ts` as an argument: the expansion `Ts...`, matched only by an expansion.
                let TemplateArg::Type(t) = a else { return false };
                let x = self.sema.il.types.pack_expansion(t);
                let l = self.sema.il.types.intern_args(&[TemplateArg::Type(x)]);
                own.push(TemplateArg::Pack(l));
            } else {
                own.push(a);
            }
        }
        if !matches!(match_partial(self.sema.il, holder, args, &own), Match::No) {
            self.gap("lower: partial specialization in user code (not more specialized than the primary, or not decided)", at);
            return false;
        }
        if self.sema.il.entities.specializations(primary).any(|s| matches!(self.sema.il.entities.get(s).map(|x| x.data), Some(Payload::Class(cd)) if cd.complete && cd.spec.kind != SpecKind::Explicit)) {
            self.gap("lower: partial specialization in user code (after an instantiation)", at);
            return false;
        }
        true
    }
}

#[cfg(test)]
#[path = "user_specs_tests.rs"]
mod tests;

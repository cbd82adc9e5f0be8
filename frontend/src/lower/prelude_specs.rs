//! Explicit specialisations of class templates written in the prelude (`template<> struct
//! __nv_itex_trait<char> { typedef void type; };`): EDG defines such a class where it is written — it is
//! an ordinary class, nothing in it depends on a template parameter — and cudafe++ prints it in the host
//! output. Template lowering (`templates.rs`) attaches the definition to the specialisation as its
//! pattern; here the class is completed at once through the instantiation machinery
//! (`instantiate.rs`, which lowers an explicit specialisation's own definition with no bindings), so the
//! host-output item builder finds its members (`emit_tmpl.rs`).
//!
//! The completion is quiet: a gap or diagnostic inside leaves the class incomplete and forgets the
//! failure, so a later use instantiates it exactly as before (and meets the same gap there, if any).
//! The class's member function bodies, which the instantiation keeps (`InstState::member_bodies`), are
//! then lowered at once, each quietly on its own (EDG analyses them where written: the class is no
//! template); one that meets a gap or a diagnostic is left without a body, which keeps the class out of
//! the host output (`emit_tmpl.rs`).
use super::instantiate::Inst;
use super::Lowerer;
use crate::parse::ast::{self, DeclId, DeclKind, SegKind};
use crate::sema::entities::{FunctionData, Payload, SpecKind};
use crate::sema::ids::EntityId;
use crate::sema::scopes::{LookupKind, LookupResult};
use crate::sema::types::TemplateArg;

impl Lowerer<'_> {
    /// Completes the prelude explicit class specialisation `e` just attached to its definition (see the
    /// module documentation). Records it for the host output when it completed.
    pub(super) fn define_prelude_explicit_class(&mut self, e: EntityId, at: u32) {
        let explicit = self.sema.il.entities.get(e).and_then(|x| x.spec()).map(|s| s.kind) == Some(crate::sema::entities::SpecKind::Explicit);
        if self.stopped || !explicit {
            return;
        }
        let done = self.attempt(true, |l| matches!(l.instantiate_class(e, at), Inst::Complete).then_some(()));
        if done.is_some() {
            self.sema.il.explicit_class_specs.insert(at, e);
            self.lower_explicit_class_members(e);
        } else {
            // (The use instantiates it again, as without this attempt.)
            self.inst.failed.remove(&e);
        }
    }
}

impl Lowerer<'_> {
    /// The kept member function bodies of the completed explicit specialisation `e`, lowered quietly in
    /// source order (a failed one gets no body).
    fn lower_explicit_class_members(&mut self, e: EntityId) {
        let mut bodies: Vec<_> = self.inst.member_bodies.values().filter(|b| b.class == e).copied().collect();
        bodies.sort_by_key(|b| self.sema.il.entities.get(b.f).map(|x| x.span.lo).unwrap_or(0));
        for b in bodies {
            if self.stopped {
                return;
            }
            let has = self.sema.il.entities.get(b.f).and_then(|x| x.function()).is_some_and(|fd| fd.body.is_some());
            if has || !self.inst.bodies_tried.insert(b.f) {
                continue;
            }
            let ok = self.quiet_body(b.f, |l| {
                l.member_body(b);
                Some(())
            });
            if !ok {
                if let Some(Payload::Function(fd)) = self.sema.il.entities.get_mut(b.f).map(|x| &mut x.data) {
                    fd.body = crate::sema::ids::StmtId::NONE;
                }
            }
        }
    }
}

impl<'a> Lowerer<'a> {
    /// `template<> inline R f<char>(void) { … }` in the prelude: the function specialisation is declared
    /// and its body lowered as an ordinary function's, quietly (a gap or a diagnostic leaves it
    /// undeclared, as before: EDG reports nothing in the prelude). Only the plain form is taken: the
    /// template named unqualified with its arguments written, the same decl-specifiers and attributes as
    /// the one template it specialises, which has a definition (whose decl-specifiers are compared; its
    /// flags and execution space the specialisation inherits; a template only declared is not taken),
    /// parameters named as there. Returns whether `inner` was such a declaration (defined or not).
    pub(super) fn define_prelude_explicit_function(&mut self, inner: DeclId, at: u32) -> bool {
        let ast: &'a ast::Ast = self.ast;
        let DeclKind::Function { spec, decl: dr, body: Some(body), ctor_inits, try_block, virt_spec, .. } = &ast.decl(inner).kind else { return false };
        if self.stopped || !ctor_inits.is_empty() || !try_block.is_empty() || !virt_spec.is_empty() {
            return true;
        }
        self.inst.lazy += 1;
        let f = self.attempt(true, |l| {
            let f = l.prelude_spec_target(spec, dr, at)?;
            l.function_body(f, *body, false);
            let has_body = l.sema.il.entities.get(f).and_then(|e| e.function()).is_some_and(|fd| fd.body.is_some());
            has_body.then_some(f)
        });
        self.inst.lazy -= 1;
        if let Some(f) = f {
            if let Some(Payload::Function(fd)) = self.sema.il.entities.get_mut(f).map(|e| &mut e.data) {
                fd.flags |= FunctionData::DEFINED;
                fd.spec.kind = SpecKind::Explicit;
            }
            self.sema.il.explicit_fn_specs.insert(at, f);
        }
        true
    }

    /// The (new, implicit-kind) specialisation the declaration names, with its parameters; None when the
    /// form is not the plain one (see [`Self::define_prelude_explicit_function`]).
    fn prelude_spec_target(&mut self, spec: &ast::DeclSpec, dr: &ast::Declarator, at: u32) -> Option<EntityId> {
        let name = dr.name.as_ref()?;
        if name.global || name.segs.len() != 1 || !matches!(name.segs[0].kind, SegKind::Ident(_)) {
            return None;
        }
        let targs = name.segs[0].targs.as_deref()?;
        let mut plain = name.clone();
        plain.segs[0].targs = None;
        let cands: Vec<EntityId> = match self.lookup_result(&plain, LookupKind::Ordinary)? {
            LookupResult::Found(e) => vec![e],
            LookupResult::Overloads(v) => v,
            _ => return None,
        };
        let ents = &self.sema.il.entities;
        let templates: Vec<EntityId> = cands.iter().map(|&c| ents.resolve(c)).filter(|&c| ents.get(c).is_some_and(|x| x.is_function_template())).collect();
        if templates.is_empty() || templates.iter().any(|t| self.tmpl.opaque.contains(t)) {
            return None;
        }
        let base = self.spec_type(spec)?;
        let (fty, _) = self.declarator_type(base, dr)?;
        let mut hits: Vec<(EntityId, Vec<TemplateArg>)> = Vec::new();
        for t in templates {
            // (Arguments that do not fit one of the overloaded templates rule it out.)
            let Some(explicit) = self.attempt(true, |l| l.explicit_args(t, targs, at)) else { continue };
            if let Some(args) = self.sema.deduce_from_signature(t, &explicit, fty).ok()? {
                hits.push((t, args));
            }
        }
        let [(t, args)] = hits.as_slice() else { return None };
        let (t, args) = (*t, args.clone());
        // The template's own declaration: the same specifiers and attributes as written.
        let &pdecl = self.tmpl.patterns.get(&t)?;
        let DeclKind::Function { spec: pspec, decl: pdr, .. } = &self.ast.decl(pdecl).kind else { return None };
        let src = self.map.text();
        let text = |s: crate::source::Span| src.get(s.lo as usize..s.hi as usize);
        if spec.specifiers != pspec.specifiers || spec.attrs.len() != pspec.attrs.len() || spec.attrs.iter().zip(&pspec.attrs).any(|(a, b)| text(a.span) != text(b.span)) {
            return None;
        }
        let written = function_params(dr)?;
        let pattern_params = function_params(pdr)?;
        if written.len() != pattern_params.len() || written.iter().zip(&pattern_params).any(|(a, b)| a != b) {
            return None;
        }
        let pat = self.sema.il.entities.get(t).and_then(|x| x.template()).map(|d| d.pattern).and_then(|p| self.sema.il.entities.get(p).copied())?;
        let level = crate::sema::subst::Level { template: t, depth: self.sema.il.entities.get(t).and_then(|x| x.template()).map(|d| d.depth).unwrap_or(0), args: &args };
        let sty = crate::sema::subst::subst(self.sema.il, pat.ty, level).ok()?;
        if !self.sema.il.types.same(sty, fty) {
            return None;
        }
        // Its own `inline`/`constexpr` (the pattern's flags are not those of a prelude template's
        // declaration); `static` is not taken.
        let specs = self.read_specs(spec)?;
        let (fflags, storage) = self.function_specs(&specs, super::specifiers::SpecPlace::Namespace, at)?;
        if storage != crate::sema::entities::Storage::None {
            return None;
        }
        let before = self.sema.il.entities.specializations(t).count();
        let f = self.sema.function_specialization(t, &pat, &args, sty);
        // A specialisation used before (or declared twice) is not this plain form.
        if self.sema.il.entities.specializations(t).count() == before {
            return None;
        }
        if let Some(Payload::Function(fd)) = self.sema.il.entities.get_mut(f).map(|e| &mut e.data) {
            fd.flags |= fflags;
        }
        Some(f)
    }
}

/// The parameter names of a function declarator (None for another declarator shape).
fn function_params(dr: &ast::Declarator) -> Option<Vec<Option<crate::lex::Symbol>>> {
    let [ast::DeclaratorOp::Function(fd)] = dr.ops.as_slice() else { return None };
    if fd.variadic {
        return None;
    }
    Some(fd.params.iter().map(|p| p.decl.name.as_ref().and_then(|n| n.last_ident())).collect())
}

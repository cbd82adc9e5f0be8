//! Explicit instantiation of user-code function templates: `template R f<…>(params);` (definition)
//! and `extern template R f<…>(params);` (declaration).
//!
//! cudafe++ instantiates a function template's body only for an explicit instantiation definition
//! (verified B §templates, F §2.5): errors in the body for those arguments are reported then, each with
//! the context line `detected during instantiation of "T th(T) [with T=long]" at line 3` (the line of
//! the directive). The template is found by deduction from the declared type ([temp.deduct.decl],
//! `Sema::deduce_from_signature`); its body (the definition stored by `templates.rs`, already analysed in
//! phase 1) is lowered again as the body of the specialisation, in a scope where each template
//! parameter's name denotes its argument (`bind_param`, as class instantiation does).
//!
//! Gaps: class templates (their member functions would be instantiated too), member templates, no or
//! several matching templates, a template without a stored definition, `extern` `__global__`
//! templates without the command line (warning 20278), non-type or pack parameters, a directive in
//! another file than the diagnostic, and a diagnostic of the instantiation already given in phase 1.
use super::Lowerer;
use crate::diag::Where;
use crate::parse::ast::{self, DeclId, DeclKind, SegKind};
use crate::sema::entities::{FunctionData, Payload, SpecKind};
use crate::sema::ids::EntityId;
use crate::sema::scopes::{LookupKind, LookupResult, ScopeKind};
use crate::sema::types::TemplateArg;
use crate::source::Locate;

const GAP: &str = "lower: explicit instantiation in user code";

impl<'a> Lowerer<'a> {
    /// `[extern] template decl;` in user code (`at` = the directive's start).
    pub(crate) fn user_explicit_instantiation(&mut self, is_extern: bool, inner: DeclId, at: u32) {
        let ast: &'a ast::Ast = self.ast;
        let DeclKind::Simple { spec, declarators } = &ast.decl(inner).kind else { return self.gap(GAP, at) };
        if declarators.is_empty() {
            return self.explicit_class_instantiation(is_extern, spec, inner, at);
        }
        let [one] = declarators.as_slice() else { return self.gap(GAP, at) };
        if one.init.is_some() || !matches!(one.decl.ops.first(), Some(ast::DeclaratorOp::Function(_))) {
            return self.gap(GAP, at);
        }
        let dr = &one.decl;
        let Some(name) = dr.name.as_ref() else { return self.gap(GAP, at) };
        if name.global || name.segs.len() != 1 || !matches!(name.segs[0].kind, SegKind::Ident(_)) {
            return self.gap("lower: explicit instantiation of a member or operator function template", at);
        }
        let name_at = name.span.lo;
        let Some((spec_fn, tmpl, written)) = self.explicit_fn_target(spec, dr, name, at) else { return };
        let kind = if is_extern { SpecKind::ExplicitInstantiationDecl } else { SpecKind::ExplicitInstantiationDef };
        if self.sema.il.entities.get(spec_fn).and_then(|x| x.spec()).is_some_and(|s| s.kind == SpecKind::ExplicitInstantiationDef) {
            // A second definition is error 760, an `extern` one after it warning 1601, at the name; the
            // specialisation is named with the arguments of its first instantiation as written there
            // (`[with T=t0]`) [verified corpus/lead-s7/explicit_instantiation_twice].
            let Some(name) = self.tmpl.instantiation_names.get(&spec_fn).cloned() else { return self.gap(GAP, at) };
            let did = if is_extern { crate::diag::id::EXTERN_TEMPLATE_FOLLOWS_INSTANTIATION } else { crate::diag::id::MULTIPLE_EXPLICIT_INSTANTIATIONS };
            let d = if is_extern { self.sema.warning(did, name_at) } else { self.sema.error(did, name_at) };
            d.args.push(crate::diag::Arg::Entity { kind: "function".into(), name });
            return;
        }
        let exec = self.sema.il.entities.get(spec_fn).map(|e| e.exec.space());
        // Execution-space attributes on the instantiation merge into the specialisation's space (a
        // `__device__` instantiation of a `__host__` template is HD, and its body is checked again:
        // fuzz seed 1364); that merge is not modelled, so only the template's own space is accepted.
        let mut written_space = 0u8;
        for attrs in [&spec.attrs, &dr.attrs] {
            let Some(sorted) = self.sort_attrs(attrs, crate::lower::attrs::AttrTarget::Function) else { return };
            for (a, _) in sorted.exec {
                written_space |= match a {
                    crate::cuda::spaces::ExecAttr::Host => crate::sema::entities::ExecSpace::HOST,
                    crate::cuda::spaces::ExecAttr::Device => crate::sema::entities::ExecSpace::DEVICE,
                    crate::cuda::spaces::ExecAttr::Global => crate::sema::entities::ExecSpace::GLOBAL,
                };
            }
        }
        if written_space != 0 {
            use crate::sema::entities::{ExecSpace, Space};
            let own = match exec {
                Some(Space::ImplicitHost | Space::Host) => ExecSpace::HOST,
                Some(Space::Device) => ExecSpace::DEVICE,
                Some(Space::HostDevice) => ExecSpace::HOST | ExecSpace::DEVICE,
                Some(Space::Global) => ExecSpace::GLOBAL,
                None => 0,
            };
            if written_space | own != own {
                return self.gap("lower: explicit instantiation adding an execution space to its template", at);
            }
        }
        if self.tmpl.user.deferred_launch.get(&tmpl).is_some_and(|l| l.iter().any(|x| x.0 == super::cuda_launch_args::GLOBAL_RETURN)) {
            // 20048 at the instantiation, then again at the directive's own `__global__` (probe cuda18
            // g2): the second is not modelled.
            return self.gap("lower: explicit instantiation of a __global__ template with a non-void return type", at);
        }
        if self.tmpl.user.deferred_launch.contains_key(&tmpl) {
            // The declaration is instantiated first: its value-dependent launch attributes
            // (cuda_launch_args.rs; corpus cuda/ii/launch_bounds_template_dependent).
            if is_extern {
                return self.gap("lower: extern explicit instantiation of a template with launch attributes", at);
            }
            if !self.cuda_launch_instantiation(spec_fn, name_at) {
                return;
            }
        }
        if is_extern {
            if exec == Some(crate::sema::entities::Space::Global) {
                // Warning 20278 with `--static-host-stub` (cuda/global.rs); without the command line
                // (tests, census) the outcome is unknown.
                let Some(opts) = self.cuda_opts else {
                    return self.gap("lower: extern explicit instantiation of a __global__ function template", at);
                };
                let ds = crate::cuda::global::check_extern_template(&self.sema.il, spec_fn, name_at, opts.static_host_stub);
                self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
            }
            self.mark_spec(spec_fn, kind);
            return;
        }
        // How later diagnostics name the specialisation: known when every argument was written.
        if let Some(w) = written {
            let list = self.sema.il.types.intern_args(&w);
            if let Some(n) = self.specialization_display_name(spec_fn, list) {
                self.tmpl.instantiation_names.insert(spec_fn, n);
            }
        }
        self.mark_spec(spec_fn, kind);
        self.instantiate_function_body(tmpl, spec_fn, name_at);
    }

    /// `th(T) [with T=int]`: how diagnostics name function template specialisation `f` (its pattern's
    /// signature and the with-clause). None where EDG adds the template parameter list (a parameter not
    /// in the function parameter types: not probed for these diagnostics).
    fn specialization_display_name(&self, f: EntityId, args: crate::sema::ids::ArgListId) -> Option<String> {
        let p = crate::sema::printing::Printer::new(self.sema.il);
        let spec = self.sema.il.entities.get(f)?.spec().copied()?;
        let pattern = self.sema.il.entities.get(spec.template)?.template()?.pattern;
        let decl = p.instantiation_decl(f);
        let sig = p.function_signature(pattern);
        // (`instantiation_decl` = return type, signature, with-clause; it inserts `<T,U>` after the name
        // where that is needed.)
        decl.ends_with(&format!("{sig}{}", p.with_clause(spec.template, spec.args))).then(|| format!("{sig}{}", p.with_clause(spec.template, args)))
    }

    fn mark_spec(&mut self, f: EntityId, kind: SpecKind) {
        if let Some(sp) = self.sema.il.entities.get_mut(f).and_then(|x| x.spec_mut()) {
            if sp.kind == SpecKind::Implicit {
                sp.kind = kind;
            }
        }
    }

    /// The specialisation an explicit instantiation names, and its template (the one with a stored
    /// definition among the redeclarations that match). None after a gap.
    /// The third part: every template argument as written (typedef names kept), when all are explicit.
    fn explicit_fn_target(&mut self, spec: &ast::DeclSpec, dr: &ast::Declarator, name: &ast::Name, at: u32) -> Option<(EntityId, EntityId, Option<Vec<TemplateArg>>)> {
        let mut plain = name.clone();
        plain.segs[0].targs = None;
        let cands: Vec<EntityId> = match self.lookup_result(&plain, LookupKind::Ordinary)? {
            LookupResult::Found(e) => vec![e],
            LookupResult::Overloads(v) => v,
            _ => {
                self.gap(GAP, at);
                return None;
            }
        };
        let ents = &self.sema.il.entities;
        let templates: Vec<EntityId> = cands.iter().map(|&c| ents.resolve(c)).filter(|&c| ents.get(c).is_some_and(|x| x.is_function_template())).collect();
        if templates.is_empty() || templates.iter().any(|t| self.tmpl.opaque.contains(t) || self.map.in_prelude(self.sema.il.entities.get(*t).map(|x| x.span.lo).unwrap_or(0))) {
            self.gap(GAP, at);
            return None;
        }
        let built = self.attempt(false, |l| {
            let base = l.spec_type(spec)?;
            l.declarator_type(base, dr)
        });
        let Some((fty, _)) = built else {
            if !self.stopped {
                self.gap(GAP, at);
            }
            return None;
        };
        let targs = name.segs[0].targs.as_deref();
        let mut hits: Vec<(EntityId, Vec<TemplateArg>)> = Vec::new();
        let mut written: Vec<(EntityId, Vec<TemplateArg>)> = Vec::new();
        for t in templates {
            let explicit = match targs {
                Some(a) => self.explicit_args(t, a, at)?,
                None => Vec::new(),
            };
            match self.sema.deduce_from_signature(t, &explicit, fty) {
                Ok(Some(args)) => {
                    if explicit.len() == args.len() {
                        written.push((t, explicit));
                    }
                    hits.push((t, args))
                }
                Ok(None) => {}
                Err(w) => {
                    self.gap(w, at);
                    return None;
                }
            }
        }
        // Redeclarations of one template all match: the one holding the definition is instantiated.
        let with_body: Vec<&(EntityId, Vec<TemplateArg>)> = hits.iter().filter(|(t, _)| self.tmpl.user.bodies.contains_key(t)).collect();
        let distinct = hits.iter().all(|(t, _)| hits.iter().all(|(u, _)| self.sema.same_function_template(*t, *u)));
        let (Some(&(t, ref args)), true, 1) = (with_body.first().copied(), distinct, with_body.len()) else {
            self.gap("lower: explicit instantiation matching no, several or undefined function templates", at);
            return None;
        };
        let Some(pat) = self.sema.il.entities.get(t).and_then(|x| x.template()).map(|d| d.pattern).and_then(|p| self.sema.il.entities.get(p).copied()) else {
            self.gap(GAP, at);
            return None;
        };
        let level = crate::sema::subst::Level { template: t, depth: self.sema.il.entities.get(t).and_then(|x| x.template()).map(|d| d.depth).unwrap_or(0), args };
        let sty = match crate::sema::subst::subst(self.sema.il, pat.ty, level) {
            Ok(s) if self.sema.il.types.same(s, fty) => s,
            _ => {
                self.gap(GAP, at);
                return None;
            }
        };
        let f = self.sema.function_specialization(t, &pat, args, sty);
        Some((f, t, written.into_iter().find(|w| w.0 == t).map(|w| w.1)))
    }

    /// Lowers template `t`'s stored body as the body of its specialisation `f`; the diagnostics it gives
    /// carry the instantiation context (`at` = the directive's declarator name, for its line).
    fn instantiate_function_body(&mut self, t: EntityId, f: EntityId, at: u32) {
        let Some(&decl) = self.tmpl.patterns.get(&t) else { return self.gap(GAP, at) };
        let ast: &'a ast::Ast = self.ast;
        let DeclKind::Function { body: Some(body), ctor_inits, try_block, .. } = &ast.decl(decl).kind else { return self.gap(GAP, at) };
        if !ctor_inits.is_empty() || !try_block.is_empty() {
            return self.gap(GAP, at);
        }
        let args: Vec<TemplateArg> = match self.sema.il.entities.get(f).and_then(|e| e.spec()) {
            Some(s) => self.sema.il.types.arg_list(s.args).to_vec(),
            None => return self.gap(GAP, at),
        };
        let params: Vec<EntityId> = self.sema.il.entities.template_params(t).collect();
        if params.len() != args.len() {
            return self.gap(GAP, at);
        }
        let outer = self.sema.il.entities.get(t).map(|x| x.scope).unwrap_or(crate::sema::scopes::Scopes::GLOBAL);
        let bscope = self.sema.il.scopes.push(ScopeKind::TemplateParams, outer, EntityId::NONE);
        for (&p, &a) in params.iter().zip(&args) {
            if self.bind_param(bscope, p, a, None).is_err() {
                return self.gap(GAP, at);
            }
        }
        let first = self.sema.il.entities.get(f).and_then(|e| e.function()).map(|fd| fd.first_param).unwrap_or(EntityId::NONE);
        let proto = if first.is_some() { self.sema.il.entities.get(first).map(|p| p.scope) } else { None };
        let outer_fs = match proto {
            Some(ps) => {
                self.sema.il.scopes.set_parent(ps, bscope);
                ps
            }
            None => bscope,
        };
        let fs = self.sema.il.scopes.push(ScopeKind::Function, outer_fs, f);
        let diags = self.sema.diags.len();
        let saved = (self.scope, self.sema.cur_scope, self.sema.current_function, self.loops, self.breakables, std::mem::take(&mut self.switches));
        let saved_dep = std::mem::replace(&mut self.tmpl.dependent_ok, false);
        let saved_undef = std::mem::take(&mut self.undefined);
        let saved_uninit = std::mem::replace(&mut self.uninit_local, false);
        let saved_this = self.this_ctx.take();
        self.scope = fs;
        self.sema.cur_scope = fs;
        self.sema.current_function = f;
        self.loops = 0;
        self.breakables = 0;
        let expr_start = self.sema.il.exprs.len();
        let mark = self.cuda_body_start();
        self.cif.instantiating += 1;
        let b = self.function_compound(*body, fs);
        self.cif.instantiating -= 1;
        let b = b.filter(|_| self.cuda_body_end(f, mark).is_some());
        if b.is_some() && !self.stopped {
            let expr_end = self.sema.il.exprs.len();
            self.check_access_range(expr_start, expr_end, f);
        }
        self.this_ctx = saved_this;
        self.uninit_local = saved_uninit;
        self.undefined = saved_undef;
        self.tmpl.dependent_ok = saved_dep;
        self.scope = saved.0;
        self.sema.cur_scope = saved.1;
        self.sema.current_function = saved.2;
        self.loops = saved.3;
        self.breakables = saved.4;
        self.switches = saved.5;
        if self.check_sema_gaps() || self.stopped || b.is_none() {
            return;
        }
        self.add_instantiation_context(f, diags, at);
    }

    /// Gives the diagnostics from index `from` on the context line of the instantiation of `f` whose
    /// directive is at `at`. A diagnostic also given before at the same place (phase 1 of the body) or
    /// in another file than the directive is a gap (not probed).
    fn add_instantiation_context(&mut self, f: EntityId, from: usize, at: u32) {
        if self.sema.diags.len() == from {
            return;
        }
        let (dfile, dline) = {
            let l = self.map.locate(at);
            (l.file.to_string(), l.line)
        };
        for k in from..self.sema.diags.len() {
            let d = &self.sema.diags[k];
            let Where::At(o) = d.at else {
                self.sema.diags.truncate(from);
                return self.gap("lower: diagnostic without position in an explicit instantiation", at);
            };
            let again = self.sema.diags[..from].iter().any(|e| e.id == d.id && e.at == d.at);
            if again || self.map.locate(o).file != dfile || !d.context.is_empty() {
                self.sema.diags.truncate(from);
                return self.gap("lower: diagnostic in an explicit instantiation (repeated, nested or in another file)", at);
            }
        }
        let what = crate::sema::printing::Printer::new(self.sema.il).instantiation_decl(f);
        let line = format!("instantiation of \"{}\" at line {}", what, dline);
        for d in &mut self.sema.diags[from..] {
            d.context.push(line.clone());
        }
    }

    /// `[extern] template struct X<args>;`: the specialisation is instantiated; one whose template has
    /// no definition for these arguments is error 70 "incomplete type" at the class-key (probed,
    /// corpus templates/explicit_instantiation_undefined). An explicit instantiation definition also
    /// instantiates every member (function bodies, static data members): only a class without such
    /// members is accepted.
    fn explicit_class_instantiation(&mut self, is_extern: bool, spec: &ast::DeclSpec, inner: DeclId, at: u32) {
        let name_at = match &spec.base {
            ast::TypeBase::Elaborated { name, .. } => name.span.lo,
            _ => return self.gap(GAP, at),
        };
        let Some((e, None)) = self.specialization_of(inner) else { return self.gap(GAP, at) };
        let kind = self.sema.il.entities.get(e).and_then(|x| x.spec()).map(|s| s.kind);
        if kind == Some(SpecKind::ExplicitInstantiationDef) {
            // As for functions (760 / 1601), the caret at the class-key.
            let name = crate::sema::printing::Printer::new(self.sema.il).qualified_name(e);
            let did = if is_extern { crate::diag::id::EXTERN_TEMPLATE_FOLLOWS_INSTANTIATION } else { crate::diag::id::MULTIPLE_EXPLICIT_INSTANTIATIONS };
            let key_at = self.ast.decl(inner).span.lo;
            let d = if is_extern { self.sema.warning(did, key_at) } else { self.sema.error(did, key_at) };
            d.args.push(crate::diag::Arg::Entity { kind: "class".into(), name });
            return;
        }
        if kind != Some(SpecKind::Implicit) {
            return self.gap("lower: explicit instantiation of an explicitly specialised or instantiated class", at);
        }
        match self.instantiate_class(e, name_at) {
            super::instantiate::Inst::Failed => {}
            super::instantiate::Inst::NoDefinition if !is_extern => {
                let ty = self.sema.il.entities.get(e).map(|x| x.ty).unwrap_or_default();
                let a = self.sema.ty_arg(ty);
                // The caret is at the class-key (probed), where the inner declaration starts.
                let key_at = self.ast.decl(inner).span.lo;
                self.sema.error(crate::diag::id::INCOMPLETE_TYPE_NOT_ALLOWED, key_at).args.push(a);
            }
            super::instantiate::Inst::NoDefinition => self.gap("lower: extern explicit instantiation of an undefined class template", at),
            super::instantiate::Inst::Complete => {
                let il = &self.sema.il;
                let scope = il.entities.get(e).and_then(|x| x.class()).map(|c| c.scope);
                let members: Vec<EntityId> = match scope {
                    Some(sc) => il.scopes.members(&il.entities, sc).collect(),
                    None => return self.gap(GAP, at),
                };
                let needs_more = members.iter().any(|&m| match il.entities.get(m).map(|x| x.data) {
                    Some(Payload::Function(fd)) => !fd.has(FunctionData::IMPLICIT),
                    Some(Payload::Variable(_)) | Some(Payload::Template(_)) => true,
                    Some(Payload::Class(_)) => true,
                    _ => false,
                });
                if needs_more && !is_extern {
                    return self.gap("lower: explicit instantiation of a class template's members", at);
                }
                self.mark_spec(e, if is_extern { SpecKind::ExplicitInstantiationDecl } else { SpecKind::ExplicitInstantiationDef });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::diag::id;
    use super::super::tests::run;

    #[test]
    fn more_specialized_template_is_chosen() {
        for src in [
            "template <class T> void f(T);\ntemplate <class T> int f(T *);\nint g(int *p) { return f(p); }",
            "template <class T> int f(T *);\ntemplate <class T> void f(const T *);\nint g(int *p) { return f(p); }",
            "template <class T> struct W { T v; };\ntemplate <class T> void w(T);\ntemplate <class T> int w(W<T>);\nint z(W<int> x) { return w(x); }",
            // Redeclarations are one template (cuda_runtime.h's cudaMalloc).
            "template <class T> int m(T **p);\ntemplate <class T> int m(T **p) { return 0; }\nint g(float **p) { return m(p); }",
        ] {
            let o = run(src);
            assert!(o.gaps.is_empty(), "{:?} for {}", o.gaps, src);
            assert!(o.diags.is_empty(), "{:?} for {}", o.diags, src);
        }
    }

    #[test]
    fn unordered_templates_are_ambiguous() {
        let o = run("template <class T> int h(T, int);\ntemplate <class T> int h(int, T);\nint x() { return h(1, 2); }");
        assert_eq!(o.diags, vec![(id::AMBIGUOUS_OVERLOADED_FUNCTION.template(), 3)]);
    }

    #[test]
    fn explicit_instantiation_instantiates_the_body() {
        // Valid for int: nothing reported; the extern one is not instantiated.
        let o = run("template <class T> T tw(T x) { return x + x; }\ntemplate int tw<int>(int);\nstruct S {};\nextern template S tw<S>(S);");
        assert!(o.gaps.is_empty() && o.diags.is_empty(), "{:?} {:?}", o.gaps, o.diags);
        // Invalid for int: the error is reported from the body, on line 1.
        let o = run("template <class T> int len(const T &t) { return t.size(); }\ntemplate int len<int>(const int &);");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
        assert_eq!(o.diags[0].1, 1);
        // No template matches the declared type: not modelled.
        let o = run("template <class T> int len(const T &t) { return 0; }\ntemplate long len<int>(const int &);");
        assert!(!o.gaps.is_empty());
    }
}

//! Calls of generic lambdas (`g(1)` where `g`'s closure has a call operator *template*,
//! `generic_lambdas.rs`). Probed on cudafe++ 13.0.88 (corpus genlambda-s13, cxxmisc-s16/genlambda_*):
//!
//! - the invented parameters are deduced from the call arguments as for any function template
//!   (`auto` → the decayed type, `auto&&` from an lvalue `int` → `int &`, `const auto&` → `double`);
//! - a host-side call instantiates the call operator's body *at the call* (its errors come before the
//!   caller's later ones, also with a trailing return type), once per specialisation; each error of
//!   the instantiation carries the context line `detected during instantiation of function "lambda
//!   [](auto)->auto [with <auto-1>=int]" at line N` (N = the call's line);
//! - what phase 1 of the body already reported (non-dependent errors, cross-space calls of
//!   non-dependent callees) is not reported again by the instantiation;
//! - a body without a trailing return type deduces the call's result type from its `return`s;
//! - a call no specialisation fits is #304 `no instance of function template "lambda [](auto)->auto"
//!   matches the argument list` at the callee with `argument types are: (…)` (left out without
//!   arguments) and `object type is: …`, and one note at the lambda's parameter list: #3322 (number of
//!   parameters) or #3326 (argument #k does not match).
//!
//! Gaps: placeholder packs (declined at the definition), extended lambdas, calls in template bodies,
//! in device mode or from a function of another execution space than the call operator's, a mutable
//! lambda called on a const object, deduction failures other than the argument count, an
//! instantiation that captures more, defines lambdas or classes, or reports diagnostics inside a
//! nested instantiation or in another file than the call.
use super::Lowerer;
use crate::cuda::lambdas::LambdaKind;
use crate::diag::{id, Arg, DiagId, Diagnostic, Severity, Where};
use crate::lex::TokenKind;
use crate::parse::ast;
use crate::sema::deduce::Deduced;
use crate::sema::entities::{FunctionData, Payload};
use crate::sema::ids::{EntityId, ExprId, ScopeId, TypeId};
use crate::sema::printing::Printer;
use crate::sema::scopes::ScopeKind;
use crate::sema::types::{AutoKind, Quals, TemplateArg, TypeKind};
use crate::source::{Locate, Offset, Span};

/// A generic lambda as defined, kept for the instantiations its calls need.
#[derive(Clone)]
pub(crate) struct GenericDef {
    pub closure: EntityId,
    /// The call operator template and its pattern.
    pub tmpl: EntityId,
    pub op: EntityId,
    pub body: ast::StmtId,
    /// The pattern's parameter scope (the capture proxies live there).
    pub pscope: ScopeId,
    /// Index in `Il::lambdas`.
    pub rec: usize,
    pub kind: LambdaKind,
    pub mutable: bool,
    pub default_capture: Option<TokenKind>,
    pub trailing: bool,
    /// `this` as the body sees it.
    pub this_ctx: Option<(TypeId, Quals)>,
    /// The lambda expression.
    pub span: Span,
    /// The enclosing function (NONE at namespace scope).
    pub parent_fn: EntityId,
    /// What phase 1 of the body reported: not reported again by an instantiation.
    pub phase1: Vec<(DiagId, Where)>,
}

#[derive(Default)]
pub(crate) struct GenericLambdaState {
    pub defs: Vec<GenericDef>,
    /// Specialisations whose body was instantiated (or is being instantiated).
    pub instantiated: Vec<EntityId>,
    /// Instantiations in progress.
    pub depth: u32,
}

impl<'a> Lowerer<'a> {
    /// Records generic lambda `d` once its definition was lowered.
    pub(crate) fn generic_lambda_defined(&mut self, d: GenericDef) {
        self.genl.defs.push(d);
    }

    /// `f(xs)` where `f` may be an object of a generic lambda's closure type: the call (or an error
    /// node after a diagnostic), Some(None) when `f` is no such object (or the call is type-dependent:
    /// sema builds it), None after a gap. `pending` is moved past the diagnostics this call gave that
    /// are final (the instantiation's and #304), so that the caller's checks see only the call's own.
    pub(crate) fn generic_closure_call(&mut self, f: ExprId, xs: &[ExprId], callee_at: Offset, span: Span, rparen: Offset, pending: &mut usize) -> Option<Option<ExprId>> {
        let fty = self.sema.expr(f).ty;
        let tt = &self.sema.il.types;
        let obj = tt.non_reference(fty);
        let Some(closure) = tt.class_entity(tt.unqualified(obj)) else { return Some(None) };
        let Some(k) = self.genl.defs.iter().position(|d| d.closure == closure) else { return Some(None) };
        if self.sema.is_error(f) || xs.iter().any(|&x| self.sema.is_error(x)) {
            return Some(Some(self.sema.error_expr(span)));
        }
        if self.sema.expr(f).is_dependent() || xs.iter().any(|&x| self.sema.expr(x).is_dependent()) {
            return Some(None);
        }
        let def = self.genl.defs[k].clone();
        if self.tmpl.user.body.is_some() || self.tmpl.dependent_ok || self.device.on || self.inst.lazy > 0 {
            self.gap("lower: call of a generic lambda in a template, an instantiation or device mode", callee_at);
            return None;
        }
        if def.kind != LambdaKind::NotExtended {
            self.gap("lower: call of an extended generic lambda", callee_at);
            return None;
        }
        if def.mutable && self.sema.il.types.quals(obj).is_const() {
            self.gap("lower: call of a mutable generic lambda on a const object", callee_at);
            return None;
        }
        // The call operator's body is checked with its own execution space: only a call from a function
        // of the same space is modelled.
        let caller = self.sema.current_function;
        let space = |s: &Self, e: EntityId| s.sema.il.entities.get(e).map(|x| x.exec.space());
        if caller.is_none() || space(self, caller) != space(self, def.op) {
            self.gap("lower: call of a generic lambda from another execution space", callee_at);
            return None;
        }
        let spec = match self.sema.deduce_call(def.tmpl, xs) {
            Deduced::Ok(s) => s,
            Deduced::Failed => {
                if self.generic_arity_mismatch(def.op, xs.len()) {
                    self.generic_no_match(&def, f, xs, callee_at, None)?;
                    *pending = self.sema.diags.len();
                    return Some(Some(self.sema.error_expr(span)));
                }
                self.gap("lower: generic lambda call whose deduction fails", callee_at);
                return None;
            }
            Deduced::ExplicitFailed => {
                self.gap("lower: generic lambda call whose deduction fails", callee_at);
                return None;
            }
            Deduced::Unknown(w) => {
                self.gap(w, callee_at);
                return None;
            }
        };
        if let Some(e) = self.sema.il.entities.get_mut(spec) {
            e.parent = closure;
        }
        let (viable, bad_arg, unmodelled, _) = self.sema.viability_pub(spec, xs);
        if unmodelled {
            self.gap("lower: generic lambda call needing unmodelled conversions", callee_at);
            return None;
        }
        if !viable {
            self.generic_no_match(&def, f, xs, callee_at, Some(bad_arg))?;
            *pending = self.sema.diags.len();
            return Some(Some(self.sema.error_expr(span)));
        }
        if !self.genl.instantiated.contains(&spec) {
            self.genl.instantiated.push(spec);
            self.generic_lambda_instantiate(&def, spec, callee_at)?;
        }
        *pending = self.sema.diags.len();
        let callee = self.sema.member_callee(f, spec, false, span, callee_at);
        Some(Some(self.sema.build_call(callee, xs, span, rparen)))
    }

    /// Whether call operator `op` cannot take `n` arguments (no default arguments or C `...`).
    fn generic_arity_mismatch(&self, op: EntityId, n: usize) -> bool {
        let il = &self.sema.il;
        let Some(e) = il.entities.get(op) else { return false };
        let TypeKind::Function(sig) = il.types.ckind(e.ty) else { return false };
        let params: Vec<EntityId> = il.entities.params(op).collect();
        let defaults = params.iter().any(|&p| matches!(il.entities.get(p).map(|x| x.data), Some(Payload::Param(d)) if d.default_arg.is_some() || d.pack));
        !defaults && !sig.variadic && params.len() == il.types.type_list(sig.params).len() && params.len() != n
    }

    /// #304 for a call of generic lambda `def` that no specialisation fits (`bad_arg`: None = the
    /// argument count, Some(k) = argument k does not match). None after a gap.
    fn generic_no_match(&mut self, def: &GenericDef, f: ExprId, xs: &[ExprId], at: Offset, bad_arg: Option<Option<usize>>) -> Option<()> {
        let Some(paren) = self.lambda_params_paren(def.span) else {
            self.gap("lower: generic lambda without a parameter list in the tokens", at);
            return None;
        };
        let p = Printer::new(self.sema.il);
        let closure_ty = self.sema.il.entities.get(def.closure).map(|e| e.ty).unwrap_or_default();
        let name = p.type_str(closure_ty);
        let obj_ty = self.sema.expr(f).ty;
        let obj_line = crate::diag::expand(DiagId(1085).template(), &[Arg::Str(p.type_str(self.sema.il.types.non_reference(obj_ty)))]);
        let set = || Arg::Entity { kind: "function template".into(), name: name.clone() };
        let mut d = Diagnostic::new(Severity::Error, id::NO_MATCHING_FUNCTION, Where::At(at)).arg(set());
        if !xs.is_empty() {
            d.related.push(self.sema.arg_types_line(xs));
        }
        d.related.push(obj_line);
        let note = match bad_arg.flatten() {
            None => Diagnostic::new(Severity::Note, id::CANDIDATE_WRONG_PARAM_COUNT, Where::At(paren)).arg(set()),
            Some(k) => Diagnostic::new(Severity::Note, id::NONVIABLE_BECAUSE_ARG_MISMATCH, Where::At(paren)).arg(set()).arg(Arg::Num(k as i64)),
        };
        self.sema.diags.push(d.note(note));
        Some(())
    }

    /// Lowers `def`'s body again as the body of specialisation `spec`, called at `at`: the result type
    /// deduced from it, its diagnostics given the instantiation context. None after a gap.
    fn generic_lambda_instantiate(&mut self, def: &GenericDef, spec: EntityId, at: Offset) -> Option<()> {
        let first = self.sema.il.entities.get(spec).and_then(|e| e.function()).map(|fd| fd.first_param).unwrap_or(EntityId::NONE);
        let n_params = self.sema.il.entities.params(spec).count();
        if n_params != self.sema.il.entities.params(def.op).count() {
            self.gap("lower: generic lambda specialisation without its parameters", at);
            return None;
        }
        // The specialisation's parameters shadow the pattern's; the capture proxies stay visible.
        let ps = match self.sema.il.entities.get(first) {
            Some(p) => {
                let s = p.scope;
                self.sema.il.scopes.set_parent(s, def.pscope);
                s
            }
            None => def.pscope,
        };
        let fs = self.sema.il.scopes.push(ScopeKind::Function, ps, spec);
        let diags = self.sema.diags.len();
        let lambdas_before = self.sema.il.lambdas.len();
        let captures_before = self.sema.il.lambdas.get(def.rec).map(|r| r.captures.len() + r.captures_this as usize).unwrap_or(0);
        let refs_before = self.cuda_var_ref_count();
        let captured: Vec<(EntityId, EntityId)> = self.sema.il.lambdas.get(def.rec).map(|r| r.captures.iter().filter(|c| !c.init).map(|c| (c.captured, c.proxy)).collect()).unwrap_or_default();
        let ctx = super::lambdas::LambdaCtx {
            op: spec,
            params: def.pscope,
            default_capture: def.default_capture,
            mutable: def.mutable,
            kind: def.kind,
            generic: true,
            rec: def.rec,
            captured,
            parent_fn: def.parent_fn,
            implicit_this: None,
        };
        let saved_lambdas = std::mem::replace(&mut self.lambdas, vec![ctx]);
        let saved = (self.scope, self.sema.cur_scope, self.sema.current_function, self.loops, self.breakables, std::mem::take(&mut self.switches), std::mem::take(&mut self.returns));
        let saved_dep = std::mem::replace(&mut self.tmpl.dependent_ok, false);
        let saved_body = self.tmpl.user.body.take();
        let saved_undef = std::mem::take(&mut self.undefined);
        let saved_uninit = std::mem::replace(&mut self.uninit_local, false);
        let saved_this = std::mem::replace(&mut self.this_ctx, def.this_ctx);
        let static_body = std::mem::replace(&mut self.classes.static_body, false);
        self.scope = fs;
        self.sema.cur_scope = fs;
        self.sema.current_function = spec;
        self.loops = 0;
        self.breakables = 0;
        self.genl.depth += 1;
        self.cif.instantiating += 1;
        let b = self.compound_in(def.body, fs);
        self.cif.instantiating -= 1;
        self.genl.depth -= 1;
        let returns = std::mem::replace(&mut self.returns, saved.6);
        self.classes.static_body = static_body;
        self.this_ctx = saved_this;
        self.uninit_local = saved_uninit;
        self.undefined = saved_undef;
        self.tmpl.user.body = saved_body;
        self.tmpl.dependent_ok = saved_dep;
        self.scope = saved.0;
        self.sema.cur_scope = saved.1;
        self.sema.current_function = saved.2;
        self.loops = saved.3;
        self.breakables = saved.4;
        self.switches = saved.5;
        self.lambdas = saved_lambdas;
        if self.check_sema_gaps() || self.stopped {
            return None;
        }
        let b = b?;
        let captures_after = self.sema.il.lambdas.get(def.rec).map(|r| r.captures.len() + r.captures_this as usize).unwrap_or(0);
        if self.sema.il.lambdas.len() != lambdas_before || captures_after != captures_before || self.cuda_var_ref_count() != refs_before {
            self.gap("lower: generic lambda instantiation that captures, defines a lambda or names a device variable", at);
            return None;
        }
        if let Some(Payload::Function(fd)) = self.sema.il.entities.get_mut(spec).map(|e| &mut e.data) {
            fd.body = b;
            fd.flags |= FunctionData::DEFINED;
        }
        if !def.trailing {
            let before = self.sema.diags.len();
            let a = self.sema.il.types.auto(AutoKind::Auto);
            let r = self.deduce_return(a, &returns, at)?;
            if self.sema.diags.len() != before {
                self.sema.diags.truncate(before);
                self.gap("lower: diagnostic deducing a generic lambda's result type", at);
                return None;
            }
            let old = self.sema.il.entities.get(spec).map(|e| e.ty).unwrap_or_default();
            if let TypeKind::Function(mut sig) = self.sema.il.types.kind(old) {
                sig.ret = r;
                let nt = self.sema.il.types.function(sig);
                if let Some(e) = self.sema.il.entities.get_mut(spec) {
                    e.ty = nt;
                }
            }
        }
        self.generic_instantiation_context(def, spec, diags, at)
    }

    /// The diagnostics from index `from` on, given by the instantiation of `spec` called at `at`: what
    /// phase 1 gave already is dropped, the others get the context line. None after a gap.
    fn generic_instantiation_context(&mut self, def: &GenericDef, spec: EntityId, from: usize, at: Offset) -> Option<()> {
        let mut kept = Vec::new();
        for d in self.sema.diags.drain(from..).collect::<Vec<_>>() {
            if !def.phase1.contains(&(d.id, d.at)) {
                kept.push(d);
            }
        }
        if kept.is_empty() {
            return Some(());
        }
        let call = self.map.locate(at);
        let (cfile, cline) = (call.file.to_string(), call.line);
        for d in &kept {
            let Where::At(o) = d.at else {
                self.gap("lower: diagnostic without position in a generic lambda instantiation", at);
                return None;
            };
            if self.genl.depth > 0 || !d.context.is_empty() || self.map.locate(o).file != cfile {
                self.gap("lower: diagnostic in a generic lambda instantiation (nested or in another file)", at);
                return None;
            }
        }
        let line = format!("instantiation of function \"{}\" at line {}", self.generic_spec_name(def, spec), cline);
        for mut d in kept {
            // The context line ends the whole group: after the notes (corpus lambdas3/
            // generic_lambda_bad_call: the #3328 candidates come first).
            match d.notes.last_mut() {
                Some(n) => n.context.push(line.clone()),
                None => d.context.push(line.clone()),
            }
            self.sema.diags.push(d);
        }
        Some(())
    }

    /// `lambda [](auto, int)->auto [with <auto-1>=long]`: how the instantiation context names `spec`.
    fn generic_spec_name(&self, def: &GenericDef, spec: EntityId) -> String {
        let il = &self.sema.il;
        let p = Printer::new(il);
        let closure_ty = il.entities.get(def.closure).map(|e| e.ty).unwrap_or_default();
        let mut s = p.type_str(closure_ty);
        let args: Vec<TemplateArg> = il.entities.get(spec).and_then(|e| e.spec()).map(|sp| il.types.arg_list(sp.args).to_vec()).unwrap_or_default();
        if !args.is_empty() {
            let with: Vec<String> = args.iter().enumerate().map(|(i, a)| format!("<auto-{}>={}", i + 1, p.template_arg(*a, 0))).collect();
            s.push_str(&format!(" [with {}]", with.join(", ")));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::run;
    use crate::diag::id;

    #[test]
    fn valid_calls_are_typed() {
        for src in [
            "int f() { auto g = [](auto x) { return x + 1; }; int a = g(1); double d = g(2.0); return a + (int)d; }",
            "int f() { int s = 0; auto add = [&s](const auto &v) { s += v; }; add(1); add(2L); return s; }",
            "int f() { auto a = [](auto &&x) { return x; }; int i = 0; int j = a(i); return a(1) + j; }",
            "int f() { auto v = [](auto x) -> int { return x; }; return v(1.0); }",
            "double f(int a, double b) { auto add = [](auto x, auto y) { return x + y; }; auto twice = [&](auto v) { return add(v, v); }; return add(a, 1) + add(b, 2.0) + twice(a) + twice(b); }",
        ] {
            let o = run(src);
            assert!(o.gaps.is_empty() && o.diags.is_empty(), "{:?} {:?} for {}", o.gaps, o.diags, src);
        }
    }

    #[test]
    fn result_type_is_deduced_per_call() {
        let o = run("void h() { auto v = [](auto x) { return; }; int q = v(1); }");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags, vec![(id::BAD_INITIALIZER_TYPE.template(), 1)]);
        let o = run("int f() { auto c = [](auto x) { return x; }; float *p = c(2.0f); return 0; }");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
    }

    #[test]
    fn instantiation_errors_once_per_specialisation() {
        let o = run("int f() {\n auto k = [](auto x) { return x.foo(); };\n return k(1) + k(2);\n}");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
        assert_eq!(o.diags[0].1, 2);
        // What phase 1 reported is not reported again.
        let o = run("void h() {\n auto g = [](auto x) { int *p = 1.0; return x; };\n g(1);\n}");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags.len(), 1, "{:?}", o.diags);
    }

    #[test]
    fn calls_no_specialisation_fits() {
        let o = run("void h() {\n auto g = [](auto x) { return x; };\n g(1, 2);\n}");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags, vec![(id::NO_MATCHING_FUNCTION.template(), 3)]);
        let o = run("void h() {\n auto g = [](auto &x) { return x; };\n g(1);\n}");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags, vec![(id::NO_MATCHING_FUNCTION.template(), 3)]);
    }
}

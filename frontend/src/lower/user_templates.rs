//! Function templates defined in user code: their CUDA execution-space attributes and the phase-1
//! analysis of their bodies. Part of template lowering (`templates.rs`, which declares the template and
//! its pattern function first).
//!
//! EDG analyses a template definition when it is parsed: names that do not depend on a template
//! parameter are looked up and non-dependent expressions are checked; anything type-dependent waits for
//! an instantiation. cudafe++ instantiates function bodies only for explicit instantiations (and
//! constexpr uses), never for an implicit use such as a call or a kernel launch (probed: `t.foo()` with
//! `T = int` in a launched `__global__` template gives nothing). So the body is lowered once with the
//! template parameters as dependent types — sema builds `Dependent` nodes for type-dependent operands —
//! and the diagnostics it gives are kept only when they are of a kind verified to be reported at
//! definition time ([`PHASE1_REPORTED`]). EDG skips some non-dependent checks there (probed: no flow
//! warnings such as #940 or #549, no check of `return "x";` in `int f(T)` nor of `return 1;` in a void
//! template), so every other diagnostic is a gap, and the flow checks are not run.
use super::Lowerer;
use crate::diag::id;
use crate::lex::Kw;
use crate::parse::ast::{self, DeclSpec, TemplateParam};
use crate::sema::entities::{Payload, Space};
use crate::sema::ids::{EntityId, ScopeId, StmtId};
use crate::sema::scopes::ScopeKind;
use std::collections::{HashMap, HashSet};

/// Diagnostics verified to be given at the definition of a function template for non-dependent code
/// (probes p1/p3/p4 of session 3: each kind appeared in an uninstantiated template), with the same
/// text and position as outside a template.
pub(super) const PHASE1_REPORTED: &[crate::diag::DiagId] = &[
    id::UNDEFINED_IDENTIFIER,
    id::TOO_MANY_ARGUMENTS,
    id::BAD_INITIALIZER_TYPE,
    id::EXPR_NOT_CLASS,
    id::EXPR_NOT_A_MODIFIABLE_LVALUE,
    id::DEPRECATED_STRING_CONV,
    // A non-dependent call of a `__device__` function from a host or host-device template: reported
    // at the definition, the caller named by its bare name (probes p2/p4; corpus
    // cuda/ii/template_nondependent_call).
    id::D_H_ILLEGAL_CALL,
    id::D_HD_ILLEGAL_CALL,
    // `if constexpr` before C++17 and a first capture in constexpr-if context of an extended lambda:
    // given at the definition (probe a7; corpus cuda-rules/lambda_constexpr_if_capture).
    id::IF_CONSTEXPR_IS_CPP17,
    id::EXTENDED_LAMBDA_CAPTURE_IN_CONSTEXPR_IF,
    // `[ts...]` in an extended lambda of a variadic template: given at the definition (probe cuda18
    // lp1, no instantiation).
    id::EXTENDED_LAMBDA_PACK_CAPTURE,
    // `&blockDim` in a function template body (corpus/cuda-s5/builtin_var_address_forms.cu).
    id::ADDR_OF_NV_BUILTIN_VAR,
    // A `"cc"` clobber in a `__device__` function template (corpus/cuda-s5/asm_cc_clobber_forms.cu).
    id::CC_CLOBBER_IN_DEVICE,
    // An extended lambda inside a generic lambda: given at the definition, also when the generic
    // lambda is never called (corpus genlambda-s13/ext_device_in_generic.cu).
    id::EXTENDED_LAMBDA_ENCLOSING_FUNCTION_GENERIC_LAMBDA,
];

/// What lowering knows about the user-code function templates of the translation unit.
#[derive(Default)]
pub(crate) struct UserTemplates {
    /// While the body of a user function template is lowered: its template parameter scope. Entities
    /// declared inside it (template parameters, function parameters, locals) may have dependent types.
    pub body: Option<ScopeId>,
    /// Function templates whose calls may stand without an instantiation: declared in user code with a
    /// signature cufe built, not constexpr and without a deduced return type, and (for a definition) a
    /// body whose phase-1 analysis passed.
    pub callable: HashSet<EntityId>,
    /// The phase-1 IL of each analysed body (template → statement), for the host output.
    pub bodies: HashMap<EntityId, StmtId>,
    /// Launch attributes with value-dependent arguments, applied per specialisation
    /// (`cuda_launch_args.rs`): template → (kind, argument expressions, attribute token).
    pub deferred_launch: HashMap<EntityId, Vec<(&'static str, Vec<crate::parse::ast::ExprId>, u32)>>,
    /// Specialisations whose deferred launch attributes were applied.
    pub launch_instantiated: HashSet<EntityId>,
}

/// The specifiers a user function template may have here (the others are unmodelled with templates).
pub(crate) fn user_template_specifiers_ok(spec: &DeclSpec) -> bool {
    spec.specifiers.iter().all(|k| matches!(k, Kw::Inline | Kw::Static | Kw::Extern | Kw::Constexpr))
}

impl<'a> Lowerer<'a> {
    /// Finishes the user-code function template `t` whose pattern `f` was just declared: applies its
    /// execution-space attributes, then (for a definition) analyses its body. `ps` is the template
    /// parameter scope. Gaps on anything not modelled.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn user_function_template(&mut self, t: EntityId, f: EntityId, ps: ScopeId, params: &[TemplateParam], spec: &DeclSpec, dr: &ast::Declarator, inner: crate::parse::ast::DeclId, at: u32) {
        if self.stopped {
            return;
        }
        let constexpr = spec.specifiers.contains(&Kw::Constexpr);
        // 20116/20117 of a variadic `__global__` template (cuda_packs.rs), before the attributes' own
        // diagnostics (any of which is a gap below: their order with these was not probed).
        if !constexpr && self.variadic_global_template(params, spec) && self.global_template_packs(params, at).is_none() {
            return;
        }
        if !spec.attrs.is_empty() {
            let ok = self.attempt(false, |l| {
                // Launch attribute arguments may name the template parameters.
                let saved = (std::mem::replace(&mut l.scope, ps), std::mem::replace(&mut l.sema.cur_scope, ps), std::mem::replace(&mut l.tmpl.dependent_ok, true), l.tmpl.user.body.replace(ps));
                let sorted = l.sort_attrs(&spec.attrs, super::attrs::AttrTarget::Function);
                (l.scope, l.sema.cur_scope, l.tmpl.dependent_ok, l.tmpl.user.body) = saved;
                let sorted = sorted?;
                if sorted.noreturn.is_some() || !sorted.mem.is_empty() {
                    l.gap("lower: function template specifiers or attributes in user code", at);
                    return None;
                }
                let global = sorted.exec.iter().any(|x| x.0 == crate::cuda::spaces::ExecAttr::Global);
                if global && constexpr {
                    // 20118 (constexpr) is not modelled.
                    l.gap("lower: __global__ function template with a parameter pack or constexpr", at);
                    return None;
                }

                // 20048 is not given at the template's definition (corpus cuda-rules/global_return_type_ok)
                // but at each specialisation's first use, with its instantiation context (probe cuda18 g1):
                // deferred like a value-dependent launch attribute (cuda_launch_args.rs).
                let mut global_return = None;
                if global && !l.sema.il.types.is_void(l.fn_return_type(f)) {
                    let rt = l.fn_return_type(f);
                    let deduced = matches!(l.sema.il.types.ckind(rt), crate::sema::types::TypeKind::Auto(_))
                        || matches!(spec.base, ast::TypeBase::Auto(_) | ast::TypeBase::DecltypeAuto)
                        || l.has_trailing_return(dr);
                    if deduced || !sorted.launch.is_empty() || !sorted.launch_deferred.is_empty() {
                        l.gap("lower: __global__ function template with a non-void return type", at);
                        return None;
                    }
                    global_return = sorted.exec.iter().find(|x| x.0 == crate::cuda::spaces::ExecAttr::Global).map(|x| x.1);
                }
                let facts = l.fn_facts(spec, dr);
                let name_at = dr.name.as_ref().map(|n| n.span.lo).unwrap_or(at);
                // The launch attributes' own diagnostics are given at the definition (probes lb2, lb4):
                // kept apart from the attempt's "no diagnostic in a template declaration" rule.
                let mark = l.sema.diags.len();
                l.apply_fn_attrs(f, &sorted, &facts, name_at, false)?;
                if global_return.is_some() {
                    // (The ordinary declaration check gives 20048 at once; for a template it waits.)
                    let mut i = mark;
                    while i < l.sema.diags.len() {
                        if l.sema.diags[i].id == crate::diag::id::GLOBAL_FUNCTION_RETURN_TYPE {
                            l.sema.diags.remove(i);
                        } else {
                            i += 1;
                        }
                    }
                }
                let mut launch_diags: Vec<crate::diag::Diagnostic> = if sorted.launch.is_empty() && sorted.launch_deferred.is_empty() { Vec::new() } else { l.sema.diags.drain(mark..).collect() };
                // 3702 (`__grid_constant__` on a parameter of a non-kernel template) is given at the
                // declaration too (probe cuda21 gc2).
                let mut i = mark;
                while i < l.sema.diags.len() {
                    if l.sema.diags[i].id == crate::diag::id::GRID_CONSTANT_NON_KERNEL {
                        launch_diags.push(l.sema.diags.remove(i));
                    } else {
                        i += 1;
                    }
                }
                let mut deferred = sorted.launch_deferred;
                if let Some(gat) = global_return {
                    deferred.push((super::cuda_launch_args::GLOBAL_RETURN, Vec::new(), gat));
                }
                Some((launch_diags, deferred))
            });
            let Some((launch_diags, deferred)) = ok else {
                if !self.stopped {
                    self.gap("lower: function template specifiers or attributes in user code", at);
                }
                return;
            };
            self.sema.diags.extend(launch_diags);
            if !deferred.is_empty() {
                self.tmpl.user.deferred_launch.insert(t, deferred);
            }
        }
        let auto_ret = matches!(spec.base, ast::TypeBase::Auto(_) | ast::TypeBase::DecltypeAuto) || self.has_trailing_return(dr);
        let body = match &self.ast.decl(inner).kind {
            crate::parse::ast::DeclKind::Function { body, ctor_inits, try_block, .. } => {
                if !ctor_inits.is_empty() || !try_block.is_empty() {
                    return self.gap("lower: function template with a function-try-block", at);
                }
                *body
            }
            _ => None,
        };
        // A function parameter pack: its body is lowered like any other (what it cannot analyse, such
        // as `sizeof...` or an expansion, is a gap there); calls deduce the pack (sema/deduce_packs.rs).
        if let Some(b) = body {
            let Some(stmt) = self.user_template_body(f, b, ps) else { return };
            self.tmpl.user.bodies.insert(t, stmt);
            self.sema.il.template_bodies.insert(t, stmt);
            // The definition's default arguments, for the host output only (template_default_args.rs):
            // quietly, as what cannot be analysed there only leaves the printer's gap.
            if let Some(d) = self.attempt(true, |l| l.pattern_default_args(f, ps, inner)) {
                self.record_pattern_default_args(d);
            }
        }
        if !constexpr && !auto_ret {
            self.tmpl.user.callable.insert(t);
        }
    }

    /// Phase 1 of the definition `c` of the user-code class template `t` (parameter scope `ps`): the
    /// class is defined as its pattern (the incomplete pattern class declared in `ps` is completed), its
    /// member function bodies lowered with the template parameters dependent. Diagnostics are kept only
    /// when verified to be given at definition ([`PHASE1_REPORTED`]); anything else is a gap.
    pub(crate) fn user_class_template(&mut self, t: EntityId, ps: ScopeId, c: crate::parse::ast::DeclId, at: u32) {
        if self.stopped {
            return;
        }
        let saved = (self.scope, self.tmpl.dependent_ok, self.tmpl.user.body.replace(ps));
        self.scope = ps;
        self.tmpl.dependent_ok = true;
        let out = self.out.len();
        let diags = self.sema.diags.len();
        let expr_start = self.sema.il.exprs.len();
        let r = self.class_definition(c);
        self.scope = saved.0;
        self.tmpl.dependent_ok = saved.1;
        self.tmpl.user.body = saved.2;
        if self.stopped || self.check_sema_gaps() {
            return;
        }
        if r.is_none() {
            return self.gap("lower: class template definition", at);
        }
        if self.value_dependent_deferral(expr_start, at) {
            return;
        }
        let new_out = self.out.get(out..).unwrap_or(&[]);
        let pending = self.sema.diags.get(diags..).unwrap_or(&[]);
        if let Some(d) = new_out.iter().chain(pending).find(|d| !PHASE1_REPORTED.contains(&d.id)) {
            let at = match d.at {
                crate::diag::Where::At(o) => o,
                _ => at,
            };
            return self.gap("lower: diagnostic in a template body (not verified to be given at definition)", at);
        }
        self.sema.il.class_templates_analysed.insert(t);
    }

    fn fn_return_type(&self, f: EntityId) -> crate::sema::ids::TypeId {
        let il = &self.sema.il;
        match il.entities.get(f).map(|e| il.types.ckind(e.ty)) {
            Some(crate::sema::types::TypeKind::Function(sig)) => sig.ret,
            _ => crate::sema::types::TypeTable::ERROR,
        }
    }

    fn has_trailing_return(&self, dr: &ast::Declarator) -> bool {
        dr.ops.iter().any(|op| matches!(op, ast::DeclaratorOp::Function(fo) if fo.trailing.is_some()))
    }

    /// Phase 1 of the body of the pattern `f` (see the module comment). Returns the body's IL, None
    /// after a gap.
    pub(super) fn user_template_body(&mut self, f: EntityId, body: crate::parse::ast::StmtId, ps: ScopeId) -> Option<StmtId> {
        let il = &mut self.sema.il;
        let first = il.entities.get(f).and_then(|e| e.function()).map(|fd| fd.first_param).unwrap_or(EntityId::NONE);
        let outer = if first.is_some() { il.entities.get(first).map(|p| p.scope).unwrap_or(ps) } else { ps };
        let fs = il.scopes.push(ScopeKind::Function, outer, f);
        let saved = (self.scope, self.sema.current_function, self.loops, self.breakables, std::mem::take(&mut self.switches));
        let saved_t = (self.tmpl.dependent_ok, self.tmpl.user.body.replace(ps));
        let saved_undef = std::mem::take(&mut self.undefined);
        let saved_uninit = std::mem::replace(&mut self.uninit_local, false);
        self.scope = fs;
        self.sema.current_function = f;
        self.sema.cur_scope = fs;
        self.loops = 0;
        self.breakables = 0;
        self.tmpl.dependent_ok = true;
        let diags = self.sema.diags.len();
        let expr_start = self.sema.il.exprs.len();
        let stmt_start = self.sema.il.stmts.len();
        let cuda_mark = self.cuda_body_start();
        let b = self.function_compound(body, fs);
        let b = b.filter(|_| self.cuda_body_end(f, cuda_mark).is_some());
        if b.is_some() && !self.stopped {
            let expr_end = self.sema.il.exprs.len();
            self.check_access_range(expr_start, expr_end, f);
        }
        self.uninit_local = saved_uninit;
        self.undefined = saved_undef;
        self.scope = saved.0;
        self.sema.current_function = saved.1;
        self.sema.cur_scope = saved.0;
        self.loops = saved.2;
        self.breakables = saved.3;
        self.switches = saved.4;
        self.tmpl.dependent_ok = saved_t.0;
        self.tmpl.user.body = saved_t.1;
        if self.check_sema_gaps() || self.stopped {
            return None;
        }
        let b = b?;
        if self.value_dependent_deferral(expr_start, self.decl_lo) || self.value_dependent_cast_uses(expr_start, stmt_start, self.decl_lo) {
            return None;
        }
        if let Some(d) = self.sema.diags[diags.min(self.sema.diags.len())..].iter().find(|d| !PHASE1_REPORTED.contains(&d.id)) {
            let at = match d.at {
                crate::diag::Where::At(o) => o,
                _ => self.decl_lo,
            };
            self.sema.diags.truncate(diags);
            self.gap("lower: diagnostic in a template body (not verified to be given at definition)", at);
            return None;
        }
        self.flush();
        Some(b)
    }

    /// A cast to the non-dependent type `ty` of a dependent operand `x` in a template body: the result
    /// is not type-dependent (EDG resolves a call taking it at definition), only value-dependent.
    /// Returns whether the cast is such a one (the caller hands the built node to
    /// [`Self::value_dependent_cast`]); targets other than void and scalar non-reference types are
    /// gaps. None after a gap.
    pub(crate) fn template_cast_check(&mut self, ty: crate::sema::ids::TypeId, x: crate::sema::ids::ExprId, at: u32) -> Option<bool> {
        if self.tmpl.user.body.is_some() && !self.sema.il.types.is_dependent(ty) && self.sema.expr(x).is_dependent() {
            if super::dependent_casts::value_dependent_target(&self.sema.il.types, ty) {
                return Some(true);
            }
            self.gap("lower: cast of a dependent operand to a non-dependent type in a template body", at);
            return None;
        }
        Some(false)
    }

    /// Whether sema deferred an operation whose operands are only value-dependent (`f(sizeof(t))`,
    /// `g(N)` with a non-type parameter `N`): EDG resolves those at definition (they are not
    /// type-dependent). Scans the nodes built from `start`. A gap when found.
    pub(super) fn value_dependent_deferral(&mut self, start: usize, at: u32) -> bool {
        use crate::sema::expr::{Expr, ExprKind};
        let end = self.sema.il.exprs.len();
        for i in start..end {
            let id = crate::sema::ids::ExprId::from_len(i);
            let Some(n) = self.sema.il.exprs.get(id).copied() else { continue };
            let ExprKind::Dependent(list) = n.kind else { continue };
            if super::dependent_functional_casts::is_dependent_cast(&self.sema.il, &n) {
                continue;
            }
            let ops = self.sema.il.exprs.list(list).to_vec();
            let flags = |e: crate::sema::ids::ExprId| self.sema.il.exprs.get(e).map(|x| x.flags).unwrap_or(0);
            if !ops.is_empty() && ops.iter().all(|&o| flags(o) & Expr::TYPE_DEPENDENT == 0) {
                self.gap("lower: operation with only value-dependent operands in a template body", at);
                return true;
            }
        }
        false
    }

    /// A non-type template parameter named as an operand in a template body: a value-dependent prvalue
    /// (type-dependent too when its type is). Other template parameters are gaps.
    pub(crate) fn template_param_operand(&mut self, e: EntityId, span: crate::source::Span) -> Option<crate::sema::ids::ExprId> {
        let ent = self.sema.il.entities.get(e).copied()?;
        match ent.data {
            Payload::TemplateParam(p) if p.kind == crate::sema::entities::TemplateParamKind::NonType && !p.pack => {
                let r = self.sema.build_decl_ref(e, span);
                if self.sema.il.types.is_dependent(ent.ty) {
                    self.sema.mark(r, crate::sema::expr::Expr::TYPE_DEPENDENT | crate::sema::expr::Expr::VALUE_DEPENDENT);
                }
                Some(r)
            }
            _ => {
                self.gap("lower: name of this kind as an operand", span.lo);
                None
            }
        }
    }

    /// A block-scope variable of dependent type in the body of a user function template: declared, its
    /// initialiser lowered (its operands are checked; the initialisation itself waits for the
    /// instantiation). `constexpr` and `auto` are gaps.
    pub(crate) fn dependent_local(&mut self, dd: &super::decl::Declared, ty: crate::sema::ids::TypeId, vflags: u32, init: Option<&ast::Init>, at: u32) -> Option<EntityId> {
        use crate::sema::entities::VariableData;
        if vflags & VariableData::CONSTEXPR != 0 || matches!(self.sema.il.types.ckind(ty), crate::sema::types::TypeKind::Auto(_)) {
            self.gap("lower: constexpr or auto variable of dependent type", at);
            return None;
        }
        let data = VariableData { flags: vflags | VariableData::LOCAL, ..VariableData::default() };
        let v = self.sema.il.declare_variable(self.scope, dd.name, ty, data, dd.name_span);
        let x = match init {
            None => return Some(v),
            Some(ast::Init::Assign(e)) | Some(ast::Init::Brace(e)) if !matches!(self.ast.expr(*e).kind, ast::ExprKind::InitList(_)) => {
                let x = self.expr(*e)?;
                self.sema.build_copy_init(x, ty).unwrap_or(x)
            }
            Some(ast::Init::Paren(es)) => {
                let xs = self.exprs(es)?;
                let sp = dd.name_span;
                self.sema.build_dependent(&xs, sp, sp.lo)
            }
            Some(_) => {
                self.gap("lower: list initialisation of a variable of dependent type", at);
                return None;
            }
        };
        if let Some(Payload::Variable(vd)) = self.sema.il.entities.get_mut(v).map(|e| &mut e.data) {
            vd.init = x;
        }
        Some(v)
    }

    /// Inside the body of a user function template: whether `e` was declared in it or in its template
    /// parameter list (its dependent type is the template's own, not an uninstantiated use).
    pub(crate) fn declared_in_user_template(&self, e: EntityId) -> bool {
        let Some(ps) = self.tmpl.user.body else { return false };
        let il = &self.sema.il;
        let Some(mut s) = il.entities.get(e).map(|x| x.scope) else { return false };
        for _ in 0..10_000 {
            if s == ps {
                return true;
            }
            match il.scopes.get(s) {
                Some(x) if x.parent.is_some() && x.parent != s => s = x.parent,
                _ => return false,
            }
        }
        false
    }

    /// The space a call from the current function is made in (None outside a function).
    pub(crate) fn current_space(&self) -> Option<Space> {
        let f = self.sema.current_function;
        self.sema.il.entities.get(f).filter(|_| f.is_some()).map(|e| e.exec.space())
    }
}

#[cfg(test)]
#[path = "user_templates_tests.rs"]
mod tests;

//! Variable templates of the prelude: partial and explicit specialisations, and variable template-ids
//! used as operands (`is_same_v<_Tp, _Up>`, libcu++'s `_IsNotSame`, `__cccl_is_referenceable`).
//!
//! The primary is declared by `templates.rs` (a `TemplateKind::Variable` template whose pattern is the
//! AST declaration). Here the prelude's `template<class T> constexpr bool v<T, T> = …;` (a parameter
//! holder plus the converted argument list) and `template<> constexpr bool v<int> = …;` are recorded
//! against their primary, so that a use selects what EDG selects ([temp.spec.partial.match]: an explicit
//! specialisation with the same arguments, else the most specialised matching partial specialisation,
//! else the primary).
//!
//! A use `v<A…>` with non-dependent arguments names the specialisation's variable: it is built once per
//! argument list by lowering the selected declaration with the parameters bound to the arguments (as an
//! instantiation does, `bind_param`), and kept only when it is a `constexpr` variable of integral type
//! whose initialiser is a constant (what the trait chains use). Anything else — a dependent argument
//! list, a specialisation cufe could not record, a non-constexpr or non-integral variable, an
//! initialiser that does not lower cleanly — is a gap: unsupported beats wrong.
use super::Lowerer;
use crate::lex::Kw;
use crate::parse::ast::{self, DeclId, DeclKind, TemplateParam};
use crate::sema::entities::{Payload, TemplateKind, VariableData};
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::scopes::{LookupKind, ScopeKind};
use crate::sema::specializations::{match_partial, Match};
use crate::sema::types::TemplateArg;
use crate::source::Span;
use std::collections::{HashMap, HashSet};

/// Nesting of specialisations built while building one (each initialiser may name another).
const MAX_NESTING: u32 = 32;

/// Variable-template bookkeeping of one lowering run.
#[derive(Default)]
pub(crate) struct VarTemplates {
    /// Primary → its partial specialisations (parameter holder, arguments in terms of the holder's
    /// parameters, declaration).
    partials: HashMap<EntityId, Vec<(EntityId, Vec<TemplateArg>, DeclId)>>,
    /// Primary → its explicit specialisations (arguments, declaration).
    explicit: HashMap<EntityId, Vec<(Vec<TemplateArg>, DeclId)>>,
    /// Primaries with a specialisation whose arguments cufe could not build: every use is a gap.
    broken: HashSet<EntityId>,
    /// (primary, arguments) → the specialisation's variable (None: it could not be built).
    built: HashMap<(EntityId, Vec<TemplateArg>), Option<EntityId>>,
    /// (primary, arguments) that could not be built → the first gap met building it (None: no gap,
    /// e.g. a non-constexpr or class-type variable).
    why: HashMap<(EntityId, Vec<TemplateArg>), Option<String>>,
    nesting: u32,
}

/// The single non-function declarator of a simple declaration whose name is a template-id
/// (`v<T, T> = …`): its specifiers and declarator.
fn specialization_declarator(ast: &ast::Ast, inner: DeclId) -> Option<(&ast::DeclSpec, &ast::InitDeclarator)> {
    let DeclKind::Simple { spec, declarators } = &ast.decl(inner).kind else { return None };
    let [one] = declarators.as_slice() else { return None };
    let name = one.decl.name.as_ref()?;
    if name.global || name.segs.len() != 1 || name.segs[0].targs.is_none() || matches!(one.decl.ops.first(), Some(ast::DeclaratorOp::Function(_))) {
        return None;
    }
    if spec.specifiers.contains(&Kw::Friend) {
        return None;
    }
    Some((spec, one))
}

impl<'a> Lowerer<'a> {
    /// The variable template `name` (last segment's identifier) visible from the current scope.
    fn visible_var_template(&mut self, s: crate::lex::Symbol) -> Option<EntityId> {
        let n = self.sym(s);
        let il = &self.sema.il;
        let e = il.scopes.lookup(&il.entities, &il.types, self.scope, n, LookupKind::Ordinary).single()?;
        let e = il.entities.resolve(e);
        (il.entities.get(e)?.template()?.kind == TemplateKind::Variable).then_some(e)
    }

    /// `template<params> v<args> = …;` in the prelude: recorded as a partial specialisation of the
    /// primary `v`. False when `inner` is not such a declaration.
    pub(super) fn var_partial_specialization(&mut self, params: &[TemplateParam], inner: DeclId, span: Span) -> bool {
        let ast: &'a ast::Ast = self.ast;
        let Some((_, one)) = specialization_declarator(ast, inner) else { return false };
        let Some(name) = one.decl.name.as_ref() else { return false };
        let Some(s) = name.last_ident() else { return false };
        let Some(primary) = self.visible_var_template(s) else {
            // Not a variable template cufe declared (a class partial specialisation is handled elsewhere).
            return false;
        };
        let n = self.sym(s);
        let depth = self.template_depth();
        let private = self.sema.il.scopes.push(ScopeKind::TemplateParams, self.scope, EntityId::NONE);
        let (holder, ps) = self.sema.il.declare_template(private, n, TemplateKind::Partial, depth, span);
        if self.declare_params(holder, ps, params, span, true).is_none() {
            self.tmpl.vars.broken.insert(primary);
            return true;
        }
        let saved = self.scope;
        self.scope = ps;
        let targs = name.segs[0].targs.as_deref().unwrap_or(&[]);
        let args = self.attempt(true, |l| l.convert_args(primary, targs, span.lo));
        self.scope = saved;
        match args {
            Some(a) => self.tmpl.vars.partials.entry(primary).or_default().push((holder, a, inner)),
            None => {
                self.tmpl.vars.broken.insert(primary);
            }
        }
        true
    }

    /// `template<> v<args> = …;` in the prelude: recorded as an explicit specialisation of `v`. False
    /// when `inner` is not such a declaration.
    pub(super) fn var_explicit_specialization(&mut self, inner: DeclId, at: u32) -> bool {
        let ast: &'a ast::Ast = self.ast;
        let Some((_, one)) = specialization_declarator(ast, inner) else { return false };
        let Some(name) = one.decl.name.as_ref() else { return false };
        let Some(s) = name.last_ident() else { return false };
        let Some(primary) = self.visible_var_template(s) else { return false };
        let targs = name.segs[0].targs.as_deref().unwrap_or(&[]);
        match self.attempt(true, |l| l.convert_args(primary, targs, at)) {
            Some(a) => self.tmpl.vars.explicit.entry(primary).or_default().push((a, inner)),
            None => {
                self.tmpl.vars.broken.insert(primary);
            }
        }
        true
    }

    /// `v<A…>` as an operand. None when `n` is not a template-id naming a variable template (the caller
    /// goes on as before); Some(None) after a gap; Some(Some(e)) the reference to the specialisation.
    pub(crate) fn var_template_operand(&mut self, n: &ast::Name, span: Span) -> Option<Option<ExprId>> {
        let k = n.segs.len();
        let last = n.segs.last()?;
        let targs = last.targs.as_deref()?;
        if n.segs[..k - 1].iter().any(|s| s.targs.is_some() || s.template_kw) {
            return None;
        }
        let at = span.lo;
        let mut plain = n.clone();
        plain.segs[k - 1].targs = None;
        plain.segs[k - 1].template_kw = false;
        let saved = std::mem::replace(&mut self.inst.naming_template, true);
        let r = self.attempt(true, |l| l.lookup_result(&plain, LookupKind::Ordinary));
        self.inst.naming_template = saved;
        let crate::sema::scopes::LookupResult::Found(t) = r? else { return None };
        let t = self.sema.il.entities.resolve(t);
        if self.sema.il.entities.get(t).and_then(|x| x.template()).map(|x| x.kind) != Some(TemplateKind::Variable) {
            return None;
        }
        if self.tmpl.opaque.contains(&t) || self.tmpl.concepts.contains(&t) || self.tmpl.vars.broken.contains(&t) {
            self.gap("lower: use of a variable template cufe did not build", at);
            return Some(None);
        }
        let Some(args) = self.convert_args(t, targs, at) else { return Some(None) };
        if args.iter().any(|a| self.var_arg_dependent(*a)) {
            if self.dependent_prelude_context(at) {
                // In a prelude template's declaration (`bool_constant<!is_same_v<_Tp, _Up>>` in an alias
                // template, `enable_if_t<is_integral_v<_Tp>, int> = 0` in a signature): value-dependent,
                // typed as the template's variable when that type is not dependent, evaluated when the
                // template is used with its arguments bound (alias_subst.rs, value_defaults.rs,
                // instantiate.rs, decltype_subst.rs).
                let x = self.sema.build_dependent(&[], span, at);
                let vty = self.sema.il.entities.get(t).and_then(|x| x.template()).and_then(|tp| self.sema.il.entities.get(tp.pattern)).map(|v| v.ty);
                if let Some(vty) = vty.filter(|&ty| !self.sema.il.types.is_dependent(ty) && !self.sema.il.types.is_error(ty)) {
                    let vty = self.sema.il.types.unqualified(vty);
                    if let Some(e) = self.sema.il.exprs.get_mut(x) {
                        e.ty = vty;
                    }
                }
                return Some(Some(x));
            }
            self.gap("lower: dependent variable template-id", at);
            return Some(None);
        }
        let args_key = args.clone();
        let Some(v) = self.var_specialization(t, args, at) else {
            // Name what stopped the build (as a class instantiation does), so the cause is counted.
            let why = self.tmpl.vars.why.get(&(t, args_key)).cloned().flatten();
            match why {
                Some(w) => {
                    let w = if w.starts_with("instantiate: ") { w } else { format!("instantiate: {w}") };
                    self.gap(&w, at)
                }
                None => self.gap("lower: variable template specialization cufe could not build", at),
            }
            return Some(None);
        };
        if !self.map.in_prelude(at) {
            // The reference prints the template-id as written (`std::is_same_v< int, int> `); the
            // specialisation built here is an unnamed-scope variable the printer would name without
            // its arguments.
            self.output_gap("emit items: use of a variable template specialization", at);
        }
        Some(Some(self.sema.build_decl_ref(v, span)))
    }

    fn var_arg_dependent(&self, a: TemplateArg) -> bool {
        let tt = &self.sema.il.types;
        match a {
            TemplateArg::Type(t) => tt.is_dependent(t),
            TemplateArg::Expr(_) => true,
            TemplateArg::Pack(l) => tt.arg_list(l).iter().any(|x| self.var_arg_dependent(*x)),
            TemplateArg::Template(e) => matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::TemplateParam(_))),
            _ => false,
        }
    }

    /// The variable of `t<args>` (built once).
    fn var_specialization(&mut self, t: EntityId, args: Vec<TemplateArg>, at: u32) -> Option<EntityId> {
        let key = (t, args.clone());
        if let Some(&v) = self.tmpl.vars.built.get(&key) {
            return v;
        }
        if self.tmpl.vars.nesting >= MAX_NESTING {
            return None;
        }
        self.tmpl.vars.nesting += 1;
        self.attempt_gap = None;
        let v = self.build_var_specialization(t, &args, at);
        self.tmpl.vars.nesting -= 1;
        if v.is_none() {
            let why = self.attempt_gap.take();
            self.tmpl.vars.why.insert(key.clone(), why);
        }
        self.tmpl.vars.built.insert(key, v);
        v
    }

    /// The declaration `t<args>` is built from, with its parameter bindings.
    fn select_var_pattern(&mut self, t: EntityId, args: &[TemplateArg]) -> Option<(DeclId, Vec<(EntityId, TemplateArg)>)> {
        if let Some(list) = self.tmpl.vars.explicit.get(&t) {
            if let Some((_, d)) = list.iter().find(|(a, _)| a.as_slice() == args) {
                return Some((*d, Vec::new()));
            }
        }
        let partials = self.tmpl.vars.partials.get(&t).cloned().unwrap_or_default();
        let mut matched: Vec<(usize, Vec<TemplateArg>)> = Vec::new();
        for (i, (holder, pargs, _)) in partials.iter().enumerate() {
            match match_partial(self.sema.il, *holder, pargs, args) {
                Match::Yes(d) => matched.push((i, d)),
                Match::No => {}
                Match::Unknown(_) => return None,
            }
        }
        if matched.is_empty() {
            let &decl = self.tmpl.patterns.get(&t)?;
            let params: Vec<EntityId> = self.sema.il.entities.template_params(t).collect();
            if params.len() != args.len() {
                return None;
            }
            return Some((decl, params.into_iter().zip(args.iter().copied()).collect()));
        }
        // Partial ordering: the one at least as specialised as every other, and strictly more.
        let mut winner = None;
        'outer: for &(a, _) in &matched {
            for &(b, _) in &matched {
                if a == b {
                    continue;
                }
                let (ha, aa, _) = &partials[a];
                let (hb, ab, _) = &partials[b];
                let a_b = match match_partial(self.sema.il, *hb, ab, aa) {
                    Match::Yes(_) => true,
                    Match::No => false,
                    Match::Unknown(_) => return None,
                };
                let b_a = match match_partial(self.sema.il, *ha, aa, ab) {
                    Match::Yes(_) => true,
                    Match::No => false,
                    Match::Unknown(_) => return None,
                };
                if !a_b || b_a {
                    continue 'outer;
                }
            }
            winner = Some(a);
            break;
        }
        let w = winner?;
        let deduced = matched.iter().find(|(i, _)| *i == w).map(|(_, d)| d.clone())?;
        let (holder, _, decl) = partials[w].clone();
        let params: Vec<EntityId> = self.sema.il.entities.template_params(holder).collect();
        Some((decl, params.into_iter().zip(deduced).collect()))
    }

    fn build_var_specialization(&mut self, t: EntityId, args: &[TemplateArg], at: u32) -> Option<EntityId> {
        let (decl, bindings) = self.select_var_pattern(t, args)?;
        let ast: &'a ast::Ast = self.ast;
        let (spec, dr, init) = match &ast.decl(decl).kind {
            DeclKind::Simple { spec, declarators } => {
                let [one] = declarators.as_slice() else { return None };
                (spec, &one.decl, one.init.as_ref())
            }
            _ => return None,
        };
        let Some(init) = init else {
            return self.build_extern_var_specialization(t, spec, dr, &bindings, at);
        };
        if !spec.specifiers.contains(&Kw::Constexpr) {
            return None;
        }
        let init = match init {
            ast::Init::Assign(x) => *x,
            _ => return None,
        };
        let name = self.sema.il.entities.get(t).map(|x| x.name)?;
        let outer = self.sema.il.entities.get(t).map(|x| x.scope).unwrap_or(crate::sema::scopes::Scopes::GLOBAL);
        let bscope = self.sema.il.scopes.push(ScopeKind::TemplateParams, outer, EntityId::NONE);
        for &(p, a) in &bindings {
            if self.bind_param(bscope, p, a, None).is_err() {
                return None;
            }
        }
        let saved_scope = std::mem::replace(&mut self.scope, bscope);
        let saved_cur = std::mem::replace(&mut self.sema.cur_scope, bscope);
        let saved_fn = std::mem::replace(&mut self.sema.current_function, EntityId::NONE);
        let saved_dep = std::mem::replace(&mut self.tmpl.dependent_ok, false);
        let saved_lenient = std::mem::replace(&mut self.tmpl.lenient, false);
        let r = self.attempt(true, |l| {
            let base = l.spec_type(spec)?;
            let (ty, _) = l.declarator_type(base, dr)?;
            // Integral and floating constants (<numbers>' `pi_v<double>`); class types are not built.
            if l.sema.il.types.is_dependent(ty) || !l.sema.il.types.is_arithmetic(ty) {
                return None;
            }
            let x = l.expr(init)?;
            if l.sema.expr(x).is_dependent() {
                return None;
            }
            let x = l.sema.build_copy_init(x, ty)?;
            if l.sema.il.types.is_integral(ty) {
                l.sema.eval_int(x)?;
            } else if !matches!(crate::sema::eval::evaluate(l.sema.il, x), Ok(crate::sema::consteval::Value::Float(_))) {
                return None;
            }
            Some((ty, x))
        });
        self.tmpl.lenient = saved_lenient;
        self.tmpl.dependent_ok = saved_dep;
        self.sema.current_function = saved_fn;
        self.sema.cur_scope = saved_cur;
        self.scope = saved_scope;
        if r.is_none() && std::env::var_os("CUFE_INST_DEBUG").is_some() {
            eprintln!("var template: specialization at {} not built", at);
        }
        let (ty, x) = r?;
        let cty = self.sema.il.types.qualified(ty, crate::sema::types::Quals::CONST);
        let data = VariableData { init: x, flags: VariableData::CONSTEXPR | VariableData::DEFINED, ..VariableData::default() };
        Some(self.sema.il.declare_variable(bscope, name, cty, data, Span::new(at, at)))
    }

    /// `template<class T, class = void> extern R (*v)() noexcept;` and its partial specialisations:
    /// libcu++'s `declval` (`extern __identity_t<_Tp && (*)() noexcept> declval<_Tp, void_t<_Tp&&>>;`),
    /// a variable of pointer-to-function type declared and never defined, only called in unevaluated
    /// operands. The specialisation is that variable with the substituted type (no initialiser); any
    /// other shape is not built.
    fn build_extern_var_specialization(&mut self, t: EntityId, spec: &ast::DeclSpec, dr: &ast::Declarator, bindings: &[(EntityId, TemplateArg)], at: u32) -> Option<EntityId> {
        if !spec.specifiers.contains(&Kw::Extern) || spec.specifiers.contains(&Kw::Constexpr) {
            return None;
        }
        let name = self.sema.il.entities.get(t).map(|x| x.name)?;
        let outer = self.sema.il.entities.get(t).map(|x| x.scope).unwrap_or(crate::sema::scopes::Scopes::GLOBAL);
        let bscope = self.sema.il.scopes.push(ScopeKind::TemplateParams, outer, EntityId::NONE);
        for &(p, a) in bindings {
            if self.bind_param(bscope, p, a, None).is_err() {
                return None;
            }
        }
        let saved = self.enter_clean_context(Some(bscope), self.decl_lo, None, Vec::new(), t);
        let q = self.run_quietly(|l| {
            let base = l.spec_type(spec)?;
            l.declarator_type(base, dr).map(|x| x.0)
        });
        self.leave_clean_context(saved);
        let ty = if q.clean() { q.value? } else { return None };
        let tt = &self.sema.il.types;
        let pointee = match tt.ckind(tt.canonical(ty)) {
            crate::sema::types::TypeKind::Pointer(p) => p,
            _ => return None,
        };
        if tt.is_dependent(ty) || !matches!(tt.ckind(tt.canonical(pointee)), crate::sema::types::TypeKind::Function(_)) {
            return None;
        }
        let data = VariableData { storage: crate::sema::entities::Storage::Extern, ..VariableData::default() };
        Some(self.sema.il.declare_variable(bscope, name, ty, data, Span::new(at, at)))
    }
}

#[cfg(test)]
#[path = "var_templates_tests.rs"]
mod tests;

//! Lowering of template declarations: class, function, variable and alias templates (and concepts),
//! partial and explicit specialisations, explicit instantiations, deduction guides, member templates of
//! non-template classes, and class template-ids used as types.
//!
//! Policy (decided by the lead): template *definitions* in the prelude (`SourceMap::in_prelude`) are
//! trusted. They are declared with their parameter lists — so lookup finds a template name, redeclarations
//! merge and specialisations attach to their primary — and their bodies are stored as patterns (the AST
//! declaration, in [`TemplateState::patterns`]) without phase-1 analysis. Anything in a prelude template
//! declaration that cufe cannot build (a signature with `typename T::x`, a default argument it cannot
//! evaluate, …) is built *quietly*: the attempt's gaps and diagnostics are discarded and the template is
//! recorded as *opaque* (every use of it is a gap). In user code nothing is trusted: definitions, and
//! declarations cufe cannot build exactly, are gaps; the few declarations it handles (a class template
//! declaration, a function template declaration with a buildable signature) are built with the ordinary
//! checks, and any diagnostic there is a gap too.
//!
//! Nothing is instantiated. A template-id naming a class template specialisation in a prelude declaration
//! resolves to the (incomplete, uninstantiated) specialisation entity; such a type must never reach code
//! that would diagnose it as incomplete, so every name that user code (or a prelude function body) finds
//! whose type involves an uninstantiated specialisation, a dependent type or a template is a gap
//! ([`Lowerer::template_use_guard`]).
use super::Lowerer;
use crate::lex::Kw;
use crate::parse::ast::{self, DeclId, DeclKind, DeclSpec, Name, SegKind, TemplateParam, TypeBase};
use crate::sema::entities::{ClassKey, Entity, FunctionData, Payload, SpecKind, TemplateKind, TemplateParamKind, VariableData};
use crate::sema::ids::{ArgListId, EntityId, ScopeId, TypeId};
use crate::sema::names::Symbol;
use crate::sema::scopes::{LookupKind, ScopeKind};
use crate::sema::types::{TemplateArg, TypeKind, TypeTable};
use crate::source::Span;
use std::collections::{HashMap, HashSet};

/// Template bookkeeping of one lowering run (what the IL has no field for yet).
#[derive(Default)]
pub(crate) struct TemplateState {
    /// Function template specialisations explicitly instantiated (definition) with every argument
    /// written: how diagnostics name them afterwards (`th(T) [with T=t0]`, explicit_instantiation.rs).
    pub instantiation_names: HashMap<EntityId, String>,
    /// Template (or specialisation) entity → the AST declaration holding its stored definition.
    pub patterns: HashMap<EntityId, DeclId>,
    /// Templates whose signature, pattern or a parameter type could not be built (prelude only), and
    /// classes with a member template that was not declared (constructor / conversion templates): any use
    /// of them is a gap.
    pub opaque: HashSet<EntityId>,
    /// Dependent `decltype(e)` of prelude template declarations: the sema expression → the operand as
    /// written and the scope it was lowered in, for substitution (decltype_subst.rs).
    pub decltype_sources: HashMap<crate::sema::ids::ExprId, (crate::parse::ast::ExprId, crate::sema::ids::ScopeId)>,
    /// Value-dependent non-type template arguments of prelude template declarations: the sema expression
    /// → the argument as written, the scope it was lowered in and the (non-dependent) parameter type it
    /// converts to, for substitution (decltype_subst.rs).
    pub value_sources: HashMap<crate::sema::ids::ExprId, (crate::parse::ast::ExprId, crate::sema::ids::ScopeId, crate::sema::ids::TypeId)>,
    /// Dependent default type arguments of prelude template parameters: the parameter → the type-id as
    /// written and the scope it was lowered in, for substitution (default_subst.rs).
    pub type_default_sources: HashMap<EntityId, (crate::parse::ast::TypeId, crate::sema::ids::ScopeId)>,
    /// Substitutions into `decltype` in progress (decltype_subst.rs), bounded.
    pub decltype_nesting: u32,
    /// Substitutions of default type arguments in progress (default_subst.rs), bounded.
    pub default_nesting: u32,
    /// Inside such a substitution (SFINAE): `Some(true)` once a type named through a complete class's
    /// missing member made it fail (instantiate.rs `member_type_path`) instead of a gap.
    pub sfinae: Option<bool>,
    /// Prelude alias templates substituted by re-lowering their type-id (alias_subst.rs).
    pub aliases: super::alias_subst::AliasSubsts,
    /// Template parameters with a default argument that was not built (a non-type default expression,
    /// or a type cufe could not build): a template-id relying on it is a gap.
    pub unknown_default: HashSet<EntityId>,
    /// Concepts (declared as variable templates without a pattern: sema has no concept kind yet).
    pub concepts: HashSet<EntityId>,
    /// Building a template's signature: dependent parameter types are allowed.
    pub dependent_ok: bool,
    /// Building the arguments of a user-code partial specialisation (`X<T[N]>`: a lone non-type
    /// parameter as an array bound is taken, `dependent_bounds.rs`).
    pub partial_args: bool,
    /// Building the arguments of a prelude partial specialisation (with `dependent_ok`): a lone
    /// non-type parameter as an array bound is taken (`dependent_bounds.rs`).
    pub prelude_partial_args: bool,
    /// While the declarator of a user-code variadic `__global__` function template is built: function
    /// parameter packs are lowered (as pack-expansion types) instead of being a gap (cuda_packs.rs).
    pub global_pack_params: bool,
    /// Memo of [`Lowerer::touches_templates`] for complete classes (keyed by class and whether member
    /// function templates are ignored: `lenient`).
    pub(super) touch_memo: HashMap<(EntityId, bool), bool>,
    /// While the guard checks a use in a prelude function body: a class's member function templates do
    /// not make the class a template use (a call selecting one in the trusted prelude stands).
    pub(super) lenient: bool,
    /// User-code function templates (`user_templates.rs`).
    pub user: super::user_templates::UserTemplates,
    /// Partial and explicit specialisations of prelude variable templates (`var_templates.rs`).
    pub vars: super::var_templates::VarTemplates,
    /// Parameters of function-template patterns whose default argument is a single literal or
    /// unqualified name (`offset = 0`, `kind = cudaMemcpyHostToDevice`): a call leaving it out may
    /// stand without instantiating it (`template_calls.rs`).
    pub simple_defaults: HashMap<EntityId, SimpleDefault>,
}

/// A default argument a call may leave out without its instantiation being modelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SimpleDefault {
    /// An integer or floating literal; `zero`: the integer literal `0`.
    Number { zero: bool },
    /// An unqualified name (an enumerator or constant), looked up at the definition.
    Name,
}

/// What a template declaration declares (the declaration under `template<…>`).
enum Shape<'t> {
    /// `template<…> struct X {…};` / `template<…> struct X;` (`def` = the class definition).
    Class { key: Kw, name: &'t Name, def: Option<DeclId> },
    /// A function declaration (`body` for a definition).
    Function { spec: &'t DeclSpec, decl: &'t ast::Declarator, body: bool },
    Variable { spec: &'t DeclSpec, decl: &'t ast::Declarator, init: bool },
    Alias { name: crate::lex::Symbol, ty: ast::TypeId },
    Concept { name: crate::lex::Symbol },
    /// `template<…> friend …;` (friendship is not modelled: access is not checked).
    Friend,
    /// A declaration that introduces no name: an out-of-class member definition (`A<T>::f`), a nested
    /// `template<…> template<…>`, a deduction guide, a static data member definition, …
    NoName(&'static str),
    Other,
}

impl<'a> Lowerer<'a> {
    // ---- entry points ------------------------------------------------------------------------------

    /// A namespace-scope `template<…> decl`, `template<> decl`, `[extern] template decl`, deduction
    /// guide or concept.
    pub(crate) fn template_decl(&mut self, d: DeclId) {
        let decl = self.ast.decl(d);
        let at = decl.span.lo;
        let prelude = self.map.in_prelude(at);
        match &decl.kind {
            DeclKind::Template { params, requires, decl: inner } => self.template_with_params(params, *requires, *inner, decl.span, prelude, None),
            DeclKind::ExplicitSpecialization(inner) => self.explicit_specialization(*inner, at, prelude),
            DeclKind::ExplicitInstantiation { is_extern, decl: inner } => self.explicit_instantiation(*is_extern, *inner, at, prelude),
            DeclKind::DeductionGuide { .. } if prelude => {}
            DeclKind::DeductionGuide { .. } => self.gap("lower: deduction guide in user code", at),
            _ => self.gap("lower: template declaration", at),
        }
    }

    /// A template declaration inside the definition of the (non-template) class `class`.
    pub(crate) fn member_template(&mut self, class: EntityId, d: DeclId) {
        let decl = self.ast.decl(d);
        let at = decl.span.lo;
        let prelude = self.map.in_prelude(at);
        if !prelude {
            return self.gap("lower: member template declaration in user code", at);
        }
        match &decl.kind {
            DeclKind::Template { params, requires, decl: inner } => self.template_with_params(params, *requires, *inner, decl.span, prelude, Some(class)),
            // Explicit specialisations of member templates at class scope (a GNU extension / C++17 DR):
            // nothing is declared by name.
            DeclKind::ExplicitSpecialization(_) => {}
            _ => self.gap("lower: member template declaration", at),
        }
    }

    // ---- template<params> decl ---------------------------------------------------------------------

    pub(super) fn template_with_params(&mut self, params: &[TemplateParam], requires: Option<ast::ExprId>, inner: DeclId, span: Span, prelude: bool, class: Option<EntityId>) {
        let at = span.lo;
        // Placeholder parameters (`auto&`) add invented parameters after the written ones.
        let with_invented;
        let params = match super::abbreviated::invented_for(self.ast.decl(inner)) {
            Some(extra) => {
                with_invented = params.iter().cloned().chain(extra).collect::<Vec<_>>();
                &with_invented[..]
            }
            None => params,
        };
        if requires.is_some() && !prelude {
            return self.gap("lower: requires-clause in user code", at);
        }
        if prelude && class.is_none() && self.var_partial_specialization(params, inner, span) {
            return;
        }
        let shape = self.shape(inner);
        match shape {
            Shape::Friend | Shape::NoName(_) if prelude => {}
            Shape::Friend => self.gap("lower: friend template in user code", at),
            Shape::NoName(what) => self.gap(what, at),
            Shape::Other if prelude => {}
            Shape::Other => self.gap("lower: template declaration", at),
            Shape::Class { key, name, def } => self.class_template(params, key, name, def, span, prelude, class),
            Shape::Function { spec, decl, body } => {
                let constrained = requires.is_some() || params.iter().any(constrained_param) || matches!(decl.ops.first(), Some(ast::DeclaratorOp::Function(f)) if f.requires.is_some());
                self.function_template(params, spec, decl, body, inner, span, prelude, class, constrained)
            }
            Shape::Variable { spec, decl, init } => self.variable_template(params, spec, decl, init, inner, span, prelude, class),
            Shape::Alias { name, ty } => self.alias_template(params, name, ty, span, prelude, class),
            Shape::Concept { name } => {
                if !prelude || class.is_some() {
                    return self.gap("lower: concept in user code", at);
                }
                let n = self.sym(name);
                let Some((t, _, _)) = self.open_template(n, TemplateKind::Variable, params, span, prelude, false) else { return };
                self.tmpl.concepts.insert(t);
                self.tmpl.opaque.insert(t);
                self.tmpl.patterns.insert(t, inner);
            }
        }
    }

    fn shape(&self, inner: DeclId) -> Shape<'a> {
        let ast: &'a ast::Ast = self.ast;
        match &ast.decl(inner).kind {
            DeclKind::Simple { spec, declarators } => {
                if spec.specifiers.contains(&Kw::Friend) {
                    return Shape::Friend;
                }
                if declarators.is_empty() {
                    return match &spec.base {
                        TypeBase::Class(c) => match &ast.decl(*c).kind {
                            DeclKind::Class(def) => match &def.name {
                                Some(name) => Shape::Class { key: def.key, name, def: Some(*c) },
                                None => Shape::Other,
                            },
                            _ => Shape::Other,
                        },
                        TypeBase::Elaborated { key, name } if *key != Kw::Enum => Shape::Class { key: *key, name, def: None },
                        _ => Shape::Other,
                    };
                }
                let [one] = declarators.as_slice() else { return Shape::Other };
                let Some(name) = &one.decl.name else { return Shape::Other };
                if name.segs.len() != 1 || name.global {
                    return Shape::NoName("lower: template member definition in user code");
                }
                if name.segs[0].targs.is_some() {
                    // `template<class T> int v<T*> = …;`: a partial specialisation of a variable template.
                    return Shape::NoName("lower: partial specialization in user code");
                }
                let is_fn = matches!(one.decl.ops.first(), Some(ast::DeclaratorOp::Function(_)));
                if is_fn {
                    Shape::Function { spec, decl: &one.decl, body: false }
                } else {
                    Shape::Variable { spec, decl: &one.decl, init: one.init.is_some() }
                }
            }
            DeclKind::Function { spec, decl, .. } => {
                if spec.specifiers.contains(&Kw::Friend) {
                    return Shape::Friend;
                }
                match &decl.name {
                    Some(n) if n.segs.len() == 1 && !n.global => Shape::Function { spec, decl, body: true },
                    _ => Shape::NoName("lower: template member definition in user code"),
                }
            }
            DeclKind::Alias { name, ty, .. } => Shape::Alias { name: *name, ty: *ty },
            DeclKind::Concept { name, .. } => Shape::Concept { name: *name },
            DeclKind::Template { .. } => Shape::NoName("lower: member template definition in user code"),
            DeclKind::DeductionGuide { .. } => Shape::NoName("lower: deduction guide in user code"),
            _ => Shape::Other,
        }
    }

    /// Nesting depth of a template parameter list declared in the current scope (the number of enclosing
    /// template parameter scopes).
    pub(super) fn template_depth(&self) -> u16 {
        let mut d = 0u16;
        let mut s = self.scope;
        for _ in 0..4096 {
            let Some(sc) = self.sema.il.scopes.get(s) else { break };
            if sc.kind == ScopeKind::TemplateParams {
                d = d.saturating_add(1);
            }
            s = sc.parent;
        }
        d
    }

    /// Declares (or, with `merge`, finds and merges with) the template `name` of `kind` in the current
    /// scope, with the parameter list `params`. Returns the template, its parameter scope and whether it
    /// existed before. None after a gap.
    fn open_template(&mut self, name: Symbol, kind: TemplateKind, params: &[TemplateParam], span: Span, prelude: bool, merge: bool) -> Option<(EntityId, ScopeId, bool)> {
        let at = span.lo;
        let depth = self.template_depth();
        let existing: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, self.scope, name).collect();
        let mut found = None;
        for &e in &existing {
            let ent = self.sema.il.entities.get(e).copied();
            match ent.map(|x| x.data) {
                Some(Payload::Template(t)) if merge && t.kind == kind => found = Some(e),
                // Function templates overload functions and other function templates.
                Some(Payload::Template(t)) if kind == TemplateKind::Function && t.kind == TemplateKind::Function => {}
                Some(Payload::Function(_)) if kind == TemplateKind::Function => {}
                // A constructor template beside the injected-class-name (`constructor_template_name`).
                Some(Payload::Using { target }) if kind == TemplateKind::Function && self.sema.il.scopes.get(self.scope).is_some_and(|sc| sc.entity == target && sc.kind == ScopeKind::Class) => {}
                // ... and functions brought in by using-declarations (`using ::acos;` then the `acos`
                // templates of <cmath>): a template never conflicts with a non-template function.
                Some(Payload::Using { .. }) if kind == TemplateKind::Function && self.sema.il.entities.get(self.sema.il.entities.resolve(e)).is_some_and(|t| t.is_function()) => {}
                // ... and, in the prelude, function templates a member using-declaration brought in
                // (member_using.rs has checked that this one neither hides nor overrides them).
                Some(Payload::Using { .. }) if prelude && kind == TemplateKind::Function && self.sema.il.entities.get(self.sema.il.entities.resolve(e)).is_some_and(|t| t.is_function_template()) => {}
                _ => {
                    self.gap("lower: template name already declared", at);
                    return None;
                }
            }
        }
        let Some(old) = found else {
            let (t, ps) = self.sema.il.declare_template(self.scope, name, kind, depth, span);
            self.declare_params(t, ps, params, span, prelude)?;
            return Some((t, ps, false));
        };
        // A redeclaration: build the new list on a scratch template (not found by lookup), then check
        // that the lists agree and merge the default arguments.
        let private = self.sema.il.scopes.push(ScopeKind::TemplateParams, self.scope, EntityId::NONE);
        let (scratch, ps) = self.sema.il.declare_template(private, name, kind, depth, span);
        self.declare_params(scratch, ps, params, span, prelude)?;
        self.merge_params(old, scratch, at)?;
        let old_ps = self.sema.il.entities.template_params(old).next().and_then(|p| self.sema.il.entities.get(p)).map(|p| p.scope).unwrap_or(ps);
        Some((old, old_ps, true))
    }

    /// Checks that two parameter lists have the same shape (kinds and packs) and moves the defaults of
    /// `new` into `old` (a default given twice is a gap: EDG reports it).
    fn merge_params(&mut self, old: EntityId, new: EntityId, at: u32) -> Option<()> {
        let ents = &self.sema.il.entities;
        let a: Vec<EntityId> = ents.template_params(old).collect();
        let b: Vec<EntityId> = ents.template_params(new).collect();
        let shape = |e: EntityId| match ents.get(e).map(|x| x.data) {
            Some(Payload::TemplateParam(p)) => Some((std::mem::discriminant(&p.kind), p.pack)),
            _ => None,
        };
        if a.len() != b.len() || a.iter().zip(&b).any(|(x, y)| shape(*x) != shape(*y) || shape(*x).is_none()) {
            self.gap("lower: template redeclared with a different parameter list", at);
            return None;
        }
        for (x, y) in a.into_iter().zip(b) {
            let dy = self.param_default(y);
            let has_y = dy.is_some() || self.tmpl.unknown_default.contains(&y);
            if !has_y {
                continue;
            }
            let has_x = self.param_default(x).is_some() || self.tmpl.unknown_default.contains(&x);
            if has_x {
                self.gap("lower: template default argument given twice", at);
                return None;
            }
            if self.tmpl.unknown_default.contains(&y) {
                self.tmpl.unknown_default.insert(x);
            } else if let Some(Payload::TemplateParam(p)) = self.sema.il.entities.get_mut(x).map(|e| &mut e.data) {
                p.default = dy.unwrap_or(ArgListId::NONE);
            }
        }
        Some(())
    }

    fn param_default(&self, p: EntityId) -> Option<ArgListId> {
        match self.sema.il.entities.get(p).map(|e| e.data) {
            Some(Payload::TemplateParam(d)) if d.default.is_some() => Some(d.default),
            _ => None,
        }
    }

    /// Declares the template parameters of `tmpl` in its parameter scope `ps`, in order.
    pub(super) fn declare_params(&mut self, tmpl: EntityId, ps: ScopeId, params: &[TemplateParam], span: Span, prelude: bool) -> Option<()> {
        let at = span.lo;
        // Parameter types and defaults name earlier parameters (dependent types).
        let saved = (self.scope, std::mem::replace(&mut self.tmpl.dependent_ok, true));
        self.scope = ps;
        let r = self.declare_params_in(tmpl, ps, params, span, prelude);
        self.scope = saved.0;
        self.tmpl.dependent_ok = saved.1;
        if r.is_none() && !self.stopped {
            self.gap("lower: template parameter list", at);
        }
        r
    }

    fn declare_params_in(&mut self, tmpl: EntityId, ps: ScopeId, params: &[TemplateParam], span: Span, prelude: bool) -> Option<()> {
        let at = span.lo;
        let depth = self.sema.il.entities.get(tmpl).and_then(|e| e.template()).map(|t| t.depth).unwrap_or(0);
        let mut names: Vec<crate::lex::Symbol> = Vec::new();
        for p in params {
            // Two parameters of one name are an error EDG reports (not modelled).
            let pname = match p {
                TemplateParam::Type { name, .. } | TemplateParam::Template { name, .. } => *name,
                TemplateParam::NonType(param) => param.decl.name.as_ref().and_then(|n| n.last_ident()),
            };
            if let Some(n) = pname {
                if names.contains(&n) {
                    self.gap("lower: duplicate template parameter name", at);
                    return None;
                }
                names.push(n);
            }
            match p {
                TemplateParam::Type { name, pack, default, constraint } => {
                    if constraint.is_some() && !prelude {
                        self.gap("lower: constrained template parameter in user code", at);
                        return None;
                    }
                    let n = name.map(|s| self.sym(s)).unwrap_or_default();
                    let id = self.sema.il.declare_template_param(tmpl, ps, n, TemplateParamKind::Type, TypeId::NONE, *pack, span);
                    if let Some(d) = default {
                        match self.attempt(prelude, |l| l.type_id(*d)) {
                            Some(t) => {
                                if prelude && self.sema.il.types.is_dependent(t) {
                                    self.tmpl.type_default_sources.insert(id, (*d, self.scope));
                                }
                                self.set_default(id, TemplateArg::Type(t))
                            }
                            None if prelude => {
                                self.tmpl.unknown_default.insert(id);
                                self.sema.il.dependent_template_defaults.entry(id).or_insert(crate::sema::ids::ExprId::NONE);
                            }
                            None => return None,
                        }
                    }
                }
                TemplateParam::NonType(param) => {
                    if !prelude && (!param.spec.specifiers.is_empty() || !param.spec.attrs.is_empty()) {
                        self.gap("lower: non-type template parameter specifiers in user code", at);
                        return None;
                    }
                    let ty = self.attempt(prelude, |l| {
                        let base = l.spec_type(&param.spec)?;
                        l.declarator_type(base, &param.decl).map(|x| x.0)
                    });
                    let ty = match ty {
                        Some(t) => self.sema.il.types.adjust_param(t),
                        None if prelude => {
                            self.tmpl.opaque.insert(tmpl);
                            TypeTable::ERROR
                        }
                        None => return None,
                    };
                    let n = match &param.decl.name {
                        Some(nm) => match nm.last_ident() {
                            Some(s) if nm.segs.len() == 1 && !nm.global => self.sym(s),
                            _ => {
                                self.gap("lower: template parameter name", at);
                                return None;
                            }
                        },
                        None => Symbol::default(),
                    };
                    let id = self.sema.il.declare_template_param(tmpl, ps, n, TemplateParamKind::NonType, ty, param.decl.pack, span);
                    if let Some(dx) = param.default {
                        // An integral constant default is kept; a value-dependent one (or one of a
                        // dependent type) is analysed but not kept (a template-id needing it is a gap).
                        let dependent_ty = self.sema.il.types.is_dependent(ty) || ty == TypeTable::ERROR;
                        let r = self.attempt(prelude, |l| {
                            let x = l.expr(dx)?;
                            if dependent_ty || l.sema.expr(x).is_dependent() {
                                if !dependent_ty {
                                    if !prelude {
                                        // Kept as written: deduction substitutes it (sema/deduce_defaults.rs);
                                        // a template-id needing it is a gap, the host output cannot print it yet.
                                        return Some(Some(TemplateArg::Expr(x)));
                                    }
                                    // Kept for deduction only (template-ids treat it as unknown).
                                    l.sema.il.dependent_template_defaults.insert(id, x);
                                } else if prelude && ty != TypeTable::ERROR && !l.sema.expr(x).is_dependent() {
                                    // `__cccl_enable_if_t<…, int> = 0`: deduction substitutes the type
                                    // (a failure there is SFINAE) and converts the value to it.
                                    l.sema.il.dependent_template_defaults.insert(id, x);
                                }
                                return Some(None);
                            }
                            let Some(v) = l.sema.eval_int(x) else {
                                l.gap("lower: non-type template parameter default (not an integral constant)", at);
                                return None;
                            };
                            l.int_template_arg(v, ty, at).map(Some)
                        });
                        match r {
                            Some(Some(a)) => self.set_default(id, a),
                            Some(None) if !prelude => {
                                // Not kept, so the host output could not print it.
                                self.gap("lower: value-dependent non-type template parameter default in user code", at);
                                return None;
                            }
                            Some(None) => {
                                self.tmpl.unknown_default.insert(id);
                                self.remember_value_default(id, dx);
                                self.sema.il.dependent_template_defaults.entry(id).or_insert(crate::sema::ids::ExprId::NONE);
                            }
                            None if prelude => {
                                self.tmpl.unknown_default.insert(id);
                                self.remember_value_default(id, dx);
                                self.sema.il.dependent_template_defaults.entry(id).or_insert(crate::sema::ids::ExprId::NONE);
                            }
                            None => return None,
                        }
                    }
                }
                TemplateParam::Template { params: inner, name, pack, default } => {
                    // The holder of the inner list lives in a private scope: the parameters of `tmpl` must
                    // stay consecutive in `ps` (they are a linked list bounded by `param_count`).
                    let private = self.sema.il.scopes.push(ScopeKind::TemplateParams, ps, EntityId::NONE);
                    let (holder, hps) = self.sema.il.declare_template(private, Symbol::default(), TemplateKind::Class, depth.saturating_add(1), span);
                    self.declare_params(holder, hps, inner, span, prelude)?;
                    let n = name.map(|s| self.sym(s)).unwrap_or_default();
                    let id = self.sema.il.declare_template_param(tmpl, ps, n, TemplateParamKind::Template { template_params: holder }, TypeId::NONE, *pack, span);
                    if let Some(dn) = default {
                        let e = self.attempt(prelude, |l| l.lookup_name(dn, LookupKind::Ordinary));
                        match e.filter(|&e| self.sema.il.entities.get(e).and_then(|x| x.template()).is_some()) {
                            Some(e) => self.set_default(id, TemplateArg::Template(e)),
                            None => {
                                self.tmpl.unknown_default.insert(id);
                                self.sema.il.dependent_template_defaults.entry(id).or_insert(crate::sema::ids::ExprId::NONE);
                            }
                        }
                    }
                }
            }
        }
        Some(())
    }

    fn set_default(&mut self, p: EntityId, a: TemplateArg) {
        let l = self.sema.il.types.intern_args(&[a]);
        if let Some(Payload::TemplateParam(d)) = self.sema.il.entities.get_mut(p).map(|e| &mut e.data) {
            d.default = l;
        }
    }

    /// Runs `f`. In the prelude the attempt is quiet: its gaps and diagnostics are discarded and a failure
    /// is None. In user code `f` runs normally (its gaps stand) and a diagnostic there is a gap (what EDG
    /// reports in a template declaration is not probed).
    pub(super) fn attempt<T>(&mut self, prelude: bool, f: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        if self.stopped {
            return None;
        }
        let diags = self.sema.diags.len();
        let undefined = self.undefined.len();
        if !prelude {
            let r = f(self);
            if self.check_sema_gaps() {
                return None;
            }
            if self.sema.diags.len() != diags {
                let at = match self.sema.diags[diags].at {
                    crate::diag::Where::At(o) => o,
                    _ => self.decl_lo,
                };
                self.sema.diags.truncate(diags);
                self.gap("lower: diagnostic in a template declaration", at);
                return None;
            }
            return r;
        }
        let mut scratch = crate::gaps::Gaps::new();
        std::mem::swap(self.sema.gaps, &mut scratch);
        let base = std::mem::replace(&mut self.gap_base, 0);
        let r = f(self);
        let failed = self.stopped || !self.sema.gaps.is_empty() || self.sema.diags.len() != diags;
        self.attempt_gap = self.sema.gaps.first_met().map(str::to_string);
        if failed && std::env::var_os("CUFE_INST_DEBUG").is_some() {
            for (w, _) in self.sema.gaps.iter() {
                eprintln!("attempt-debug: prelude template declaration failed: {} at {}", w, self.sema.gaps.first_offset(w).unwrap_or(0));
            }
            if let Some(d) = self.sema.diags.get(diags) {
                eprintln!("attempt-debug: prelude template declaration failed: diagnostic {} at {:?}", d.id.tag(), d.at);
            }
        }
        std::mem::swap(self.sema.gaps, &mut scratch);
        self.gap_base = base;
        self.stopped = false;
        self.sema.diags.truncate(diags);
        self.undefined.truncate(undefined);
        if failed {
            None
        } else {
            r
        }
    }

    // ---- class templates ---------------------------------------------------------------------------

    #[allow(clippy::too_many_arguments)]
    fn class_template(&mut self, params: &[TemplateParam], key: Kw, name: &Name, def: Option<DeclId>, span: Span, prelude: bool, class: Option<EntityId>) {
        let at = span.lo;
        if !prelude && def.is_some() && class.is_some() {
            return self.gap("lower: template definition in user code", at);
        }
        let ck = match key {
            Kw::Struct => ClassKey::Struct,
            Kw::Class => ClassKey::Class,
            _ => ClassKey::Union,
        };
        if name.global || name.segs.len() != 1 {
            // `template<class T> struct A<T>::B {…}` (a member of a class template) declares no new name.
            if prelude {
                return;
            }
            return self.gap("lower: template member definition in user code", at);
        }
        let Some(s) = name.last_ident() else { return self.gap("lower: class template name", at) };
        if name.segs[0].targs.is_some() {
            return self.partial_specialization(params, ck, s, name, def, span, prelude);
        }
        let _ = class;
        let n = self.sym(s);
        let Some((t, ps, existed)) = self.open_template(n, TemplateKind::Class, params, span, prelude, true) else { return };
        if !existed {
            let pat = self.sema.il.declare_class(ps, n, ck, true, name.span);
            self.sema.il.set_template_pattern(t, pat);
        }
        if let Some(c) = def {
            if self.tmpl.patterns.contains_key(&t) {
                return self.gap("lower: class template defined twice", at);
            }
            self.tmpl.patterns.insert(t, c);
            // The definition's own parameter names (an earlier declaration may name them otherwise).
            self.inst.param_names.insert(t, super::instantiate::param_names(params));
            if !prelude {
                self.user_class_template(t, ps, c, at);
            } else {
                self.header_class_template(t, ps, c, at, None);
            }
        }
    }

    /// `template<class T> struct X<T*> {…}` in the prelude: a parameter holder (kind `Partial`, in a
    /// private scope) and a pattern class linked on the primary's partial-specialisation list.
    /// In user code (`user_specs.rs`) only the forms whose declaration checks are modelled are taken
    /// (others are gaps), and the body gets the phase-1 analysis of a user class template.
    #[allow(clippy::too_many_arguments)]
    fn partial_specialization(&mut self, params: &[TemplateParam], ck: ClassKey, s: crate::lex::Symbol, name: &Name, def: Option<DeclId>, span: Span, prelude: bool) {
        let n = self.sym(s);
        let primary = self.primary_class_template(n);
        let Some(primary) = primary.filter(|p| prelude || self.sema.il.entities.get(*p).map(|e| e.scope) == Some(self.scope)) else {
            // The primary is declared in an enclosing namespace, or as something cufe did not declare.
            if !prelude {
                self.gap("lower: partial specialization in user code (primary not found here)", span.lo);
            }
            return;
        };
        if !prelude && (self.tmpl.opaque.contains(&primary) || params.iter().any(|p| match p {
            TemplateParam::Type { default, .. } => default.is_some(),
            TemplateParam::NonType(x) => x.default.is_some(),
            TemplateParam::Template { .. } => true,
        })) {
            // (#841 for a default argument; template template parameters are not modelled.)
            return self.gap("lower: partial specialization in user code (defaults or template template parameters)", span.lo);
        }
        let depth = self.template_depth();
        let private = self.sema.il.scopes.push(ScopeKind::TemplateParams, self.scope, EntityId::NONE);
        let (holder, ps) = self.sema.il.declare_template(private, n, TemplateKind::Partial, depth, span);
        if self.declare_params(holder, ps, params, span, prelude).is_none() {
            return;
        }
        // (User code: the parameters are dependent names the use guard lets through. Prelude: the
        // arguments are a template signature too — `__void_t<typename _Alloc::value_type,
        // decltype(std::declval<_Alloc&>().allocate(size_t{}))>` stays dependent, substituted when a
        // specialisation is matched, where a failure is no match: SFINAE, sema/specializations.rs.)
        let saved = (self.scope, std::mem::replace(&mut self.tmpl.dependent_ok, true), std::mem::replace(&mut self.tmpl.prelude_partial_args, prelude));
        self.scope = ps;
        let targs = name.segs[0].targs.as_deref().unwrap_or(&[]);
        self.tmpl.partial_args = !prelude;
        let args = self.attempt(prelude, |l| l.convert_args(primary, targs, span.lo));
        self.tmpl.partial_args = false;
        (self.scope, self.tmpl.dependent_ok, self.tmpl.prelude_partial_args) = saved;
        if !prelude {
            match &args {
                Some(a) if self.user_partial_spec_ok(primary, holder, a, span.lo) => {}
                Some(_) => return,
                None => {
                    if !self.stopped {
                        self.gap("lower: partial specialization in user code (arguments)", span.lo);
                    }
                    return;
                }
            }
        }
        let pat = self.sema.il.declare_class(ps, n, ck, true, name.span);
        self.sema.il.set_template_pattern(holder, pat);
        let list = match args {
            Some(a) => self.sema.il.types.intern_args(&a),
            None => ArgListId::NONE,
        };
        if let Some(sp) = self.sema.il.entities.get_mut(pat).and_then(|e| e.spec_mut()) {
            sp.template = primary;
            sp.args = list;
            sp.kind = SpecKind::Partial;
            sp.partial_params = holder;
        }
        self.sema.il.entities.link_specialization(pat);
        if let Some(c) = def {
            self.tmpl.patterns.insert(pat, c);
            if !prelude {
                // (The definition defines the pattern class, whose name is a template-id.)
                let saved = self.inst.target.replace(pat);
                self.user_class_template(holder, ps, c, span.lo);
                self.inst.target = saved;
            } else {
                self.header_class_template(holder, ps, c, span.lo, Some(pat));
            }
        }
    }

    /// The class template `n` visible from the current scope.
    fn primary_class_template(&self, n: Symbol) -> Option<EntityId> {
        let il = &self.sema.il;
        let e = il.scopes.lookup(&il.entities, &il.types, self.scope, n, LookupKind::Ordinary).single()?;
        let e = il.entities.resolve(e);
        match il.entities.get(e)?.template()?.kind {
            TemplateKind::Class => Some(e),
            _ => None,
        }
    }

    // ---- function, variable and alias templates ----------------------------------------------------

    #[allow(clippy::too_many_arguments)]
    fn function_template(&mut self, params: &[TemplateParam], spec: &DeclSpec, dr: &ast::Declarator, body: bool, inner: DeclId, span: Span, prelude: bool, class: Option<EntityId>, constrained: bool) {
        let at = span.lo;
        if !prelude && body && class.is_some() {
            return self.gap("lower: template definition in user code", at);
        }
        if !prelude && !matches!(&self.ast.decl(inner).kind, DeclKind::Function { special: ast::FnSpecial::Body, .. } | DeclKind::Simple { .. }) {
            return self.gap("lower: defaulted or deleted function template in user code", at);
        }
        let Some(name) = &dr.name else { return self.gap("lower: function template name", at) };
        let ctor = prelude && self.constructor_template_name(name, spec, class);
        let n = match self.function_name(name, class) {
            Some(n) => n,
            None if ctor => self.sema.il.entities.get(class.unwrap_or_default()).map(|c| c.name).unwrap_or_default(),
            None if prelude => {
                // A constructor or conversion function template is not declared: the class's implicit
                // members and conversions would be wrong, so the class itself becomes opaque.
                if let Some(c) = class {
                    self.tmpl.opaque.insert(c);
                }
                return;
            }
            None => return self.gap("lower: function template name", at),
        };
        let Some((t, ps, _)) = self.open_template(n, TemplateKind::Function, params, span, prelude, false) else { return };
        let saved_invented = self.begin_invented(t, dr);
        if constrained {
            self.sema.il.constrained_templates.insert(t);
        }
        let saved = (self.scope, self.tmpl.dependent_ok, self.member_declarator);
        self.scope = ps;
        self.tmpl.dependent_ok = true;
        self.member_declarator = class.is_some();
        let packs_ok = !prelude && self.variadic_global_template(params, spec);
        let saved_packs = std::mem::replace(&mut self.tmpl.global_pack_params, packs_ok);
        // `__grid_constant__` on the parameters of a namespace-scope user template (param_attrs.rs).
        let earlier: Vec<EntityId> = if prelude || class.is_some() { Vec::new() } else { self.sema.il.scopes.local(&self.sema.il.entities, saved.0, n).filter(|&e| e != t && self.sema.il.entities.get(e).is_some_and(|x| x.is_function_template())).collect() };
        self.pattrs.ok = !prelude && class.is_none() && dr.ops.len() == 1 && matches!(dr.ops.first(), Some(ast::DeclaratorOp::Function(_)));
        self.pattrs.flags = None;
        let built = self.attempt(prelude, |l| {
            // (User-code attributes are applied by `user_function_template`.)
            if !prelude && !super::user_templates::user_template_specifiers_ok(spec) {
                l.gap("lower: function template specifiers or attributes in user code", at);
                return None;
            }
            // `auto f(…) -> R`: the declarator replaces the placeholder by the trailing return type.
            l.placeholder_ok = prelude && dr.ops.first().map(|op| matches!(op, ast::DeclaratorOp::Function(fo) if fo.trailing.is_some())).unwrap_or(false);
            let base = if ctor { TypeTable::VOID } else { l.spec_type(spec)? };
            l.declarator_type(base, dr)
        });
        self.pattrs.ok = false;
        let pflags = self.pattrs.flags.take();
        self.scope = saved.0;
        self.tmpl.dependent_ok = saved.1;
        self.member_declarator = saved.2;
        self.tmpl.global_pack_params = saved_packs;
        self.end_invented(saved_invented);
        let (ty, fparams) = match built {
            Some((ty, Some(ps))) if matches!(self.sema.il.types.ckind(ty), TypeKind::Function(_)) => (ty, ps),
            _ if prelude => {
                self.tmpl.opaque.insert(t);
                // An unknown constructor template leaves the class's constructors unknown.
                if let Some(c) = class.filter(|_| ctor) {
                    self.tmpl.opaque.insert(c);
                }
                (TypeTable::ERROR, Vec::new())
            }
            _ => {
                if !self.stopped {
                    self.gap("lower: function template declarator", at);
                }
                return;
            }
        };
        let storage = if spec.specifiers.contains(&Kw::Static) && class.is_none() { crate::sema::entities::Storage::Static } else { crate::sema::entities::Storage::None };
        // (Prelude `constexpr` templates: callable by the constant evaluator, see `CONSTEXPR_TEMPLATE`.)
        let constexpr = prelude && (spec.specifiers.contains(&Kw::Constexpr) || spec.specifiers.contains(&Kw::Consteval));
        let mut flags = if constexpr { FunctionData::CONSTEXPR_TEMPLATE } else { 0 };
        if class.is_some() && spec.specifiers.contains(&Kw::Static) {
            flags |= FunctionData::STATIC_MEMBER;
        }
        let mut data = FunctionData { storage, flags, ..FunctionData::default() };
        if ctor {
            data.role = crate::sema::entities::FnRole::Constructor;
            if spec.specifiers.contains(&Kw::Explicit) {
                data.flags |= FunctionData::EXPLICIT;
            }
        }
        let f = self.sema.il.declare_function(ps, n, ty, &fparams, data, name.span);
        // Default arguments of the pattern are not built (they are uninstantiated patterns too); a
        // dependent placeholder records that one exists, so calls may leave the parameter out.
        if let Some(ast::DeclaratorOp::Function(fo)) = dr.ops.first() {
            let ps_ents: Vec<EntityId> = self.sema.il.entities.params(f).collect();
            if ps_ents.len() == fo.params.len() {
                for (p, ap) in ps_ents.into_iter().zip(&fo.params) {
                    if let Some(d) = ap.default {
                        if let Some(k) = self.simple_default(d) {
                            self.tmpl.simple_defaults.insert(p, k);
                        }
                        let sp = self.ast.expr(d).span;
                        let x = self.sema.build_dependent(&[], sp, sp.lo);
                        if let Some(Payload::Param(pd)) = self.sema.il.entities.get_mut(p).map(|e| &mut e.data) {
                            pd.default_arg = x;
                        }
                    }
                }
            }
        }
        if prelude {
            self.prelude_template_attrs(f, spec, dr);
        }
        self.sema.il.set_template_pattern(t, f);
        if body {
            self.tmpl.patterns.insert(t, inner);
        }
        if let Some(pflags) = pflags {
            if self.template_param_flags(t, f, &earlier, pflags, spec, name.span.lo).is_none() {
                return;
            }
        }
        if !prelude {
            self.user_function_template(t, f, ps, params, spec, dr, inner, at);
        } else if body && class.is_none() {
            self.header_template_body(t, f, ps, inner);
        }
    }

    /// The attributes written on a prelude function template (`template <typename T> static
    /// __inline__ __device__ __cudart_builtin__ cudaError_t cudaGraphKernelNodeSetParam(…)`), applied
    /// to its pattern as to a function declaration: the execution spaces (its specialisations take
    /// them, `sema/deduce.rs`; phase 1 of its body runs in that space; the host output prints a device
    /// template's body under `#if 0`, ref trivial.cudafe1.cpp) and the other GNU attributes recorded
    /// for the host output (`declarators.rs`). Quietly, as all prelude analysis: the reference reports
    /// nothing here, so attributes cufe cannot sort leave the pattern implicitly host.
    fn prelude_template_attrs(&mut self, f: EntityId, spec: &DeclSpec, dr: &ast::Declarator) {
        let fop = match dr.ops.first() {
            Some(ast::DeclaratorOp::Function(fo)) => fo.attrs.as_slice(),
            _ => &[],
        };
        // (Only GNU attributes are recorded: with a standard one written too, nothing is, so the item
        // builder's check that what was written is recorded keeps the template unprinted.)
        let lists = [&spec.attrs[..], &dr.attrs[..], fop];
        if lists.iter().all(|l| l.iter().all(|a| a.kind == ast::AttrKind::Gnu)) {
            for list in lists {
                self.record_gnu_attrs(f, list);
            }
        }
        if spec.attrs.is_empty() {
            return;
        }
        let Some(sorted) = self.attempt(true, |l| l.sort_attrs(&spec.attrs, super::attrs::AttrTarget::Function)) else { return };
        let facts = crate::cuda::spaces::FnDeclFacts { is_template: true, ..self.fn_facts(spec, dr) };
        for &(a, at) in &sorted.exec {
            self.cuda.any_device |= a != crate::cuda::spaces::ExecAttr::Host;
            // (Diagnostics of the application are the reference's to give, and it gives none here.)
            let _ = crate::cuda::spaces::apply_exec_attr(&mut self.sema.il, f, a, at, &facts);
        }
    }

    /// Whether a prelude member template declares a constructor template (`template<class It>
    /// vector(It, It, const A& = A());`): the class's own name with no type and no conditional
    /// `explicit(…)` (whose value is not evaluated here; such a class stays opaque). It is declared as a
    /// template whose pattern is a constructor: overload resolution deduces it (`sema/ctor.rs`), lookup
    /// skips it (`scopes::is_constructor_template`).
    fn constructor_template_name(&mut self, name: &Name, spec: &DeclSpec, class: Option<EntityId>) -> bool {
        let Some(c) = class else { return false };
        let [seg] = name.segs.as_slice() else { return false };
        let SegKind::Ident(s) = seg.kind else { return false };
        let n = self.sym(s);
        self.sema.il.entities.get(c).map(|e| e.name) == Some(n) && seg.targs.is_none() && !name.global && spec.base == TypeBase::None && spec.explicit_cond.is_none()
    }

    /// The name a function template declares: an identifier, or `operator@` (member conversion functions
    /// and constructor templates are left out: they change the class's conversions and implicit members,
    /// which are not modelled with templates).
    fn function_name(&mut self, name: &Name, class: Option<EntityId>) -> Option<Symbol> {
        match &name.segs.first()?.kind {
            SegKind::Ident(s) => {
                let n = self.sym(*s);
                if let Some(c) = class {
                    if self.sema.il.entities.get(c).map(|e| e.name) == Some(n) {
                        return None;
                    }
                }
                Some(n)
            }
            SegKind::Operator(..) => {
                let text = self.map.text().get(name.span.lo as usize..name.span.hi as usize)?;
                let text = std::str::from_utf8(text).ok()?;
                let rest = text.strip_prefix("operator")?;
                let op: String = rest.split_whitespace().collect::<Vec<_>>().join(" ");
                let spelled = if op.starts_with(|c: char| c.is_ascii_alphabetic()) { format!("operator {}", op) } else { format!("operator{}", op.replace(' ', "")) };
                Some(self.sema.il.names.intern(&spelled))
            }
            _ => None,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn variable_template(&mut self, params: &[TemplateParam], spec: &DeclSpec, dr: &ast::Declarator, init: bool, inner: DeclId, span: Span, prelude: bool, class: Option<EntityId>) {
        let at = span.lo;
        if !prelude {
            return self.gap("lower: variable template in user code", at);
        }
        let _ = init;
        let Some(s) = dr.name.as_ref().and_then(|n| n.last_ident()) else { return };
        let n = self.sym(s);
        let Some((t, ps, existed)) = self.open_template(n, TemplateKind::Variable, params, span, prelude, true) else { return };
        if existed {
            // `template<class T> extern int v;` then its definition: one template.
            self.tmpl.patterns.insert(t, inner);
            return;
        }
        let saved = (self.scope, self.tmpl.dependent_ok);
        self.scope = ps;
        self.tmpl.dependent_ok = true;
        let ty = self.attempt(true, |l| {
            let base = l.spec_type(spec)?;
            l.declarator_type(base, dr).map(|x| x.0)
        });
        self.scope = saved.0;
        self.tmpl.dependent_ok = saved.1;
        let ty = ty.unwrap_or_else(|| {
            self.tmpl.opaque.insert(t);
            TypeTable::ERROR
        });
        let mut data = VariableData::default();
        if class.is_some() {
            data.flags |= VariableData::STATIC_MEMBER;
        }
        let v = self.sema.il.declare_variable(ps, n, ty, data, dr.name.as_ref().map(|x| x.span).unwrap_or(span));
        self.sema.il.set_template_pattern(t, v);
        self.tmpl.patterns.insert(t, inner);
        if class.is_none() {
            self.header_var_template(t, v, ps, inner);
        }
    }

    fn alias_template(&mut self, params: &[TemplateParam], name: crate::lex::Symbol, ty: ast::TypeId, span: Span, prelude: bool, class: Option<EntityId>) {
        let at = span.lo;
        if !prelude {
            return self.gap("lower: alias template in user code", at);
        }
        let _ = class;
        let n = self.sym(name);
        let Some((t, ps, existed)) = self.open_template(n, TemplateKind::Alias, params, span, prelude, true) else { return };
        if existed {
            // EDG accepts an alias template redeclared with the same type (probed; a different type is an
            // error); the prelude is trusted to redeclare it identically.
            return;
        }
        let saved = (self.scope, self.tmpl.dependent_ok);
        self.scope = ps;
        self.tmpl.dependent_ok = true;
        let in_pattern = std::mem::replace(&mut self.tmpl.aliases.in_pattern, true);
        let aliased = self.attempt(true, |l| l.type_id(ty));
        self.tmpl.aliases.in_pattern = in_pattern;
        self.scope = saved.0;
        self.tmpl.dependent_ok = saved.1;
        let aliased = aliased.unwrap_or_else(|| {
            self.tmpl.opaque.insert(t);
            TypeTable::ERROR
        });
        let (pat, _) = self.sema.il.declare_typedef(ps, n, aliased, span);
        self.sema.il.set_template_pattern(t, pat);
        self.remember_alias_source(t, ty, ps);
    }

    // ---- specialisations and instantiations --------------------------------------------------------

    /// `template<> decl`. In the prelude a class specialisation attaches to its primary (the body is a
    /// stored pattern, not lowered); other explicit specialisations declare no name and are stored
    /// nowhere. In user code: a gap.
    fn explicit_specialization(&mut self, inner: DeclId, at: u32, prelude: bool) {
        if !prelude {
            if self.user_explicit_class(inner, at) {
                return;
            }
            return self.gap("lower: explicit specialization in user code", at);
        }
        if self.var_explicit_specialization(inner, at) {
            return;
        }
        if self.define_prelude_explicit_function(inner, at) {
            return;
        }
        if let Some((e, def)) = self.specialization_of(inner) {
            let mut declared = false;
            if let Some(sp) = self.sema.il.entities.get_mut(e).and_then(|x| x.spec_mut()) {
                if sp.kind == SpecKind::Implicit {
                    sp.kind = SpecKind::Explicit;
                    declared = true;
                }
            }
            if def.is_none() && declared {
                self.sema.il.explicit_class_spec_decls.insert(at, e);
            }
            if let Some(c) = def {
                self.tmpl.patterns.insert(e, c);
                self.define_prelude_explicit_class(e, at);
            }
        }
    }

    /// `template class X<int>;` / `extern template class X<int>;`: in the prelude the specialisation is
    /// marked (nothing is instantiated); in user code a gap.
    fn explicit_instantiation(&mut self, is_extern: bool, inner: DeclId, at: u32, prelude: bool) {
        if !prelude {
            return self.user_explicit_instantiation(is_extern, inner, at);
        }
        if let Some((e, _)) = self.specialization_of(inner) {
            if let Some(sp) = self.sema.il.entities.get_mut(e).and_then(|x| x.spec_mut()) {
                if sp.kind == SpecKind::Implicit {
                    sp.kind = if is_extern { SpecKind::ExplicitInstantiationDecl } else { SpecKind::ExplicitInstantiationDef };
                }
            }
        }
    }

    /// The class specialisation `X<args>` a `template<>` / explicit-instantiation declaration names (built
    /// quietly), with its class definition if it has one.
    pub(super) fn specialization_of(&mut self, inner: DeclId) -> Option<(EntityId, Option<DeclId>)> {
        let ast: &'a ast::Ast = self.ast;
        let DeclKind::Simple { spec, declarators } = &ast.decl(inner).kind else { return None };
        if !declarators.is_empty() {
            return None;
        }
        let (name, def) = match &spec.base {
            TypeBase::Class(c) => match &ast.decl(*c).kind {
                DeclKind::Class(d) => (d.name.as_ref()?, Some(*c)),
                _ => return None,
            },
            TypeBase::Elaborated { name, .. } => (name, None),
            _ => return None,
        };
        if name.global || name.segs.len() != 1 || name.segs[0].targs.is_none() {
            return None;
        }
        let ty = self.attempt(true, |l| l.template_id_type(name))?;
        let e = self.sema.il.types.class_entity(ty)?;
        Some((e, def))
    }

}

/// Whether a template parameter has a C++20 type-constraint (`C T`, `C auto N`).
fn constrained_param(p: &TemplateParam) -> bool {
    match p {
        TemplateParam::Type { constraint, .. } => constraint.is_some(),
        TemplateParam::NonType(param) => matches!(param.spec.base, TypeBase::Auto(Some(_))),
        TemplateParam::Template { .. } => false,
    }
}

/// A template parameter used as a type name (`T` in a template's signature).
pub(crate) fn template_param_type(ent: &Entity) -> Option<TypeId> {
    match ent.data {
        Payload::TemplateParam(d) if d.kind == TemplateParamKind::Type => Some(ent.ty),
        _ => None,
    }
}

#[cfg(test)]
#[path = "templates_tests.rs"]
mod tests;

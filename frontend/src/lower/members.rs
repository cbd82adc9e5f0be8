//! Member functions of the class being defined: declarations and inline definitions of ordinary member
//! functions, constructors, destructors, overloaded operators and conversion functions, with their
//! specifiers (`static`, `virtual`, pure, `override`/`final`, `explicit`, `inline`, `constexpr`), CUDA
//! execution-space attributes, default arguments, `= default`/`= delete`; constructor initialisers
//! (members, bases, delegation) when the body is lowered; friend declarations (recorded for access
//! checking).
//!
//! Gaps: member templates, friend function definitions, friends not declared before, redeclarations,
//! function-try-blocks, any diagnostic in a constructor initialiser (positions unprobed).
use super::classes::DeferredBody;
use super::Lowerer;
use crate::lex::{Kw, TokenKind};
use crate::parse::ast::{self, DeclId, DeclKind, DeclSpec, Declarator, DeclaratorOp, FnSpecial, Init, SegKind, TypeBase};
use crate::sema::aggregate::{InitItem, InitValue};
use crate::sema::entities::{ExecSpace, ClassKey, FnRole, FunctionData, Payload};
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::scopes::{LookupKind, ScopeKind};
use crate::sema::types::{Quals, TypeKind, TypeTable};
use crate::source::Span;

/// The spelling after `operator` of an overloadable operator (None: not modelled — `new`/`delete`,
/// `co_await`, GNU min/max).
pub(crate) fn operator_spelling(tok: TokenKind) -> Option<&'static str> {
    use TokenKind as T;
    Some(match tok {
        T::Plus => "+",
        T::Minus => "-",
        T::Star => "*",
        T::Slash => "/",
        T::Percent => "%",
        T::Caret => "^",
        T::Amp => "&",
        T::Pipe => "|",
        T::Tilde => "~",
        T::Bang => "!",
        T::Eq => "=",
        T::Lt => "<",
        T::Gt => ">",
        T::PlusEq => "+=",
        T::MinusEq => "-=",
        T::StarEq => "*=",
        T::SlashEq => "/=",
        T::PercentEq => "%=",
        T::CaretEq => "^=",
        T::AmpEq => "&=",
        T::PipeEq => "|=",
        T::LtLt => "<<",
        T::GtGt => ">>",
        T::LtLtEq => "<<=",
        T::GtGtEq => ">>=",
        T::EqEq => "==",
        T::Ne => "!=",
        T::Le => "<=",
        T::Ge => ">=",
        T::AmpAmp => "&&",
        T::PipePipe => "||",
        T::PlusPlus => "++",
        T::MinusMinus => "--",
        T::Comma => ",",
        T::ArrowStar => "->*",
        T::Arrow => "->",
        T::LParen => "()",
        T::LBracket => "[]",
        // C++20 three-way comparison (only lexed as one token in C++20 mode).
        T::Spaceship => "<=>",
        _ => return None,
    })
}

/// Whether an operator function with `n` explicit parameters (member: the object is implicit) has a
/// valid arity ([over.oper]); the checks' diagnostics are not modelled, so an invalid one is a gap.
pub(crate) fn operator_arity_ok(tok: TokenKind, n: usize, member: bool) -> bool {
    use TokenKind as T;
    let n = if member { n + 1 } else { n };
    match tok {
        T::Plus | T::Minus | T::Star | T::Amp => n == 1 || n == 2,
        T::PlusPlus | T::MinusMinus => n == 1 || n == 2,
        T::Tilde | T::Bang => n == 1,
        T::LParen => member,
        T::LBracket | T::Eq | T::Arrow => member && n == if tok == T::Arrow { 1 } else { 2 },
        _ => n == 2,
    }
}

/// What a member declarator declares.
struct MemberName {
    role: FnRole,
    name: crate::sema::names::Symbol,
    base: TypeId,
    span: Span,
    op: Option<TokenKind>,
}

impl<'a> Lowerer<'a> {
    /// The role, name and return/base type of a member function declarator (None after a gap).
    fn member_fn_name(&mut self, class: EntityId, spec: &DeclSpec, dr: &Declarator, at: u32) -> Option<MemberName> {
        let Some(name) = &dr.name else {
            self.gap("lower: member declarator without a name", at);
            return None;
        };
        if name.segs.len() != 1 || name.global || name.segs[0].targs.is_some() {
            self.gap("lower: qualified or template member declarator-id", at);
            return None;
        }
        let class_name = self.sema.il.entities.get(class).map(|e| e.name).unwrap_or_default();
        let no_type = spec.base == TypeBase::None && spec.cv == ast::Cv::default();
        let (role, n, base, op) = match &name.segs[0].kind {
            SegKind::Ident(s) => {
                let n = self.sym(*s);
                if n == class_name && !class_name.is_empty() && spec.base == TypeBase::None {
                    if !no_type {
                        self.gap("lower: qualified constructor", at);
                        return None;
                    }
                    (FnRole::Constructor, n, TypeTable::VOID, None)
                } else {
                    (FnRole::Normal, n, self.spec_type(spec)?, None)
                }
            }
            SegKind::Dtor(s) => {
                let n = self.sym(*s);
                if n != class_name || !no_type {
                    self.gap("lower: destructor name or return type", at);
                    return None;
                }
                let t = self.sema.il.names.intern(&format!("~{}", self.sema.il.names.resolve(class_name)));
                (FnRole::Destructor, t, TypeTable::VOID, None)
            }
            SegKind::Operator(tok, arr) => {
                let Some(sp) = operator_spelling(*tok).filter(|_| !*arr) else {
                    self.gap("lower: operator new/delete or unusual operator function", at);
                    return None;
                };
                let n = self.sema.il.names.intern(&format!("operator{}", sp));
                (FnRole::Operator, n, self.spec_type(spec)?, Some(*tok))
            }
            SegKind::Conversion(t) => {
                if !no_type {
                    self.gap("lower: conversion function with a return type", at);
                    return None;
                }
                let t = self.type_id(*t)?;
                let text = crate::sema::printing::Printer::new(&self.sema.il).type_str(t);
                let n = self.sema.il.names.intern(&format!("operator {}", text));
                (FnRole::Conversion, n, t, None)
            }
            _ => {
                self.gap("lower: literal operator or unusual member name", at);
                return None;
            }
        };
        Some(MemberName { role, name: n, base, span: name.span, op })
    }

    /// Declares a member function of `class` (declaration or definition). `pure`: `= 0`;
    /// `special`: `= default` / `= delete`.
    #[allow(clippy::too_many_arguments)]
    fn declare_member_function(&mut self, class: EntityId, spec: &DeclSpec, dr: &Declarator, virt: &[crate::lex::Symbol], pure: bool, special: FnSpecial, at: u32) -> Option<EntityId> {
        let mut flags = 0u32;
        for k in &spec.specifiers {
            flags |= match k {
                Kw::Inline => FunctionData::INLINE,
                Kw::Constexpr => FunctionData::CONSTEXPR | FunctionData::INLINE,
                Kw::Static => FunctionData::STATIC_MEMBER,
                Kw::Virtual => FunctionData::VIRTUAL,
                Kw::Explicit => FunctionData::EXPLICIT,
                Kw::Extension => 0,
                _ => {
                    self.gap("lower: member function specifiers or attributes", at);
                    return None;
                }
            };
        }
        if spec.explicit_cond.is_some() {
            self.gap("lower: member function specifiers or attributes", at);
            return None;
        }
        let sorted = self.sort_attrs(&spec.attrs, super::attrs::AttrTarget::Function)?;
        let mn = self.member_fn_name(class, spec, dr, at)?;
        if !matches!(dr.ops.first(), Some(DeclaratorOp::Function(_))) {
            self.gap("lower: member function declarator", at);
            return None;
        }
        if dr.pack || !dr.attrs.is_empty() {
            self.gap("lower: declarator attributes or pack", at);
            return None;
        }
        self.member_declarator = true;
        let r = self.declarator_type(mn.base, dr);
        self.member_declarator = false;
        let (ty, params) = r?;
        let Some(params) = params else {
            self.gap("lower: member function declarator", at);
            return None;
        };
        let TypeKind::Function(sig) = self.sema.il.types.ckind(ty) else {
            self.gap("lower: member function declarator", at);
            return None;
        };
        let fl = flags;
        let has = |f: u32| fl & f != 0;
        let cv = !sig.quals.is_empty();
        let defaults = self.member_default_args(dr);
        // Parameters after one with a default argument need one too (error otherwise, unprobed).
        if let Some(&(first, _)) = defaults.first() {
            if defaults.len() != params.len() - first {
                self.gap("lower: default argument missing on a later parameter", at);
                return None;
            }
        }
        let bad = match mn.role {
            FnRole::Constructor => has(FunctionData::VIRTUAL | FunctionData::STATIC_MEMBER) || cv || sig.variadic && false,
            FnRole::Destructor => has(FunctionData::STATIC_MEMBER | FunctionData::EXPLICIT) || cv || !params.is_empty() || sig.variadic,
            FnRole::Conversion => has(FunctionData::STATIC_MEMBER) || !params.is_empty() || sig.variadic,
            FnRole::Operator => {
                let tok = mn.op.unwrap_or(TokenKind::Eof);
                has(FunctionData::STATIC_MEMBER | FunctionData::EXPLICIT)
                    || !operator_arity_ok(tok, params.len(), true)
                    || (tok != TokenKind::LParen && (sig.variadic || !defaults.is_empty()))
            }
            _ => has(FunctionData::EXPLICIT) || (has(FunctionData::STATIC_MEMBER) && (cv || has(FunctionData::VIRTUAL))),
        };
        if bad {
            self.gap("lower: invalid member function declaration (diagnostics unprobed)", at);
            return None;
        }
        if mn.role == FnRole::Operator && mn.op == Some(TokenKind::PlusPlus) || mn.op == Some(TokenKind::MinusMinus) {
            if let Some((_, t)) = params.first() {
                if !matches!(self.sema.il.types.ckind(*t), TypeKind::Int(crate::sema::types::IntKind::Int)) {
                    self.gap("lower: postfix ++/-- with a parameter other than int", at);
                    return None;
                }
            }
        }
        // Redeclarations and clashes in the class.
        let existing: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, self.scope, mn.name).collect();
        for e in existing {
            match self.sema.il.entities.get(e).map(|x| x.data) {
                Some(Payload::Using { target }) if target == class => {}
                // Overloading a member function template is fine.
                Some(Payload::Template(t)) if t.kind == crate::sema::entities::TemplateKind::Function => {}
                Some(Payload::Function(_)) => {
                    let other = self.sema.il.entities.get(e).map(|x| x.ty).unwrap_or(TypeTable::ERROR);
                    if same_param_list(&self.sema.il.types, other, ty) {
                        self.gap("lower: member function redeclaration or overload on return type/cv only", at);
                        return None;
                    }
                }
                _ => {
                    self.gap("lower: member function name already declared", at);
                    return None;
                }
            }
        }
        // Overriding: a base virtual function with the same name and parameter list (and cv).
        let overridden = self.overridden_functions(class, mn.role, mn.name, ty);
        if overridden.iter().any(|&o| self.sema.il.entities.get(o).and_then(|e| e.function()).map(|f| f.has(FunctionData::FINAL)).unwrap_or(false)) {
            self.gap("lower: override of a final function", at);
            return None;
        }
        if !overridden.is_empty() {
            flags |= FunctionData::VIRTUAL;
            let ret = |l: &Self, f: EntityId| match l.sema.il.entities.get(f).map(|e| l.sema.il.types.ckind(e.ty)) {
                Some(TypeKind::Function(s)) => Some(s.ret),
                _ => None,
            };
            for &o in &overridden {
                let same_ret = match (ret(self, o), ret(self, EntityId::NONE).or(Some(sig.ret))) {
                    (Some(a), Some(b)) => self.sema.il.types.same(a, b),
                    _ => false,
                };
                if !same_ret {
                    self.gap("lower: override with a different (covariant?) return type", at);
                    return None;
                }
            }
        }
        for v in virt {
            match self.lexed.interner.str(*v) {
                "override" if !overridden.is_empty() => flags |= FunctionData::OVERRIDE,
                "final" if flags & FunctionData::VIRTUAL != 0 || !overridden.is_empty() => flags |= FunctionData::FINAL,
                _ => {
                    self.gap("lower: virt-specifier without a virtual function to override", at);
                    return None;
                }
            }
        }
        if pure {
            if flags & FunctionData::VIRTUAL == 0 {
                self.gap("lower: pure specifier on a non-virtual function", at);
                return None;
            }
            flags |= FunctionData::PURE;
        }
        match special {
            FnSpecial::Delete => flags |= FunctionData::DELETED,
            FnSpecial::Default => flags |= FunctionData::DEFAULTED,
            _ => {}
        }
        if has(FunctionData::VIRTUAL) && matches!(self.sema.il.entities.get(class).and_then(|e| e.class()).map(|c| c.key), Some(ClassKey::Union)) {
            self.gap("lower: virtual function in a union", at);
            return None;
        }
        let data = FunctionData { role: mn.role, flags, ..FunctionData::default() };
        let f = self.sema.il.declare_function(self.scope, mn.name, ty, &params, data, mn.span);
        self.set_member_access(f);
        if special == FnSpecial::Default {
            use crate::sema::special::Special;
            let k = self.sema.special_kind(class, f);
            if matches!(k, Special::None) && self.defaulted_equality(class, f, at) {
                // (defaulted_eq.rs)
            } else if matches!(k, Special::None | Special::OtherCtor) {
                self.gap("lower: = default on a function that is not a special member", at);
                return None;
            }
        }
        for (i, e) in defaults {
            self.classes.defaults.push((class, f, i, e));
        }
        let mut facts = self.fn_facts(spec, dr);
        facts.defaulted_on_first_decl = special == FnSpecial::Default;
        self.apply_fn_attrs(f, &sorted, &facts, mn.span.lo, false)?;
        for o in overridden {
            let ds = crate::cuda::overrides::check_override(&self.sema.il, o, f, mn.span.lo);
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        }
        Some(f)
    }

    /// The base-class virtual functions member function `m` of `class` overrides.
    pub(crate) fn overridden_by(&self, class: EntityId, m: EntityId) -> Vec<EntityId> {
        let Some(e) = self.sema.il.entities.get(m) else { return Vec::new() };
        let Some(fd) = e.function() else { return Vec::new() };
        self.overridden_functions(class, fd.role, e.name, e.ty)
    }

    /// Base-class virtual functions that a member `name` of type `ty` overrides (direct and indirect
    /// bases; the first one found on each path).
    fn overridden_functions(&self, class: EntityId, role: FnRole, name: crate::sema::names::Symbol, ty: TypeId) -> Vec<EntityId> {
        let mut out = Vec::new();
        let mut stack: Vec<(EntityId, u32)> = self.sema.il.entities.bases_of(class).iter().filter_map(|b| self.sema.il.types.class_entity(b.ty)).map(|c| (c, 0)).collect();
        while let Some((c, depth)) = stack.pop() {
            if depth > 64 {
                continue;
            }
            let Some(cd) = self.sema.il.entities.get(c).and_then(|e| e.class()).copied() else { continue };
            let mut found = false;
            for m in self.sema.il.scopes.members(&self.sema.il.entities, cd.scope).take(100_000) {
                let Some(e) = self.sema.il.entities.get(m) else { continue };
                let Payload::Function(fd) = e.data else { continue };
                if !fd.has(FunctionData::VIRTUAL) {
                    continue;
                }
                let hit = match role {
                    FnRole::Destructor => fd.role == FnRole::Destructor,
                    _ => e.name == name && fd.role == role && same_param_list(&self.sema.il.types, e.ty, ty),
                };
                if hit {
                    if !out.contains(&m) {
                        out.push(m);
                    }
                    found = true;
                }
            }
            if !found {
                for b in self.sema.il.entities.bases_of(c) {
                    if let Some(bc) = self.sema.il.types.class_entity(b.ty) {
                        stack.push((bc, depth + 1));
                    }
                }
            }
        }
        out
    }

    /// A member function declaration (`R f(params) [cv] [= 0 | = default | = delete];`).
    pub(crate) fn member_function_declaration(&mut self, class: EntityId, spec: &DeclSpec, id: &ast::InitDeclarator, at: u32) {
        if id.bitfield.is_some() || id.asm_label.is_some() || id.requires.is_some() {
            return self.gap("lower: bit-field, asm label or requires-clause on a member function", at);
        }
        let (pure, special) = match &id.init {
            None => (false, FnSpecial::Body),
            Some(Init::Pure) => (true, FnSpecial::Body),
            Some(Init::Default) => (false, FnSpecial::Default),
            Some(Init::Delete) => (false, FnSpecial::Delete),
            // `= 0` arrives as an initialiser: the pure-specifier.
            Some(Init::Assign(e)) if self.is_literal_zero(*e) => (true, FnSpecial::Body),
            Some(_) => return self.gap("lower: initialised member function declaration", at),
        };
        if special == FnSpecial::Body && !pure && self.in_function_scope() {
            // A member function of a local class must be defined in the class (error when used: unprobed).
            return self.gap("lower: member function of a local class declared without definition", at);
        }
        let _ = self.declare_member_function(class, spec, &id.decl, &id.virt_spec, pure, special, at);
    }

    /// Whether `e` is the literal `0` (pure-specifier).
    fn is_literal_zero(&self, e: ast::ExprId) -> bool {
        let ast::ExprKind::Literal(r) = &self.ast.expr(e).kind else { return false };
        r.hi == r.lo + 1 && self.lexed.tokens.get(r.lo as usize).map(|t| t.kind == TokenKind::IntLit && self.map.text().get(t.span.lo as usize..t.span.hi as usize) == Some(&b"0"[..])).unwrap_or(false)
    }

    /// A member function defined in its class (body lowered when the outermost class is complete).
    pub(crate) fn member_function_definition(&mut self, class: EntityId, m: DeclId) {
        let d = self.ast.decl(m);
        let at = d.span.lo;
        let DeclKind::Function { spec, decl: dr, ctor_inits, body, special, try_block, virt_spec } = &d.kind else { return };
        if !try_block.is_empty() {
            return self.gap("lower: function-try-block", at);
        }
        if spec.specifiers.contains(&Kw::Friend) {
            return self.hidden_friend_definition(class, m);
        }
        let Some(f) = self.declare_member_function(class, spec, dr, virt_spec, false, *special, at) else { return };
        let role = self.sema.il.entities.get(f).and_then(|e| e.function()).map(|fd| fd.role);
        if !ctor_inits.is_empty() && role != Some(FnRole::Constructor) {
            return self.gap("lower: ctor-initializer on a non-constructor", at);
        }
        if *special != FnSpecial::Body {
            return;
        }
        if body.is_none() {
            return self.gap("lower: member function without body", at);
        }
        if let Some(Payload::Function(fd)) = self.sema.il.entities.get_mut(f).map(|e| &mut e.data) {
            fd.flags |= FunctionData::INLINE | FunctionData::DEFINED;
        }
        self.classes.bodies.push(DeferredBody { f, class, decl: m });
    }

    /// Lowers a deferred member function body (with its constructor initialisers) in the class scope.
    pub(crate) fn member_body(&mut self, b: DeferredBody) {
        let d = self.ast.decl(b.decl);
        let DeclKind::Function { ctor_inits, body: Some(body), .. } = &d.kind else { return };
        let Some(cd) = self.sema.il.entities.get(b.class).and_then(|e| e.class()).copied() else { return };
        let class_ty = self.sema.il.entities.get(b.class).map(|e| e.ty).unwrap_or(TypeTable::ERROR);
        let (quals, is_static) = match self.sema.il.entities.get(b.f).map(|e| (self.sema.il.types.ckind(e.ty), e.function().copied())) {
            // A friend defined in the class has no `this` either.
            Some((TypeKind::Function(sig), Some(fd))) => (sig.quals, fd.has(FunctionData::STATIC_MEMBER) || fd.has(FunctionData::FRIEND)),
            _ => (Quals::NONE, false),
        };
        let saved_this = std::mem::replace(&mut self.this_ctx, if is_static { None } else { Some((class_ty, quals)) });
        let saved_scope = std::mem::replace(&mut self.scope, cd.scope);
        if !ctor_inits.is_empty() || self.sema.il.entities.get(b.f).and_then(|e| e.function()).map(|f| f.role == FnRole::Constructor).unwrap_or(false) {
            let start = self.sema.il.exprs.len();
            self.ctor_initializers(b.f, b.class, ctor_inits, d.span.lo);
            if !self.stopped {
                self.check_access_range(start, self.sema.il.exprs.len(), b.f);
            }
        }
        if !self.stopped {
            let saved_static = std::mem::replace(&mut self.classes.static_body, is_static);
            self.function_body(b.f, *body, true);
            self.classes.static_body = saved_static;
        }
        self.scope = saved_scope;
        self.this_ctx = saved_this;
    }

    /// The constructor initialisers of constructor `f` of `class` (and the implicit initialisation of
    /// the members and bases not named), lowered with the parameters in scope. Any diagnostic is a gap.
    pub(crate) fn ctor_initializers_pub(&mut self, f: EntityId, class: EntityId, inits: &[ast::MemInit], at: u32) {
        self.ctor_initializers(f, class, inits, at)
    }

    fn ctor_initializers(&mut self, f: EntityId, class: EntityId, inits: &[ast::MemInit], at: u32) {
        let proto = self.sema.il.entities.params(f).next().and_then(|p| self.sema.il.entities.get(p)).map(|p| p.scope);
        let scope = proto.unwrap_or(self.scope);
        let saved = (self.scope, self.sema.current_function, self.sema.cur_scope);
        self.scope = scope;
        self.sema.current_function = f;
        self.sema.cur_scope = scope;
        let before = self.sema.diags.len();
        let start = self.sema.il.exprs.len();
        let mut recs = Vec::with_capacity(inits.len());
        self.ctor_initializers_in(class, inits, at, &mut recs);
        // The host output re-prints the initialisers: kept only when every one lowered.
        if !self.stopped && recs.len() == inits.len() && !inits.is_empty() {
            self.sema.il.ctor_inits.insert(f, recs);
        }
        if !self.stopped && (self.sema.diags.len() != before) {
            self.gap("lower: diagnostic in a constructor initialiser", at);
        }
        if !self.stopped {
            if let Some(p) = self.space_ref_in(start, self.sema.il.exprs.len()) {
                self.gap("lower: device function or variable in a constructor initialiser (cross-space checks)", p);
            }
        }
        self.scope = saved.0;
        self.sema.current_function = saved.1;
        self.sema.cur_scope = saved.2;
    }

    fn ctor_initializers_in(&mut self, class: EntityId, inits: &[ast::MemInit], at: u32, recs: &mut Vec<crate::sema::il::CtorInitRecord>) {
        let Some(cd) = self.sema.il.entities.get(class).and_then(|e| e.class()).copied() else { return };
        let class_ty = self.sema.il.entities.get(class).map(|e| e.ty).unwrap_or(TypeTable::ERROR);
        let bases: Vec<TypeId> = self.sema.il.entities.bases_of(class).iter().map(|b| b.ty).collect();
        let mut done_fields: Vec<EntityId> = Vec::new();
        let mut done_bases: Vec<TypeId> = Vec::new();
        for mi in inits {
            if self.stopped {
                return;
            }
            let mat = mi.name.span.lo;
            let (Some(s), 1, false) = (mi.name.last_ident(), mi.name.segs.len(), mi.name.global) else {
                return self.gap("lower: qualified or template name in a constructor initialiser", mat);
            };
            if mi.pack || mi.name.segs[0].targs.is_some() {
                return self.gap("lower: pack expansion or template-id in a constructor initialiser", mat);
            }
            let sym = self.sym(s);
            // `name{a, b}`: the parser gives one braced list; its items are the arguments.
            let braced_items: Vec<ast::ExprId>;
            let mi_args: &[ast::ExprId] = match (mi.braced, mi.args.as_slice()) {
                (true, [one]) => match &self.ast.expr(*one).kind {
                    ast::ExprKind::InitList(items) => {
                        braced_items = items.clone();
                        &braced_items
                    }
                    _ => &mi.args,
                },
                _ => &mi.args,
            };
            // A member of this class first; then a type naming a direct base or the class itself.
            let local: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, cd.scope, sym).collect();
            let field = local.iter().copied().find(|&e| matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::Field(_))));
            let span = Span::new(mat, mi.name.span.hi);
            if let Some(fe) = field {
                if done_fields.contains(&fe) {
                    return self.gap("lower: member initialised twice", mat);
                }
                done_fields.push(fe);
                let ty = self.sema.il.entities.get(fe).map(|e| e.ty).unwrap_or(TypeTable::ERROR);
                let Some(xs) = self.exprs_of(mi_args) else { return };
                if let Some(x) = self.init_subobject(ty, &xs, mi.braced, span, mat) {
                    recs.push(crate::sema::il::CtorInitRecord { target: fe, braced: mi.braced, empty: mi_args.is_empty(), expr: x });
                }
                continue;
            }
            let il = &self.sema.il;
            let r = il.scopes.lookup(&il.entities, &il.types, cd.scope, sym, LookupKind::Tag);
            let Some(e) = r.single().map(|e| il.entities.resolve(e)) else {
                return self.gap("lower: constructor initialiser name not found", mat);
            };
            let t = match il.entities.get(e).map(|x| x.data) {
                Some(Payload::Class(_)) => il.entities.get(e).map(|x| x.ty).unwrap_or(TypeTable::ERROR),
                Some(Payload::Typedef) => il.entities.get(e).map(|x| x.ty).unwrap_or(TypeTable::ERROR),
                _ => return self.gap("lower: constructor initialiser names something else", mat),
            };
            if il.types.same(t, class_ty) {
                if inits.len() != 1 {
                    return self.gap("lower: delegating constructor with other initialisers", mat);
                }
                if mi.braced {
                    return self.gap("lower: braced delegating constructor call", mat);
                }
                let Some(xs) = self.exprs_of(&mi.args) else { return };
                let x = self.sema.build_construct(class_ty, &xs, span, mat);
                recs.push(crate::sema::il::CtorInitRecord { target: class, braced: false, empty: mi.args.is_empty(), expr: x });
                return;
            }
            let Some(&bt) = bases.iter().find(|&&b| self.sema.il.types.same(b, t)) else {
                return self.gap("lower: constructor initialiser names a class that is not a direct base", mat);
            };
            if done_bases.contains(&bt) {
                return self.gap("lower: base initialised twice", mat);
            }
            done_bases.push(bt);
            let x = if mi.braced {
                // `: __atomic_flag_base{ _S_init(__i) }` (libstdc++'s `atomic_flag`): list-initialised as
                // a variable of the base's type would be; prelude only (user code's diagnostics and
                // host output for it are unverified).
                let list = match mi.args.as_slice() {
                    [one] if matches!(self.ast.expr(*one).kind, ast::ExprKind::InitList(_)) => *one,
                    _ => return self.gap("lower: braced base initialiser", mat),
                };
                if !self.map.in_prelude(mat) {
                    return self.gap("lower: braced base initialiser", mat);
                }
                let Some(items) = self.init_items(list, 0) else { return };
                let sp = self.ast.expr(list).span;
                match self.sema.build_direct_list_init(bt, &items, sp) {
                    Some((x, _)) => x,
                    None => return self.gap("lower: braced base initialiser", mat),
                }
            } else {
                let Some(xs) = self.exprs_of(&mi.args) else { return };
                self.sema.build_construct(bt, &xs, span, mat)
            };
            // The name as written: a typedef naming the base prints so (`TB(3)`) [verified].
            let named = if matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::Typedef)) { Some(e) } else { self.sema.il.types.class_entity(bt) };
            if let Some(base) = named {
                recs.push(crate::sema::il::CtorInitRecord { target: base, braced: false, empty: mi.args.is_empty(), expr: x });
            }
        }
        if cd.key == ClassKey::Union && done_fields.len() > 1 {
            return self.gap("lower: several members of a union initialised", at);
        }
        // Implicit default-initialisation of the rest.
        for bt in bases {
            if !done_bases.iter().any(|&b| self.sema.il.types.same(b, bt)) && !self.default_constructible(bt) {
                return self.gap("lower: base without a usable default constructor not initialised", at);
            }
        }
        if cd.key == ClassKey::Union {
            return;
        }
        let members: Vec<EntityId> = self.sema.il.scopes.members(&self.sema.il.entities, cd.scope).take(100_000).collect();
        for m in members {
            let Some(e) = self.sema.il.entities.get(m).copied() else { continue };
            let Payload::Field(fd) = e.data else { continue };
            if done_fields.contains(&m) || fd.init.is_some() {
                continue;
            }
            let tt = &self.sema.il.types;
            let mut t = e.ty;
            while let TypeKind::Array(el, _) = tt.ckind(t) {
                t = el;
            }
            let bad = tt.is_reference(e.ty) || (tt.quals(t).is_const() && tt.class_entity(t).is_none()) || (tt.class_entity(t).is_some() && !self.default_constructible(t));
            if bad {
                // #366-style errors and warnings for uninitialised const/reference members: unprobed.
                return self.gap("lower: member without a usable default initialisation", at);
            }
        }
    }

    /// `C()` would pick a non-deleted default constructor of class type `t` (implicit or declared).
    fn default_constructible(&self, t: TypeId) -> bool {
        let Some(c) = self.sema.il.types.class_entity(t) else { return true };
        let d = self.sema.declared_specials(c);
        match d.default_ctor {
            Some(f) => !self.sema.il.entities.get(f).and_then(|e| e.function()).map(|fd| fd.has(FunctionData::DELETED)).unwrap_or(true),
            None => false,
        }
    }

    /// Initialises a member of type `ty` from `(args)` or `{args}`.
    /// Returns the lowered initialisation (None: not lowered, or an array member, which records none).
    fn init_subobject(&mut self, ty: TypeId, xs: &[crate::sema::ids::ExprId], braced: bool, span: Span, at: u32) -> Option<crate::sema::ids::ExprId> {
        let tt = &self.sema.il.types;
        let is_class = tt.class_entity(ty).is_some();
        if braced {
            if is_class && !matches!(tt.ckind(ty), TypeKind::Array(..)) {
                // `m{args}` direct-list-initialises the member as `T m{args};` would (an explicit
                // constructor may be chosen; libcu++'s chrono `__d_{__h.count()}`).
                let items: Vec<InitItem> = xs.iter().map(|&x| InitItem { designator: None, value: InitValue::Expr(x) }).collect();
                let ut = tt.unqualified(ty);
                // None: a diagnostic or gap was recorded by sema.
                return self.retry_instantiating(at, |l| l.sema.build_direct_list_init(ut, &items, span)).map(|x| x.0);
            }
            if is_class || matches!(tt.ckind(ty), TypeKind::Array(..)) {
                self.gap("lower: braced initialiser of a class or array member", at);
                return None;
            }
            return match xs {
                [] => Some(self.sema.build_value_init(ty, span)),
                [x] => self.sema.build_scalar_list_init(*x, ty),
                _ => {
                    self.gap("lower: braced initialiser with several values for a scalar", at);
                    None
                }
            };
        }
        if is_class {
            let ut = self.sema.il.types.unqualified(ty);
            return Some(self.retry_instantiating(at, |l| l.sema.build_construct(ut, xs, span, at)));
        }
        if matches!(tt.ckind(ty), TypeKind::Array(..)) {
            if !xs.is_empty() {
                self.gap("lower: array member initialised from values", at);
            }
            return None;
        }
        match xs {
            [] => Some(self.sema.build_value_init(ty, span)),
            [x] => self.sema.build_copy_init(*x, ty),
            _ => {
                self.gap("lower: several values for a scalar member", at);
                None
            }
        }
    }

    fn exprs_of(&mut self, args: &[ast::ExprId]) -> Option<Vec<crate::sema::ids::ExprId>> {
        let mut out = Vec::with_capacity(args.len());
        for &a in args {
            if matches!(self.ast.expr(a).kind, ast::ExprKind::InitList(_) | ast::ExprKind::PackExpansion(_)) {
                self.gap("lower: braced or pack-expansion argument", self.ast.expr(a).span.lo);
                return None;
            }
            out.push(self.expr(a)?);
        }
        Some(out)
    }

    /// `friend class X;` / `friend X;` / `friend R f(params);` — recorded for access checking when the
    /// friend was declared before (otherwise the friend is declared invisibly: a gap).
    pub(crate) fn friend_declaration(&mut self, class: EntityId, spec: &DeclSpec, declarators: &[ast::InitDeclarator], span: Span) {
        let at = span.lo;
        if self.in_function_scope() {
            return self.gap("lower: friend declaration in a local class", at);
        }
        if spec.specifiers.iter().any(|k| !matches!(k, Kw::Friend | Kw::Inline | Kw::Constexpr)) {
            return self.gap("lower: friend declaration specifiers", at);
        }
        // Attributes on a friend function declaration (`friend __device__ R f(…);`, cooperative_groups.h):
        // the execution space written must be the one the function has or will get (see below).
        let written_space = if spec.attrs.is_empty() {
            None
        } else {
            let Some(sorted) = self.sort_attrs(&spec.attrs, super::attrs::AttrTarget::Function) else { return };
            if !sorted.launch.is_empty() || !sorted.launch_deferred.is_empty() || !sorted.mem.is_empty() {
                return self.gap("lower: friend declaration specifiers", at);
            }
            Some(written_exec_bits(&sorted))
        };
        if declarators.is_empty() {
            let (name, key) = match &spec.base {
                TypeBase::Elaborated { key, name } if matches!(key, Kw::Class | Kw::Struct | Kw::Union | Kw::Enum) => (name, Some(*key)),
                TypeBase::Named { name, typename: false } => (name, None),
                _ => return self.gap("lower: friend declaration", at),
            };
            if name.global || name.segs.len() > 1 {
                return self.qualified_friend_class(class, key, name, at);
            }
            if key == Some(Kw::Enum) {
                return self.gap("lower: friend declaration", at);
            }
            let found = if name.segs.len() == 1 && !name.global && name.segs[0].targs.is_none() {
                let Some(s) = name.last_ident() else { return self.gap("lower: friend declaration", at) };
                let sym = self.sym(s);
                let il = &self.sema.il;
                il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::Tag).single().map(|e| il.entities.resolve(e))
            } else {
                None
            };
            let c = found.filter(|&e| matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::Class(_))));
            let Some(c) = c else {
                // `friend class X;` with X not declared: X belongs to the innermost enclosing namespace,
                // invisible until declared there; friendship is matched by name then.
                let simple = matches!(&spec.base, TypeBase::Elaborated { .. }) && name.segs.len() == 1 && !name.global;
                let (Some(s), true) = (name.last_ident(), simple) else { return self.gap("lower: friend class not declared before", at) };
                let Some(ns) = self.innermost_namespace() else { return self.gap("lower: friend declaration", at) };
                let n = self.sym(s);
                self.classes.pending_friends.push((class, ns, n, TypeId::NONE));
                return;
            };
            self.classes.friends.push((class, c));
            return;
        }
        for id in declarators {
            if id.init.is_some() || id.bitfield.is_some() || !id.virt_spec.is_empty() || id.asm_label.is_some() {
                return self.gap("lower: friend declaration", at);
            }
            let Some(base) = self.spec_type(spec) else { return };
            // `friend R ns::f(params);`: the function must be found in the named namespace.
            let mut plain = id.decl.clone();
            let mut target_ns = None;
            if let Some(n) = &id.decl.name {
                if n.segs.len() >= 2 {
                    let prefix = ast::Name { global: n.global, segs: n.segs[..n.segs.len() - 1].to_vec(), span: n.span };
                    let Some(e) = self.lookup_name(&prefix, LookupKind::NestedNameSpecifier) else { return };
                    match self.sema.il.entities.get(e).map(|x| x.data) {
                        Some(Payload::Namespace { scope, .. }) => target_ns = Some(scope),
                        _ => return self.gap("lower: friend member function of another class", at),
                    }
                    plain.name = Some(ast::Name { global: false, segs: vec![n.segs[n.segs.len() - 1].clone()], span: n.span });
                }
            }
            let Some(dd) = self.declarator(base, &plain) else { return };
            if !matches!(self.sema.il.types.ckind(dd.ty), TypeKind::Function(_)) {
                return self.gap("lower: friend declaration of a non-function", at);
            }
            // The innermost enclosing namespace.
            let mut sc = self.scope;
            for _ in 0..10_000 {
                match self.sema.il.scopes.get(sc) {
                    Some(s) if s.kind == ScopeKind::Namespace => break,
                    Some(s) if s.parent.is_some() => sc = s.parent,
                    _ => return self.gap("lower: friend declaration", at),
                }
            }
            let sc = target_ns.unwrap_or(sc);
            let prior: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, sc, dd.name).collect();
            let f = prior.into_iter().find(|&e| self.sema.il.entities.get(e).map(|x| x.is_function() && self.sema.il.types.same(x.ty, dd.ty)).unwrap_or(false));
            let Some(f) = f else {
                if target_ns.is_some() {
                    return self.gap("lower: friend function not declared before", at);
                }
                // The attributes of a friend declared first here would have to carry over to the
                // function's later declaration; trusted only in the prelude, whose later declarations
                // repeat them (cooperative_groups.h's `tiled_partition`).
                if written_space.is_some() && !self.map.in_prelude(at) {
                    return self.gap("lower: attributes on a friend function not declared before", at);
                }
                // Declared by the friend declaration, invisible until declared in the namespace:
                // friendship is matched by name and type.
                self.classes.pending_friends.push((class, sc, dd.name, dd.ty));
                self.sema.il.undeclared_friends.push((class, sc, dd.name, dd.ty));
                continue;
            };
            if let Some(w) = written_space {
                let has = self.sema.il.entities.get(f).map(|x| x.exec.0 & (ExecSpace::HOST | ExecSpace::DEVICE | ExecSpace::GLOBAL)).unwrap_or(0);
                // Same space (an unannotated function counts as `__host__`): a plain redeclaration.
                if (if w == 0 { ExecSpace::HOST } else { w }) != (if has == 0 { ExecSpace::HOST } else { has }) {
                    return self.gap("lower: friend redeclaration with another execution space", at);
                }
            }
            self.classes.friends.push((class, f));
        }
    }
}

/// The execution-space bits (`ExecSpace::HOST | DEVICE | GLOBAL`) written in `sorted`.
fn written_exec_bits(sorted: &super::attrs::SortedAttrs) -> u8 {
    use crate::cuda::spaces::ExecAttr;
    sorted.exec.iter().fold(0, |b, (a, _)| {
        b | match a {
            ExecAttr::Host => ExecSpace::HOST,
            ExecAttr::Device => ExecSpace::DEVICE,
            ExecAttr::Global => ExecSpace::GLOBAL,
        }
    })
}

impl<'a> Lowerer<'a> {
    /// `R f(params) = delete;` at namespace scope: the first declaration of a deleted function.
    pub(crate) fn namespace_deleted_function(&mut self, spec: &DeclSpec, dr: &Declarator, span: Span) {
        let at = span.lo;
        let mut storage = crate::sema::entities::Storage::None;
        for k in &spec.specifiers {
            match k {
                Kw::Static => storage = crate::sema::entities::Storage::Static,
                Kw::Inline | Kw::Extern | Kw::Extension => {}
                _ => return self.gap("lower: declaration specifier on a deleted function", at),
            }
        }
        let Some(sorted) = self.sort_attrs(&spec.attrs, super::attrs::AttrTarget::Function) else { return };
        let Some(base) = self.spec_type(spec) else { return };
        let Some(dd) = self.declarator(base, dr) else { return };
        if !matches!(self.sema.il.types.ckind(dd.ty), TypeKind::Function(_)) || dd.params.is_none() {
            return self.gap("lower: deleted non-function", at);
        }
        let before: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, self.scope, dd.name).collect();
        let Some(f) = self.declare_fn(&dd, storage, 0, at, false) else { return };
        if before.contains(&f) {
            // #1598-ish: a deleted definition must be the first declaration (unprobed).
            return self.gap("lower: deleted definition of a function declared before", at);
        }
        if let Some(Payload::Function(fd)) = self.sema.il.entities.get_mut(f).map(|e| &mut e.data) {
            fd.flags |= FunctionData::DELETED | FunctionData::INLINE; // deleted functions are implicitly inline (the reference prints `inline`)
        }
        let facts = self.fn_facts(spec, dr);
        let _ = self.apply_fn_attrs(f, &sorted, &facts, dd.name_span.lo, false);
    }
}

impl<'a> Lowerer<'a> {
    /// `R operator@(params)` outside a class: valid only with a parameter of class or enumeration type
    /// (or reference to one) and the operator's arity; anything else is a gap (its errors are unprobed).
    /// The type and parameters of a namespace-scope operator declarator: a plain function declarator
    /// (default arguments, packs and attributes are not modelled here), else a gap.
    pub(crate) fn plain_operator_function(&mut self, base: TypeId, d: &Declarator) -> Option<(TypeId, Vec<(crate::sema::names::Symbol, TypeId)>)> {
        let at = d.span.lo;
        if !matches!(d.ops.first(), Some(DeclaratorOp::Function(f)) if f.params.iter().all(|p| p.default.is_none())) || d.pack || !d.attrs.is_empty() {
            self.gap("lower: operator/destructor/conversion declarator", at);
            return None;
        }
        let (ty, params) = self.declarator_type(base, d)?;
        let Some(params) = params else {
            self.gap("lower: operator/destructor/conversion declarator", at);
            return None;
        };
        Some((ty, params))
    }

    pub(crate) fn nonmember_operator_declarator(&mut self, base: TypeId, d: &Declarator, tok: TokenKind, arr: bool) -> Option<super::decl::Declared> {
        let at = d.span.lo;
        if matches!(tok, TokenKind::Kw(Kw::New) | TokenKind::Kw(Kw::Delete)) {
            return self.allocation_function_declarator(base, d, tok == TokenKind::Kw(Kw::New), arr);
        }
        let Some(sp) = operator_spelling(tok).filter(|_| !arr) else {
            self.gap("lower: operator/destructor/conversion declarator", at);
            return None;
        };
        let (ty, params) = self.plain_operator_function(base, d)?;
        let TypeKind::Function(sig) = self.sema.il.types.ckind(ty) else { return None };
        let tt = &self.sema.il.types;
        let class_or_enum = params.iter().any(|&(_, p)| {
            let u = tt.unqualified(tt.non_reference(p));
            tt.class_entity(u).is_some() || matches!(tt.ckind(u), TypeKind::Enum(_))
        });
        if !class_or_enum || sig.variadic || !operator_arity_ok(tok, params.len(), false) {
            self.gap("lower: invalid non-member operator function (diagnostics unprobed)", at);
            return None;
        }
        if matches!(tok, TokenKind::PlusPlus | TokenKind::MinusMinus) && params.len() == 2 && !matches!(tt.ckind(params[1].1), TypeKind::Int(crate::sema::types::IntKind::Int)) {
            self.gap("lower: postfix ++/-- with a parameter other than int", at);
            return None;
        }
        let name = self.sema.il.names.intern(&format!("operator{}", sp));
        let name_span = d.name.as_ref().map(|n| n.span).unwrap_or(d.span);
        Some(super::decl::Declared { name, name_span, ty, params: Some(params) })
    }

    /// `void *operator new[](std::size_t, …)` / `void operator delete[](void *, …)` at namespace scope
    /// (the replaceable and placement forms of <new>): `void *` / `void` result, `size_t` / `void *` first
    /// parameter; anything else is a gap (the checks' errors are unprobed).
    fn allocation_function_declarator(&mut self, base: TypeId, d: &Declarator, new: bool, arr: bool) -> Option<super::decl::Declared> {
        let at = d.span.lo;
        if !matches!(d.ops.first(), Some(DeclaratorOp::Function(f)) if f.params.iter().all(|p| p.default.is_none())) || d.pack || !d.attrs.is_empty() {
            self.gap("lower: operator/destructor/conversion declarator", at);
            return None;
        }
        let (ty, params) = self.declarator_type(base, d)?;
        let params = params?;
        let TypeKind::Function(sig) = self.sema.il.types.ckind(ty) else { return None };
        let tt = &self.sema.il.types;
        let void_ptr = |t: TypeId| matches!(tt.ckind(t), TypeKind::Pointer(p) if tt.is_void(p) && tt.quals(p).is_empty());
        let ok = if new {
            void_ptr(sig.ret) && params.first().map(|&(_, p)| matches!(tt.ckind(p), TypeKind::Int(crate::sema::types::IntKind::ULong))).unwrap_or(false)
        } else {
            tt.is_void(sig.ret) && params.first().map(|&(_, p)| void_ptr(p)).unwrap_or(false)
        };
        if !ok || sig.variadic {
            self.gap("lower: unusual allocation or deallocation function", at);
            return None;
        }
        let text = format!("operator {}{}", if new { "new" } else { "delete" }, if arr { "[]" } else { "" });
        let name = self.sema.il.names.intern(&text);
        let name_span = d.name.as_ref().map(|n| n.span).unwrap_or(d.span);
        Some(super::decl::Declared { name, name_span, ty, params: Some(params) })
    }
}

impl<'a> Lowerer<'a> {
    /// The scope of the innermost namespace enclosing the current scope.
    pub(crate) fn innermost_namespace(&self) -> Option<crate::sema::ids::ScopeId> {
        let mut sc = self.scope;
        for _ in 0..10_000 {
            match self.sema.il.scopes.get(sc) {
                Some(s) if s.kind == ScopeKind::Namespace => return Some(sc),
                Some(s) if s.parent.is_some() => sc = s.parent,
                _ => return None,
            }
        }
        None
    }
}

/// Same parameter-type-list, variadic-ness and cv-qualification (a redeclaration, or an override).
pub(crate) fn same_param_list(tt: &TypeTable, a: TypeId, b: TypeId) -> bool {
    match (tt.ckind(a), tt.ckind(b)) {
        (TypeKind::Function(x), TypeKind::Function(y)) => {
            let (px, py) = (tt.type_list(x.params), tt.type_list(y.params));
            px.len() == py.len() && px.iter().zip(py).all(|(&p, &q)| tt.same(p, q)) && x.variadic == y.variadic && x.quals == y.quals && x.ref_qual == y.ref_qual
        }
        _ => false,
    }
}

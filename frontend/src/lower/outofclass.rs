//! Definitions of class members outside their class: `R C::f(params) {…}` (constructors with their
//! initialisers, destructors, operators, conversion functions) and static data members
//! `T C::x [= init];`, plus the class-qualified names `C::m` that lookup resolves through a class scope.
//!
//! The member must have been declared in the class with the same parameter-type-list; anything else
//! (a definition that matches no declaration, a second definition, attributes differing from the
//! declaration, default arguments added here, `= default` outside the class) is a gap.
use super::Lowerer;
use crate::parse::ast::{self, DeclId, DeclKind, DeclSpec, Declarator, DeclaratorOp, FnSpecial, Init, Name, SegKind, TypeBase};
use crate::sema::entities::{Access, FnRole, FunctionData, Payload, VariableData};
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::scopes::LookupKind;
use crate::sema::types::{Quals, TypeKind, TypeTable};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// Whether a declarator-id is qualified (`C::f`), i.e. names a member defined outside its class.
    pub(crate) fn is_qualified_declarator(dr: &Declarator) -> bool {
        dr.name.as_ref().map(|n| n.segs.len() >= 2).unwrap_or(false)
    }

    /// The class named by all but the last segment of `name` (None after a gap).
    pub(crate) fn qualifying_class(&mut self, name: &Name) -> Option<EntityId> {
        let at = name.span.lo;
        if name.segs.iter().any(|s| s.targs.is_some() || s.template_kw) {
            // `ctype<char>::is(…)`: a member of an explicit specialisation (class_qualified.rs).
            return self.explicit_specialization_qualifier(name);
        }
        let prefix = Name { global: name.global, segs: name.segs[..name.segs.len() - 1].to_vec(), span: name.span };
        let e = self.lookup_name(&prefix, LookupKind::NestedNameSpecifier)?;
        let cd = self.sema.il.entities.get(e).and_then(|x| x.class()).copied();
        match cd {
            Some(cd) if cd.complete => Some(e),
            _ => {
                self.gap("lower: qualified declarator not naming a member of a complete class", at);
                None
            }
        }
    }

    /// `R C::f(params) [: inits] {…}` at namespace scope.
    pub(crate) fn out_of_class_function(&mut self, d: DeclId) {
        let decl = self.ast.decl(d);
        let at = decl.span.lo;
        let DeclKind::Function { spec, decl: dr, ctor_inits, body, special, try_block, virt_spec } = &decl.kind else { return };
        if !virt_spec.is_empty() {
            return self.gap("lower: virt-specifier on an out-of-class member definition", at);
        }
        if !try_block.is_empty() || *special != FnSpecial::Body {
            return self.gap("lower: out-of-class member definition with try-block, = default or = delete", at);
        }
        let Some(body) = *body else { return self.gap("lower: function without body", at) };
        if spec.specifiers.iter().any(|k| !matches!(k, crate::lex::Kw::Inline | crate::lex::Kw::Constexpr)) {
            return self.gap("lower: declaration specifier on an out-of-class member definition", at);
        }
        let Some(name) = &dr.name else { return };
        let Some(class) = self.qualifying_class(name) else { return };
        if ctor_inits.is_empty() && self.undeclared_member_definition(class, name, self.inert_body(body)) {
            return; // #135 (class_qualified.rs)
        }
        let Some(cd) = self.sema.il.entities.get(class).and_then(|e| e.class()).copied() else { return };
        let class_ty = self.sema.il.entities.get(class).map(|e| e.ty).unwrap_or(TypeTable::ERROR);
        let class_name = self.sema.il.entities.get(class).map(|e| e.name).unwrap_or_default();
        // Names in the declarator after the declarator-id are looked up in the class (parameters).
        let saved_scope = std::mem::replace(&mut self.scope, cd.scope);
        let r = self.out_of_class_signature(spec, dr, class_name, at);
        self.scope = saved_scope;
        let Some((role, fname, ty, params)) = r else { return };
        let Some(f) = self.declared_member(cd.scope, fname, ty, role, at) else { return };
        let fd = self.sema.il.entities.get(f).and_then(|e| e.function()).copied().unwrap_or_default();
        if fd.body.is_some() || fd.has(FunctionData::DEFINED | FunctionData::DELETED | FunctionData::DEFAULTED | FunctionData::IMPLICIT) {
            return self.gap("lower: member function redefinition", at);
        }
        if !ctor_inits.is_empty() && role != FnRole::Constructor {
            return self.gap("lower: ctor-initializer on a non-constructor", at);
        }
        // CUDA attributes on the definition: merging with the declaration's is not modelled.
        let Some(sorted) = self.sort_attrs(&spec.attrs, super::attrs::AttrTarget::Function) else { return };
        let facts = self.fn_facts(spec, dr);
        if self.apply_fn_attrs(f, &sorted, &facts, name.span.lo, true).is_none() {
            return;
        }
        let dd = super::decl::Declared { name: fname, name_span: name.span, ty, params: Some(params) };
        let saved_scope = std::mem::replace(&mut self.scope, cd.scope);
        self.rebind_params(f, &dd);
        if let Some(Payload::Function(x)) = self.sema.il.entities.get_mut(f).map(|e| &mut e.data) {
            x.flags |= FunctionData::DEFINED;
            if spec.specifiers.contains(&crate::lex::Kw::Inline) {
                x.flags |= FunctionData::INLINE;
            }
        }
        let (quals, is_static) = match self.sema.il.types.ckind(ty) {
            TypeKind::Function(sig) => (sig.quals, fd.has(FunctionData::STATIC_MEMBER)),
            _ => (Quals::NONE, false),
        };
        let saved_this = std::mem::replace(&mut self.this_ctx, if is_static { None } else { Some((class_ty, quals)) });
        if role == FnRole::Constructor {
            let start = self.sema.il.exprs.len();
            self.ctor_initializers_pub(f, class, ctor_inits, at);
            if !self.stopped {
                self.check_access_range(start, self.sema.il.exprs.len(), f);
            }
        }
        if !self.stopped {
            let saved_static = std::mem::replace(&mut self.classes.static_body, is_static);
            self.function_body(f, body, true);
            self.classes.static_body = saved_static;
        }
        self.this_ctx = saved_this;
        self.scope = saved_scope;
    }

    /// The role, name, function type and parameters of `C::f(params)` (class scope current).
    #[allow(clippy::type_complexity)]
    fn out_of_class_signature(&mut self, spec: &DeclSpec, dr: &Declarator, class_name: crate::sema::names::Symbol, at: u32) -> Option<(FnRole, crate::sema::names::Symbol, TypeId, Vec<(crate::sema::names::Symbol, TypeId)>)> {
        let name = dr.name.as_ref()?;
        let last = &name.segs.last()?.kind;
        let no_type = spec.base == TypeBase::None && spec.cv == ast::Cv::default();
        let (role, n, base) = match last {
            SegKind::Ident(s) => {
                let n = self.sym(*s);
                if n == class_name && no_type {
                    (FnRole::Constructor, n, TypeTable::VOID)
                } else {
                    (FnRole::Normal, n, self.spec_type(spec)?)
                }
            }
            SegKind::Dtor(s) if no_type && self.sym(*s) == class_name => {
                let t = self.sema.il.names.intern(&format!("~{}", self.sema.il.names.resolve(class_name)));
                (FnRole::Destructor, t, TypeTable::VOID)
            }
            SegKind::Operator(tok, false) => {
                let Some(sp) = super::members::operator_spelling(*tok) else {
                    self.gap("lower: operator new/delete or unusual operator function", at);
                    return None;
                };
                let n = self.sema.il.names.intern(&format!("operator{}", sp));
                (FnRole::Operator, n, self.spec_type(spec)?)
            }
            SegKind::Conversion(t) if no_type => {
                let t = self.type_id(*t)?;
                let text = crate::sema::printing::Printer::new(&self.sema.il).type_str(t);
                let n = self.sema.il.names.intern(&format!("operator {}", text));
                (FnRole::Conversion, n, t)
            }
            _ => {
                self.gap("lower: unusual out-of-class member name", at);
                return None;
            }
        };
        if !matches!(dr.ops.first(), Some(DeclaratorOp::Function(f)) if f.params.iter().all(|p| p.default.is_none())) || dr.pack || !dr.attrs.is_empty() {
            self.gap("lower: out-of-class member declarator (default arguments, attributes)", at);
            return None;
        }
        self.member_declarator = true;
        let r = self.declarator_type(base, dr);
        self.member_declarator = false;
        let (ty, params) = r?;
        let Some(params) = params else {
            self.gap("lower: member function declarator", at);
            return None;
        };
        Some((role, n, ty, params))
    }

    /// The member function of class scope `cs` named `n` with the parameter-type-list (and cv) of `ty`
    /// and the same return type.
    fn declared_member(&mut self, cs: crate::sema::ids::ScopeId, n: crate::sema::names::Symbol, ty: TypeId, role: FnRole, at: u32) -> Option<EntityId> {
        let cands: Vec<EntityId> = self.sema.il.scopes.local(&self.sema.il.entities, cs, n).collect();
        for c in cands {
            let Some(e) = self.sema.il.entities.get(c).copied() else { continue };
            let Payload::Function(fd) = e.data else { continue };
            if fd.role == role && super::members::same_param_list(&self.sema.il.types, e.ty, ty) {
                let ret = |t: TypeId| match self.sema.il.types.ckind(t) {
                    TypeKind::Function(s) => s.ret,
                    _ => TypeTable::ERROR,
                };
                if !self.sema.il.types.same(ret(e.ty), ret(ty)) {
                    break;
                }
                return Some(c);
            }
        }
        // #147 `declaration is incompatible with …` / #135-ish: unprobed.
        self.gap("lower: out-of-class definition matching no member declaration", at);
        None
    }

    /// `T C::x [= init];` — the definition of static data member `x` (None: not such a definition, the
    /// caller goes on; Some(()) handled or gap noted).
    pub(crate) fn static_member_definition(&mut self, spec: &DeclSpec, base: TypeId, id: &ast::InitDeclarator, at: u32) {
        if self.prelude_static_member_definition(spec, base, id, at) {
            return; // class_qualified.rs
        }
        if !spec.specifiers.is_empty() || id.bitfield.is_some() || id.asm_label.is_some() || !id.virt_spec.is_empty() {
            return self.gap("lower: specifiers on a static data member definition", at);
        }
        let Some(name) = &id.decl.name else { return };
        let Some(s) = name.last_ident() else { return self.gap("lower: qualified declarator-id", at) };
        let Some(class) = self.qualifying_class(name) else { return };
        if self.undeclared_member_definition(class, name, id.init.is_none()) {
            return; // #135 (class_qualified.rs)
        }
        let Some(cd) = self.sema.il.entities.get(class).and_then(|e| e.class()).copied() else { return };
        let n = self.sym(s);
        let mut plain = id.decl.clone();
        plain.name = Some(Name { global: false, segs: vec![name.segs[name.segs.len() - 1].clone()], span: name.span });
        let saved_scope = std::mem::replace(&mut self.scope, cd.scope);
        let dd = self.declarator(base, &plain);
        self.scope = saved_scope;
        let Some(dd) = dd else { return };
        let v = self.sema.il.scopes.local(&self.sema.il.entities, cd.scope, n).find(|&e| matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::Variable(_))));
        let Some(v) = v else { return self.gap("lower: qualified definition of something other than a static data member", at) };
        let Some(ve) = self.sema.il.entities.get(v).copied() else { return };
        let Payload::Variable(vd) = ve.data else { return };
        if vd.has(VariableData::DEFINED) || vd.has(VariableData::INLINE) || !self.sema.il.types.same(ve.ty, dd.ty) {
            return self.gap("lower: static data member redefinition, inline member or type mismatch", at);
        }
        let init = match &id.init {
            None => None,
            Some(Init::Assign(e)) if !matches!(self.ast.expr(*e).kind, ast::ExprKind::InitList(_)) => Some(*e),
            Some(_) => return self.gap("lower: braced or parenthesised static data member definition", at),
        };
        if init.is_some() && vd.init.is_some() {
            return self.gap("lower: static data member initialised twice", at);
        }
        if self.sema.il.types.class_entity(ve.ty).is_some() || matches!(self.sema.il.types.ckind(ve.ty), TypeKind::Array(..)) {
            return self.gap("lower: static data member definition of class or array type", at);
        }
        if let Some(e) = init {
            // The initialiser is in the scope of the class (its members are found unqualified).
            let saved_scope = std::mem::replace(&mut self.scope, cd.scope);
            let x = self.expr(e);
            self.scope = saved_scope;
            let Some(x) = x else { return };
            let c = self.sema.build_copy_init(x, ve.ty);
            if let (Some(c), Some(Payload::Variable(vd))) = (c, self.sema.il.entities.get_mut(v).map(|x| &mut x.data)) {
                vd.init = c;
            }
        }
        if let Some(Payload::Variable(vd)) = self.sema.il.entities.get_mut(v).map(|x| &mut x.data) {
            vd.flags |= VariableData::DEFINED;
        }
        // The context of the initialiser is the class (it may name private members).
        let _ = Access::Public;
        let _ = Span::default();
    }

    /// A class-qualified name `C::m` found member `e` of class `owner`: allowed when it is public or the
    /// context is a member of `owner` (private/protected names from elsewhere are a gap: #265 for this
    /// shape is unprobed).
    pub(crate) fn qualified_member_visible(&self, e: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        let Some(x) = ents.get(ents.resolve(e)) else { return false };
        if matches!(x.access, Access::Public | Access::None) {
            return true;
        }
        let owner = x.parent;
        let mut c = self.sema.current_function;
        if c.is_none() {
            c = self.current_class().unwrap_or(EntityId::NONE);
        }
        for _ in 0..64 {
            if c == owner {
                return true;
            }
            match ents.get(c) {
                Some(p) if matches!(p.data, Payload::Class(_) | Payload::Function(_)) => c = p.parent,
                _ => break,
            }
        }
        false
    }

    /// `C::f` naming an overload set of static member functions and static member function templates,
    /// each accessible here (`__cccl_is_referenceable_impl::__test<_Tp>(0)`): called without an object
    /// like namespace-scope functions, so overload resolution can choose among them. A set with a
    /// non-static or inaccessible member stays a gap.
    pub(crate) fn static_overloads_visible(&self, r: &crate::sema::scopes::LookupResult) -> bool {
        let crate::sema::scopes::LookupResult::Overloads(v) = r else { return false };
        let ents = &self.sema.il.entities;
        v.iter().all(|&e| {
            let e = ents.resolve(e);
            let Some(x) = ents.get(e) else { return false };
            let f = match x.template() {
                Some(t) if x.is_function_template() => ents.get(t.pattern),
                Some(_) => None,
                None => Some(x),
            };
            let is_static = matches!(f.map(|f| f.data), Some(Payload::Function(fd)) if fd.flags & crate::sema::entities::FunctionData::STATIC_MEMBER != 0);
            is_static && self.qualified_member_visible(e)
        })
    }
}

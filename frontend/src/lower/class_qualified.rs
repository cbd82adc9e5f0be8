//! Class-qualified definitions the plain out-of-class path (`outofclass.rs`) leaves as gaps, for the
//! forms the prelude uses: `inline constexpr partial_ordering partial_ordering::less(_Ord::less);`
//! (C++20 `<compare>`), i.e. static data member definitions with `inline`/`constexpr`, of class type, or
//! with a parenthesised initialiser.
//!
//! Only definitions in the prelude (`SourceMap::in_prelude`) are taken here: the prelude is verified
//! clean, so EDG's checks on these forms (constant initialisation of a `constexpr` member, `inline` added
//! after the first declaration, access in the initialiser) need not be reproduced. The same forms in user
//! code keep the existing gaps. A diagnostic that lowering would give here anyway is a sign of something
//! not modelled, so it becomes a gap too.
use super::Lowerer;
use crate::source::Locate;
use crate::lex::Kw;
use crate::parse::ast::{self, DeclSpec, Init, Name};
use crate::sema::entities::{Payload, VariableData};
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::types::{Quals, TypeKind};

impl<'a> Lowerer<'a> {
    /// Whether `T C::x …;` needs this path: specifiers, a class or array type, or a parenthesised or
    /// braced initialiser (the plain form `T C::x = e;` stays in `outofclass.rs`).
    fn needs_extended_static_member(&self, spec: &DeclSpec, base: TypeId, id: &ast::InitDeclarator) -> bool {
        let tt = &self.sema.il.types;
        !spec.specifiers.is_empty() || tt.class_entity(tt.canonical(base)).is_some() || matches!(id.init, Some(Init::Paren(_)) | Some(Init::Brace(_)))
    }

    /// `inline constexpr C C::m(args);` and its relatives in the prelude. Returns false when the definition
    /// is not one of those (the caller goes on with `static_member_definition`); true when it was handled
    /// or a gap was noted.
    pub(crate) fn prelude_static_member_definition(&mut self, spec: &DeclSpec, base: TypeId, id: &ast::InitDeclarator, at: u32) -> bool {
        if !self.map.in_prelude(at) || !self.needs_extended_static_member(spec, base, id) {
            return false;
        }
        let (mut inline, mut constexpr) = (false, false);
        for k in &spec.specifiers {
            match k {
                Kw::Inline => inline = true,
                Kw::Constexpr => constexpr = true,
                _ => {
                    self.gap("lower: specifiers on a static data member definition", at);
                    return true;
                }
            }
        }
        if id.bitfield.is_some() || id.asm_label.is_some() || !id.virt_spec.is_empty() {
            self.gap("lower: specifiers on a static data member definition", at);
            return true;
        }
        let Some(name) = &id.decl.name else { return true };
        let Some(s) = name.last_ident() else {
            self.gap("lower: qualified declarator-id", at);
            return true;
        };
        let Some(class) = self.qualifying_class(name) else { return true };
        let Some(cd) = self.sema.il.entities.get(class).and_then(|e| e.class()).copied() else { return true };
        let n = self.sym(s);
        let mut plain = id.decl.clone();
        plain.name = Some(Name { global: false, segs: vec![name.segs[name.segs.len() - 1].clone()], span: name.span });
        let saved_scope = std::mem::replace(&mut self.scope, cd.scope);
        let dd = self.declarator(base, &plain);
        self.scope = saved_scope;
        let Some(dd) = dd else { return true };
        // `constexpr` makes the object const ([dcl.constexpr]/10).
        let ty = if constexpr { self.sema.il.types.qualified(dd.ty, Quals::CONST) } else { dd.ty };
        let v = self.sema.il.scopes.local(&self.sema.il.entities, cd.scope, n).find(|&e| matches!(self.sema.il.entities.get(e).map(|x| x.data), Some(Payload::Variable(_))));
        let Some(v) = v else {
            self.gap("lower: qualified definition of something other than a static data member", at);
            return true;
        };
        let Some(ve) = self.sema.il.entities.get(v).copied() else { return true };
        let Payload::Variable(vd) = ve.data else { return true };
        if vd.has(VariableData::DEFINED) || !self.sema.il.types.same(ve.ty, ty) {
            self.gap("lower: static data member redefinition, inline member or type mismatch", at);
            return true;
        }
        if id.init.is_some() && vd.init.is_some() {
            self.gap("lower: static data member initialised twice", at);
            return true;
        }
        if matches!(self.sema.il.types.ckind(ty), TypeKind::Array(..)) {
            self.gap("lower: static data member definition of class or array type", at);
            return true;
        }
        let mark = self.sema.diags.len();
        // The initialiser is in the scope of the class (its members are found unqualified).
        let saved_scope = std::mem::replace(&mut self.scope, cd.scope);
        let xlo = self.sema.il.exprs.len();
        let init = self.static_member_init(ty, id.init.as_ref(), at);
        self.scope = saved_scope;
        if init.is_some() && !self.stopped {
            // The initialiser's context is the class: its private members (constructors) are accessible.
            self.check_access_range(xlo, self.sema.il.exprs.len(), class);
        }
        if self.stopped {
            return true;
        }
        if self.sema.diags.len() > mark {
            self.sema.diags.truncate(mark);
            self.gap("lower: diagnostic in a prelude static data member definition", at);
            return true;
        }
        let Some(init) = init else { return true };
        if let Some(Payload::Variable(vd)) = self.sema.il.entities.get_mut(v).map(|x| &mut x.data) {
            if let Some(x) = init {
                vd.init = x;
            }
            vd.flags |= VariableData::DEFINED;
            if inline || constexpr {
                vd.flags |= VariableData::INLINE;
            }
            if constexpr {
                vd.flags |= VariableData::CONSTEXPR;
            }
        }
        true
    }

    /// The initialisation of a static data member of type `ty` from `init` (class scope current):
    /// Some(None) for no initialiser of a non-class type, None after a gap.
    fn static_member_init(&mut self, ty: TypeId, init: Option<&Init>, at: u32) -> Option<Option<crate::sema::ids::ExprId>> {
        let tt = &self.sema.il.types;
        let class_ty = tt.class_entity(tt.canonical(ty)).map(|_| tt.unqualified(ty));
        let span = crate::source::Span::new(at, at);
        let args: Vec<ast::ExprId> = match init {
            None if class_ty.is_none() => return Some(None),
            None => Vec::new(),
            Some(Init::Paren(xs)) => xs.clone(),
            Some(Init::Assign(e)) if !matches!(self.ast.expr(*e).kind, ast::ExprKind::InitList(_)) => {
                let x = self.expr(*e)?;
                return match self.sema.build_copy_init(x, ty) {
                    Some(c) => Some(Some(c)),
                    None => {
                        self.gap("lower: static data member copy-initialisation", at);
                        None
                    }
                };
            }
            Some(_) => {
                self.gap("lower: braced or parenthesised static data member definition", at);
                return None;
            }
        };
        let mut xs = Vec::with_capacity(args.len());
        for a in args {
            if matches!(self.ast.expr(a).kind, ast::ExprKind::InitList(_) | ast::ExprKind::PackExpansion(_)) {
                self.gap("lower: braced or pack-expansion argument", self.ast.expr(a).span.lo);
                return None;
            }
            xs.push(self.expr(a)?);
        }
        match class_ty {
            Some(c) => {
                if !self.require_complete(c, at) {
                    return None;
                }
                let x = self.sema.build_construct(c, &xs, span, at);
                Some(Some(x))
            }
            None => match xs.as_slice() {
                [x] => match self.sema.build_copy_init(*x, ty) {
                    Some(c) => Some(Some(c)),
                    None => {
                        self.gap("lower: static data member copy-initialisation", at);
                        None
                    }
                },
                _ => {
                    self.gap("lower: braced or parenthesised static data member definition", at);
                    None
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::run;

    #[test]
    fn user_code_keeps_the_gap() {
        // Outside the prelude the specifiers are not analysed: the existing gap stays.
        let o = run("struct P { int v; constexpr P(int x) : v(x) {} static const P less; };\ninline constexpr P P::less(1);");
        assert!(!o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }
}

#[cfg(test)]
mod prelude_tests {
    use super::super::tests::run;

    /// `prelude` lies in a system header, `user` in `t.cu`.
    fn sys(prelude: &str, user: &str) -> super::super::tests::Out {
        run(&format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user))
    }

    #[test]
    fn compare_style_constants_are_defined() {
        let o = sys(
            "namespace s { enum class Ord : signed char { less = -1, eq = 0 };\nclass po { signed char v; constexpr explicit po(Ord x) noexcept : v((signed char)x) {}\npublic: static const po less; static const po eq; };\ninline constexpr po po::less(Ord::less);\ninline constexpr po po::eq(Ord::eq); }",
            "int main() { s::po p = s::po::less; (void)p; return 0; }",
        );
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }

    #[test]
    fn mismatched_definition_is_a_gap() {
        let o = sys("struct po { constexpr po(int) {} static const po less; };\ninline constexpr po po::less(1, 2);", "");
        assert!(!o.gaps.is_empty());
        assert!(o.diags.is_empty(), "{:?}", o.diags);
        let o = sys("struct po { constexpr po(int) {} static const po less; };\ninline constexpr int po::less(1);", "");
        assert!(!o.gaps.is_empty());
    }
}

impl<'a> Lowerer<'a> {
    /// `Q<T>::m` used as a value inside a template (signature or user-template body) where the
    /// template-id `Q<T>` is dependent: a value-dependent expression of unknown type, resolved at
    /// instantiation ([temp.dep.expr]); EDG does not look into `Q<T>` at definition. None: not such a name
    /// (the caller goes on with ordinary lookup); Some(None) after a gap.
    pub(crate) fn dependent_qualified_value(&mut self, name: &Name, span: crate::source::Span) -> Option<Option<crate::sema::ids::ExprId>> {
        if !(self.tmpl.dependent_ok || self.tmpl.user.body.is_some()) || name.segs.len() < 2 {
            return None;
        }
        let n = name.segs.len();
        let Some(cut) = name.segs[..n - 1].iter().rposition(|s| s.targs.is_some()) else {
            if let Some(x) = self.template_param_qualified_value(name, span) {
                return Some(x);
            }
            return self.param_scoped_value(name, span); // dependent_scoped.rs
        };
        if !name.segs[cut + 1..].iter().all(|s| s.targs.is_none() && !s.template_kw && matches!(s.kind, ast::SegKind::Ident(_))) {
            return None;
        }
        let mut prefix = name.clone();
        prefix.segs.truncate(cut + 1);
        if let Some(last) = prefix.segs.last_mut() {
            last.template_kw = false;
        }
        // Only when the qualifier is dependent: a non-dependent one is looked into (instantiate.rs).
        let Some(t) = self.template_id_type(&prefix) else {
            // A gap stopped lowering, or the template-id was diagnosed (an error operand follows).
            return Some(if self.stopped { None } else { Some(self.sema.error_expr(span)) });
        };
        if !self.sema.il.types.is_dependent(t) {
            return None;
        }
        let x = self.sema.build_dependent(&[], span, span.lo);
        self.record_dependent_scoped(name, cut, t, x);
        Some(Some(x))
    }
}

impl<'a> Lowerer<'a> {
    /// `R C::g(…) {…}` / `T C::b …;` where `g`/`b` names nothing in `C` or its bases: EDG's #135
    /// `class "C" has no member "g"` at the member name (probed), then it analyses the body or initialiser
    /// in a context that is not modelled, so that part must be free of anything that could be diagnosed
    /// (`clean`: no initialiser, an empty body); otherwise a gap follows the error. Returns true when
    /// the definition was handled this way (the caller stops).
    pub(crate) fn undeclared_member_definition(&mut self, class: EntityId, name: &Name, clean: bool) -> bool {
        let at = name.span.lo;
        let Some(s) = name.last_ident() else { return false };
        let Some(cd) = self.sema.il.entities.get(class).and_then(|e| e.class()).copied() else { return false };
        if self.map.locate(at).system_header || cd.key == crate::sema::entities::ClassKey::Union {
            return false;
        }
        let sym = self.sym(s);
        let il = &self.sema.il;
        let found = il.scopes.lookup_in(&il.entities, &il.types, cd.scope, sym, crate::sema::scopes::LookupKind::Ordinary);
        if !matches!(found, crate::sema::scopes::LookupResult::NotFound) {
            return false;
        }
        // The member name: the last identifier token of the declarator-id.
        let toks = &self.lexed.tokens;
        let lo = toks.partition_point(|t| t.span.lo < name.span.lo);
        let pos = toks[lo..].iter().take_while(|t| t.span.lo < name.span.hi).filter(|t| t.kind == crate::lex::TokenKind::Identifier).last().map(|t| t.span.lo);
        let Some(pos) = pos else { return false };
        let cname = crate::sema::printing::Printer::new(&self.sema.il).qualified_name(class);
        let text = self.lexed.interner.str(s).to_string();
        let d = self.sema.error(crate::diag::id::NOT_A_MEMBER, pos);
        d.args.push(crate::diag::Arg::Entity { kind: "class".into(), name: cname });
        d.args.push(crate::diag::Arg::Str(text));
        if !clean {
            self.gap("lower: body or initialiser of a definition of an undeclared member", at);
        }
        true
    }

    /// A function body with nothing that could be diagnosed: `{}` or only empty statements (even a
    /// literal in a `return` is converted to the return type, with its own warnings).
    pub(crate) fn inert_body(&self, body: ast::StmtId) -> bool {
        let ast::StmtKind::Compound(ss) = &self.ast.stmt(body).kind else { return false };
        ss.iter().all(|&s| matches!(self.ast.stmt(s).kind, ast::StmtKind::Null))
    }
}

#[cfg(test)]
mod undeclared_tests {
    use super::super::tests::run;
    use crate::diag::id;

    #[test]
    fn undeclared_member_definitions_are_135() {
        let o = run("struct S { int f(); static int a; };\nint S::b;\nvoid S::h(int) { }\nint S::f() { return 1; }");
        assert_eq!(o.diags, vec![(id::NOT_A_MEMBER.template(), 2), (id::NOT_A_MEMBER.template(), 3)]);
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
    }

    #[test]
    fn a_body_or_initialiser_after_135_is_a_gap() {
        // (A gap makes the pending diagnostics untrustworthy: none is reported.)
        let o = run("struct S { static int a; };\nint S::b = 2;");
        assert_eq!(o.gaps, vec!["lower: body or initialiser of a definition of an undeclared member".to_string()]);
        // Inherited members are another diagnostic (not this path).
        let o = run("struct S { int f(); };\nstruct T : S { };\nint T::f() { return 1; }");
        assert!(o.diags.iter().all(|d| d.0 != id::NOT_A_MEMBER.template()), "{:?}", o.diags);
    }
}

impl<'a> Lowerer<'a> {
    /// The class named by `X<args>::` in a qualified declarator-id (all but the last segment, only the
    /// last of them a template-id): an explicit specialisation `template<> class X<args> {…}` whose members
    /// are defined like those of an ordinary class ([temp.expl.spec]/5, no `template<>`). An implicit
    /// specialisation, a partial one or another shape is a gap (EDG's errors for them are unprobed).
    pub(crate) fn explicit_specialization_qualifier(&mut self, name: &Name) -> Option<EntityId> {
        let at = name.span.lo;
        let n = name.segs.len();
        let q = &name.segs[..n - 1];
        let shape_ok = n >= 2 && name.segs[n - 1].targs.is_none() && !name.segs.iter().any(|s| s.template_kw) && q[..q.len() - 1].iter().all(|s| s.targs.is_none()) && q[q.len() - 1].targs.is_some();
        if !shape_ok {
            self.gap("lower: template-id in a qualified declarator", at);
            return None;
        }
        let mut prefix = name.clone();
        prefix.segs.truncate(n - 1);
        let t = self.template_id_type(&prefix)?;
        // A prelude specialisation is stored as a pattern until needed: define it now (instantiate.rs).
        if !self.require_complete(t, at) {
            return None;
        }
        let tt = &self.sema.il.types;
        let c = tt.class_entity(tt.canonical(t));
        let cd = c.and_then(|c| self.sema.il.entities.get(c)).and_then(|e| e.class()).copied();
        match (c, cd) {
            (Some(c), Some(cd)) if cd.complete && cd.spec.kind == crate::sema::entities::SpecKind::Explicit && !self.sema.il.types.is_dependent(t) => Some(c),
            _ => {
                self.gap("lower: template-id in a qualified declarator", at);
                None
            }
        }
    }
}

#[cfg(test)]
mod spec_tests {
    use super::super::tests::run;

    #[test]
    fn members_of_an_explicit_specialization_are_defined_outside() {
        // (Explicit specialisations in user code are still a gap elsewhere: the prelude's, as libstdc++'s.)
        let o = run("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\ntemplate<class T> struct C { int f() const; };\ntemplate<> struct C<char> { typedef int mask; bool is(mask m, char c) const; static int n; };\nbool C<char>::is(mask m, char c) const { return m == c; }\nint C<char>::n = 2;\n# 2 \"t.cu\" 2\nint main() { return 0; }\n");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
        // A member of an implicit specialisation defined without `template<>`: a gap.
        let o = run("template<class T> struct C { int f() const; };\nint C<int>::f() const { return 1; }");
        assert!(!o.gaps.is_empty());
    }
}

impl<'a> Lowerer<'a> {
    /// The member name `operator@` of `x.operator@` / `p->operator@` (an overloadable operator other than
    /// `new`/`delete`; conversion functions and templates are not taken).
    pub(crate) fn operator_member_name(&mut self, name: &Name) -> Option<crate::sema::names::Symbol> {
        let seg = name.segs.first()?;
        match seg.kind {
            ast::SegKind::Operator(tok, false) if seg.targs.is_none() && !seg.template_kw => {
                let sp = super::members::operator_spelling(tok)?;
                Some(self.sema.il.names.intern(&format!("operator{}", sp)))
            }
            _ => None,
        }
    }

    /// `_Tp::__size` / `_R1::num` used as a value in a prelude template's signature (a default template
    /// argument `bool = (_Sz <= _Tp::__size)`, `intmax_t __gcd1 = _S_gcd(_R1::num, _R2::num)`), the
    /// qualifier a template parameter: value-dependent, resolved at instantiation like `Q<T>::m` above.
    /// Deduction re-lowers such a default as written with the parameters bound (lower/default_subst.rs);
    /// the opaque expression itself is never evaluated (sema/deduce_defaults.rs `subst_value` stops at
    /// it). User code keeps its gap: its template signatures are printed and deduced from what is kept.
    fn template_param_qualified_value(&mut self, name: &Name, span: crate::source::Span) -> Option<Option<crate::sema::ids::ExprId>> {
        if !self.tmpl.dependent_ok || !self.map.locate(span.lo).system_header {
            return None;
        }
        if !name.segs[1..].iter().all(|s| s.targs.is_none() && !s.template_kw && matches!(s.kind, ast::SegKind::Ident(_))) {
            return None;
        }
        if !self.first_seg_is_template_param(name) {
            return None;
        }
        Some(Some(self.sema.build_dependent(&[], span, span.lo)))
    }
}

//! Object construction written in expressions and declarations: functional casts and temporaries
//! `T(args)` / `T{args}`, and the initialisation of class-type variables `C c(args);`, `C c{args};`,
//! `C c = {args};`, `C c = x;` through constructor overload resolution (sema/ctor.rs).
//!
//! List-initialisation of a class with constructors is accepted only when no argument needs a
//! conversion that could narrow (narrowing checks through constructors are not modelled); otherwise a gap.
use super::Lowerer;
use crate::parse::ast::{self, Init};
use crate::sema::expr::CastKind;
use crate::sema::ids::{ExprId, TypeId};
use crate::sema::types::TypeKind;
use crate::source::Span;

/// How a class object is initialised from its arguments ([dcl.init]/16, [dcl.init.list]/1).
#[derive(Clone, Copy, PartialEq, Eq)]
enum InitForm {
    /// `T(args)`, `C c(args)`.
    Paren,
    /// `T{args}`, `C c{args}`: explicit constructors may be chosen.
    DirectList,
    /// `C c = {args}`: choosing an explicit constructor is an error (sema/list_init_class.rs).
    CopyList,
}

impl<'a> Lowerer<'a> {
    /// `T(args)` / `T{args}`.
    pub(crate) fn construct_expr(&mut self, ty: ast::TypeId, args: &[ast::ExprId], braced: bool, span: Span) -> Option<ExprId> {
        let at = span.lo;
        let t = self.type_id(ty)?;
        let tt = &self.sema.il.types;
        if tt.is_dependent(t) || matches!(tt.ckind(t), TypeKind::Auto(_)) {
            // `T()` in a template: value-initialisation, dependent (sema keeps it unchecked).
            if !braced && args.is_empty() && !matches!(tt.ckind(t), TypeKind::Auto(_)) {
                return Some(self.sema.build_value_init(t, span));
            }
            // `T(x)`: a functional cast, the same as `(T)x` ([expr.type.conv]/2), type-dependent and
            // unchecked until instantiation (lower/dependent_functional_casts.rs).
            if let Some(x) = self.dependent_functional_cast(t, args, braced, span) {
                return x;
            }
            self.gap("lower: functional cast / temporary", at);
            return None;
        }
        if self.tmpl.user.body.is_some() && !args.is_empty() {
            // With a dependent argument the result is still of type `t` (not type-dependent); sema
            // would defer it. Not modelled in template bodies.
            self.gap("lower: functional cast to a non-dependent type in a template body", at);
            return None;
        }
        // A class template specialisation is instantiated first (`__type_identity<_Tp>{}` in an
        // instantiated static_assert).
        if self.sema.il.types.class_entity(t).is_some() && !self.require_complete(t, at) {
            return None;
        }
        let tt = &self.sema.il.types;
        // `T{…}` keeps its braced list as one argument.
        let inner: Vec<ast::ExprId>;
        let args = match (braced, args) {
            (true, [l]) => match &self.ast.expr(*l).kind {
                ast::ExprKind::InitList(xs) => {
                    if tt.class_entity(t).is_some() && self.is_aggregate_class(t) {
                        let items = self.init_items(*l, 0)?;
                        return self.sema.build_direct_list_init(t, &items, span).map(|x| x.0);
                    }
                    inner = xs.clone();
                    &inner[..]
                }
                _ => args,
            },
            _ => args,
        };
        if self.sema.il.types.class_entity(t).is_some() {
            let pending = self.sema.diags.len();
            let form = if braced { InitForm::DirectList } else { InitForm::Paren };
            let x = self.class_object(t, args, form, span, at)?;
            if !braced && !args.is_empty() {
                self.cuda_explicit_temporary(x, at, pending)?;
            } else if braced && !args.is_empty() {
                self.cuda_unchecked_temporary(x);
            }
            return Some(x);
        }
        if braced {
            return match args {
                [] => Some(self.sema.build_value_init(t, span)),
                [x] if !self.is_list(*x) => {
                    let x = self.expr(*x)?;
                    self.sema.build_scalar_list_init(x, t)
                }
                _ => {
                    self.gap("lower: braced functional cast of a scalar with several values", at);
                    None
                }
            };
        }
        match args {
            [] => Some(self.sema.build_value_init(t, span)),
            [x] if !self.is_list(*x) => {
                let x = self.expr(*x)?;
                Some(self.sema.build_cast(CastKind::Functional, t, x, span, at))
            }
            _ => {
                self.gap("lower: functional cast of a scalar with several values", at);
                None
            }
        }
    }

    fn is_list(&self, e: ast::ExprId) -> bool {
        matches!(self.ast.expr(e).kind, ast::ExprKind::InitList(_) | ast::ExprKind::Designated { .. } | ast::ExprKind::PackExpansion(_))
    }

    /// A class object of type `t` from `(args)` or `{args}` (`at`: the caret of a failed resolution).
    fn class_object(&mut self, t: TypeId, args: &[ast::ExprId], form: InitForm, span: Span, at: u32) -> Option<ExprId> {
        let braced = form != InitForm::Paren;
        if self.abstract_class_type(t) {
            self.gap("lower: object of abstract class type", at);
            return None;
        }
        if braced && self.is_aggregate_class(t) {
            let mut items = Vec::with_capacity(args.len());
            for &a in args {
                if matches!(self.ast.expr(a).kind, ast::ExprKind::InitList(_) | ast::ExprKind::Designated { .. } | ast::ExprKind::PackExpansion(_)) {
                    self.gap("lower: nested braced list or designator in a functional cast", at);
                    return None;
                }
                let x = self.expr(a)?;
                items.push(crate::sema::aggregate::InitItem { designator: None, value: crate::sema::aggregate::InitValue::Expr(x) });
            }
            return match form {
                InitForm::CopyList => self.sema.build_list_init(t, &items, span),
                _ => self.sema.build_direct_list_init(t, &items, span),
            }
            .map(|x| x.0);
        }
        let mut xs = Vec::with_capacity(args.len());
        for &a in args {
            if self.is_list(a) {
                self.gap("lower: braced argument of a constructor call", at);
                return None;
            }
            xs.push(self.expr(a)?);
        }
        // A copy-list-initialiser goes through [over.match.list] whenever an explicit constructor could be
        // chosen.
        let copy_explicit = form == InitForm::CopyList && self.sema.il.types.class_entity(t).is_some_and(|c| self.sema.may_have_explicit_constructor(c));
        if braced && (copy_explicit || !self.no_narrowing_possible(t, &xs)) {
            // [over.match.list] with the narrowing check (sema/list_init_class.rs; its failures are gaps).
            let Some(c) = self.sema.il.types.class_entity(t) else { return None };
            if !self.sema.has_user_declared_constructor(c) {
                self.gap("lower: list-initialisation through a constructor (narrowing not modelled)", at);
                return None;
            }
            let items: Vec<crate::sema::aggregate::InitItem> =
                xs.iter().map(|&x| crate::sema::aggregate::InitItem { designator: None, value: crate::sema::aggregate::InitValue::Expr(x) }).collect();
            // None = a gap recorded by sema.
            // (Retried after instantiating what constructor template deduction asked for.)
            let ut = self.sema.il.types.unqualified(t);
            let direct = form == InitForm::DirectList;
            let r = self.retry_instantiating(at, |l| l.sema.list_init_class(ut, c, &items, span, direct))?;
            if xs.is_empty() && !self.sema.is_error(r) {
                // `C c = {};` not choosing an explicit default constructor: value-initialisation, as `C c{};`.
                return Some(self.sema.build_value_init(t, span));
            }
            return Some(r);
        }
        if braced && xs.is_empty() {
            return Some(self.sema.build_value_init(t, span));
        }
        let ut = self.sema.il.types.unqualified(t);
        Some(self.retry_instantiating(at, |l| l.sema.build_construct(ut, &xs, span, at)))
    }

    /// An aggregate class: no user-provided or explicit constructors (C++20: no user-declared ones,
    /// `sema::aggregate::ctor_blocks_aggregate`), no virtual functions, no bases, all data members
    /// public (C++17), not a union.
    pub(crate) fn is_aggregate_class(&self, t: TypeId) -> bool {
        let il = &self.sema.il;
        let Some(c) = il.types.class_entity(t) else { return false };
        let Some(cd) = il.entities.get(c).and_then(|e| e.class()).copied() else { return false };
        if !cd.complete || cd.polymorphic || !il.entities.bases_of(c).is_empty() {
            return false;
        }
        !il.scopes.members(&il.entities, cd.scope).take(100_000).any(|m| match il.entities.get(m) {
            Some(e) => match e.data {
                crate::sema::entities::Payload::Field(_) => !matches!(e.access, crate::sema::entities::Access::Public | crate::sema::entities::Access::None),
                crate::sema::entities::Payload::Function(fd) => fd.role == crate::sema::entities::FnRole::Constructor && crate::sema::aggregate::ctor_blocks_aggregate(il, &fd),
                _ => false,
            },
            None => false,
        })
    }

    /// Every argument has the same (unqualified) type as every constructor parameter in its position:
    /// no conversion, hence no narrowing, whichever constructor is chosen.
    fn no_narrowing_possible(&self, t: TypeId, xs: &[ExprId]) -> bool {
        let il = &self.sema.il;
        let Some(c) = il.types.class_entity(t) else { return false };
        for f in self.sema.constructors(c) {
            let Some(e) = il.entities.get(f) else { return false };
            let TypeKind::Function(sig) = il.types.ckind(e.ty) else { return false };
            let ps = il.types.type_list(sig.params);
            for (i, &x) in xs.iter().enumerate() {
                let Some(&p) = ps.get(i) else { continue };
                let pt = il.types.unqualified(il.types.non_reference(p));
                let xt = il.types.unqualified(il.types.non_reference(self.sema.expr(x).ty));
                let class_param = il.types.class_entity(pt).is_some();
                if !il.types.same(pt, xt) && !class_param {
                    return false;
                }
            }
        }
        true
    }

    /// The initialiser of a class-type variable (`C c(args)`, `C c{…}`, `C c = {…}`, `C c = x`): the
    /// construct expression, Some(None) after a diagnostic, None after a gap. `name_at`: the
    /// declarator's name.
    pub(crate) fn class_var_init(&mut self, ty: TypeId, init: &Init, name_at: u32) -> Option<Option<ExprId>> {
        match init {
            Init::Paren(args) => {
                let lo = args.first().map(|&a| self.ast.expr(a).span.lo).unwrap_or(name_at);
                let hi = args.last().map(|&a| self.ast.expr(a).span.hi).unwrap_or(name_at);
                if args.is_empty() {
                    self.gap("lower: empty parenthesised initialiser", name_at);
                    return None;
                }
                // #289's caret is the first argument (probed: `P p(1, 2, 3);` points at `1`).
                let x = self.class_object(ty, args, InitForm::Paren, Span::new(lo, hi), lo)?;
                Some(if self.sema.is_error(x) { None } else { Some(x) })
            }
            Init::Brace(e) | Init::Assign(e) if matches!(self.ast.expr(*e).kind, ast::ExprKind::InitList(_)) => {
                let ast::ExprKind::InitList(xs) = &self.ast.expr(*e).kind else { return None };
                let form = if self.is_copy_list_init(init) { InitForm::CopyList } else { InitForm::DirectList };
                let sp = self.ast.expr(*e).span;
                let xs = xs.clone();
                let x = self.class_object(ty, &xs, form, sp, sp.lo)?;
                Some(if self.sema.is_error(x) { None } else { Some(x) })
            }
            Init::Assign(e) => {
                let x = self.expr(*e)?;
                // From the same class: the copy/move constructors by overload resolution (as direct-
                // initialisation when no constructor is explicit).
                let tt = &self.sema.il.types;
                let xt = tt.unqualified(tt.non_reference(self.sema.expr(x).ty));
                if tt.same(xt, tt.unqualified(ty)) {
                    // C++17: a prvalue of the class initialises the object itself (no constructor is
                    // called, so explicit constructors do not matter).
                    if self.sema.expr(x).cat == crate::sema::expr::ValueCat::PRValue && self.lex_cfg.cpp_at_least(crate::cli::Lang::Cpp17) && !self.sema.is_error(x) {
                        return Some(Some(x));
                    }
                    let any_explicit = self.sema.il.types.class_entity(ty).map(|c| self.sema.has_explicit_constructor(c)).unwrap_or(true);
                    let sp = self.sema.expr(x).span;
                    if any_explicit {
                        // The non-explicit constructors only (sema/ctor.rs; a failure is a gap, None).
                        return self.sema.build_copy_construct(self.sema.il.types.unqualified(ty), x, sp).map(Some);
                    }
                    let ut = self.sema.il.types.unqualified(ty);
                    let r = self.retry_instantiating(sp.lo, |l| l.sema.build_construct(ut, &[x], sp, sp.lo));
                    return Some(if self.sema.is_error(r) { None } else { Some(r) });
                }
                Some(self.sema.build_copy_init(x, ty))
            }
            _ => {
                self.gap("lower: special initialiser of a class variable", name_at);
                None
            }
        }
    }

    /// Whether `init` is a copy-list-initialiser `= {…}` ([dcl.init.list]/1); the parser keeps a
    /// declarator's `= {…}` as `Init::Brace`, so the token before the list tells.
    pub(crate) fn is_copy_list_init(&self, init: &Init) -> bool {
        match init {
            Init::Assign(e) => matches!(self.ast.expr(*e).kind, ast::ExprKind::InitList(_)),
            Init::Brace(e) => self.token_before_is_eq(self.ast.expr(*e).span.lo),
            _ => false,
        }
    }

    /// Whether the initialiser of a class variable goes through [`Self::class_var_init`] (aggregates
    /// initialised from braced lists keep the aggregate path).
    pub(crate) fn class_init_route(&self, ty: TypeId, init: &Init) -> bool {
        match init {
            Init::Paren(_) => true,
            Init::Brace(e) | Init::Assign(e) if matches!(self.ast.expr(*e).kind, ast::ExprKind::InitList(_)) => !self.is_aggregate_class(ty),
            Init::Assign(_) => true,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::diag::id;
    use crate::lower::tests::run;

    /// The message templates of `src`'s diagnostics (no gaps allowed).
    fn ids(src: &str) -> Vec<&'static str> {
        let o = run(src);
        assert!(o.gaps.is_empty(), "{src}: {:?}", o.gaps);
        o.diags.iter().map(|d| d.0).collect()
    }

    const METERS: &str = "struct M { explicit M(double); M(int, int); explicit M(); double v; };\n";

    /// Direct-list-initialisation may choose an explicit constructor ([over.match.list]).
    #[test]
    fn direct_list_init_accepts_explicit() {
        for body in ["M a{1.5};", "M b{};", "M c = M{2.5};", "M d{1, 2};"] {
            assert!(ids(&format!("{METERS}void f() {{ {body} }}\n")).is_empty(), "{body}");
        }
    }

    /// Copy-list-initialisation choosing one is #2334 (a non-empty list) or #291 (`{}`); a non-explicit
    /// constructor chosen among explicit ones is fine.
    #[test]
    fn copy_list_init_rejects_explicit() {
        assert_eq!(ids(&format!("{METERS}void f() {{ M a = {{1.5}}; }}\n")), vec![id::EXPLICIT_CTOR_IN_COPY_LIST_INIT.template()]);
        assert_eq!(ids(&format!("{METERS}M g = {{2.5}};\n")), vec![id::EXPLICIT_CTOR_IN_COPY_LIST_INIT.template()]);
        assert_eq!(ids(&format!("{METERS}void f() {{ M a = {{}}; }}\n")), vec![id::NO_DEFAULT_CONSTRUCTOR.template()]);
        assert!(ids(&format!("{METERS}void f() {{ M a = {{1, 2}}; }}\n")).is_empty());
    }

    /// A braced mem-initialiser of a class member is direct-list-initialisation (lower/members.rs): an
    /// explicit constructor may be chosen and an aggregate member takes its elements; a narrowing
    /// element's warning there is kept as a gap.
    #[test]
    fn braced_member_initialiser() {
        let cls = "struct T { explicit T(int); int n; };\nstruct P { int x; int y; };\n";
        assert!(ids(&format!("{cls}struct C {{ T t; P p; C(int k) : t{{k}}, p{{1, 2}} {{}} }};\n")).is_empty());
        let o = run(&format!("{cls}struct C {{ T t; C(double d) : t{{d}} {{}} }};\n"));
        assert!(!o.gaps.is_empty());
    }
}

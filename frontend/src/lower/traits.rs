//! Type-trait intrinsics in expressions (`__is_enum(T)`, `__is_nothrow_constructible(T, A)`, …) and the
//! `__underlying_type(E)` type specifier, wherever an expression is lowered: user code, and the prelude's
//! `integral_constant<bool, __is_enum(_Tp)>` bases when a specialisation is instantiated (the arguments
//! are bound then, so the types are no longer dependent).
//!
//! The type-property traits are answered by `sema/traits_eval.rs`. The traits that ask whether an
//! expression is well-formed (`__is_constructible`, `__is_assignable`, `__is_convertible_to`, their
//! nothrow and trivial forms) build that expression here from `declval`-like operands, quietly: an error
//! while building it makes the answer false (the reference answers false, probed, e.g. for
//! `__is_constructible(Inc)` and `__is_assignable(Inc&, int)`), a gap is a gap, a warning is a gap
//! (whether the reference would show it is not known). Classes met are instantiated first, as the
//! reference does. A dependent argument (user template definitions) gives a value-dependent `bool`.
use super::Lowerer;
use crate::diag::{id, Diagnostic, Severity, Where};
use crate::lex::Kw;
use crate::parse::ast;
use crate::sema::entities::{FnRole, FunctionData, Payload};
use crate::sema::expr::{ExprKind, ImplicitKind, TypeTrait, ValueCat};
use crate::sema::ids::{EntityId, ExprId, TypeId};
use crate::sema::traits_eval::{is_class_property_trait, is_property_trait, Outcome, TraitCtx};
use crate::sema::types::{ArrayBound, IntKind, Noexcept, TypeKind};
use crate::source::Span;

/// The traits that build an expression.
fn is_expression_trait(k: Kw) -> bool {
    use Kw::*;
    matches!(
        k,
        IsConstructible
            | IsNothrowConstructible
            | IsTriviallyConstructible
            | IsAssignable
            | IsNothrowAssignable
            | IsTriviallyAssignable
            | IsConvertibleTo
            | IsConvertible
            | IsDestructible
            | IsNothrowDestructible
            | IsTriviallyDestructible
    )
}

/// Whether `__kw(…)` is a trait intrinsic lowered here.
pub(crate) fn is_trait_intrinsic(k: Kw) -> bool {
    is_property_trait(k) || is_expression_trait(k)
}

/// Traits whose answer does not depend on a class being complete: no instantiation is needed.
fn is_category_trait(k: Kw) -> bool {
    is_property_trait(k) && !is_class_property_trait(k)
}

/// How deep the may-throw walk follows implicit special members.
const MAX_DEPTH: u32 = 48;

/// Which special member an implicit member's exception specification follows in the subobjects.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Default,
    Copy,
    Move,
    CopyAssign,
    MoveAssign,
    Dtor,
}

impl<'a> Lowerer<'a> {
    /// `__trait(args)`: a `bool` constant; None after a gap.
    pub(crate) fn trait_intrinsic(&mut self, k: Kw, args: &[ast::TemplateArg], span: Span) -> Option<ExprId> {
        let at = span.lo;
        let mut tys = Vec::with_capacity(args.len());
        for a in args {
            if let Some(inner) = self.pack_expansion_arg(a) {
                // `__is_constructible(_Tp, _Args...)`: the pattern's elements when its pack is bound
                // (an instantiation), one dependent expansion otherwise (pack_expand.rs).
                let ast::TemplateArg::Type(t) = inner else {
                    self.gap("lower: pack expansion in a trait intrinsic", at);
                    return None;
                };
                let saved = std::mem::replace(&mut self.tmpl.dependent_ok, true);
                let ty = self.type_id(t);
                self.tmpl.dependent_ok = saved;
                let ty = ty?;
                if !self.sema.il.types.flags(ty).has(crate::sema::types::TypeFlags::UNEXPANDED_PACK) {
                    self.gap("lower: pack expansion in a trait intrinsic", at);
                    return None;
                }
                match self.expand_type(ty, at)? {
                    Some(list) => tys.extend(list),
                    None => tys.push(self.sema.il.types.pack_expansion(ty)),
                }
                continue;
            }
            match a {
                ast::TemplateArg::Type(t) => {
                    tys.push(self.type_id(*t)?);
                }
                ast::TemplateArg::Pack(_) => {
                    self.gap("lower: pack expansion in a trait intrinsic", at);
                    return None;
                }
                ast::TemplateArg::Expr(_) => {
                    self.gap("lower: trait intrinsic with an expression argument", at);
                    return None;
                }
            }
        }
        if tys.iter().any(|&t| self.sema.il.types.is_dependent(t)) {
            return Some(self.sema.build_type_trait(TypeTrait::Keyword(k), &tys, span));
        }
        let arity_ok = match k {
            Kw::IsSame | Kw::IsSameAs | Kw::IsBaseOf | Kw::IsAssignable | Kw::IsNothrowAssignable | Kw::IsTriviallyAssignable | Kw::IsConvertibleTo | Kw::IsConvertible => tys.len() == 2,
            Kw::IsConstructible | Kw::IsNothrowConstructible | Kw::IsTriviallyConstructible => !tys.is_empty(),
            _ => tys.len() == 1,
        };
        if !arity_ok {
            self.gap("lower: trait intrinsic with a wrong number of arguments", at);
            return None;
        }
        if !is_category_trait(k) {
            for &t in &tys {
                self.complete_for_trait(t, at)?;
            }
        }
        let value = if is_property_trait(k) {
            let cpp20 = self.lex_cfg.lang >= crate::cli::Lang::Cpp20;
            let ctx = TraitCtx { il: self.sema.il, unlowered_inits: &self.classes.unlowered_inits, cpp20 };
            match ctx.eval(k, &tys) {
                Some(Outcome::Value(v)) => v,
                Some(Outcome::Incomplete(_)) => {
                    // Probed: the caret is at the trait keyword, not at the argument.
                    self.sema.diags.push(Diagnostic::new(Severity::Error, id::INCOMPLETE_CLASS_TYPE, Where::At(at)));
                    return Some(self.sema.error_expr(span));
                }
                Some(Outcome::Gap(g)) => {
                    self.gap(g, at);
                    return None;
                }
                None => {
                    self.gap("lower: type trait", at);
                    return None;
                }
            }
        } else {
            self.expression_trait(k, &tys, span)?
        };
        let b = self.sema.il.types.int(IntKind::Bool);
        let id = self.sema.add(ExprKind::Trait { trait_: TypeTrait::Keyword(k), value }, b, ValueCat::PRValue, span, at);
        self.sema.il.trait_args.insert(id, tys);
        Some(id)
    }

    /// Instantiates the class (or array-of-class) behind `t` and behind a reference. None after a gap.
    fn complete_for_trait(&mut self, t: TypeId, at: u32) -> Option<()> {
        let tt = &self.sema.il.types;
        let mut t = tt.non_reference(tt.canonical(t));
        for _ in 0..64 {
            match self.sema.il.types.ckind(self.sema.il.types.unqualified(t)) {
                TypeKind::Array(e, _) => t = e,
                _ => break,
            }
        }
        self.require_complete(t, at).then_some(())
    }

    /// `declval<T>()`: an operand of type `T` (reference stripped) — an lvalue for `T&`, an xvalue
    /// otherwise — that is no constant and calls nothing.
    pub(crate) fn declval(&mut self, t: TypeId, span: Span) -> ExprId {
        let tt = &self.sema.il.types;
        let (ty, cat) = match tt.ckind(tt.canonical(t)) {
            TypeKind::LRef(u) => (u, ValueCat::LValue),
            TypeKind::RRef(u) => (u, ValueCat::XValue),
            _ => (t, ValueCat::XValue),
        };
        let cat = if matches!(self.sema.il.types.ckind(ty), TypeKind::Function(_)) { ValueCat::LValue } else { cat };
        self.sema.add(ExprKind::Dependent(Default::default()), ty, cat, span, span.lo)
    }

    /// Builds `f` quietly. Ok(Some(e)) well-formed, Ok(None) ill-formed (an error), Err after a gap.
    fn quietly(&mut self, at: u32, f: impl FnOnce(&mut Self) -> Option<ExprId>) -> Result<Option<ExprId>, ()> {
        let mark = self.sema.diags.len();
        let r = f(self);
        if self.stopped || self.check_sema_gaps() {
            self.sema.diags.truncate(mark);
            return Err(());
        }
        let new: Vec<Severity> = self.sema.diags[mark..].iter().map(|d| d.severity).collect();
        self.sema.diags.truncate(mark);
        if new.iter().any(|s| *s >= Severity::Error) {
            return Ok(None);
        }
        if !new.is_empty() {
            self.gap("lower: trait operand with a warning", at);
            return Err(());
        }
        match r {
            Some(e) if !self.sema.is_error(e) => Ok(Some(e)),
            _ => {
                self.gap("lower: trait operand not built", at);
                Err(())
            }
        }
    }

    fn expression_trait(&mut self, k: Kw, tys: &[TypeId], span: Span) -> Option<bool> {
        let at = span.lo;
        match k {
            Kw::IsConstructible | Kw::IsNothrowConstructible | Kw::IsTriviallyConstructible => {
                let Ok(r) = self.construct_for_trait(tys[0], &tys[1..], span) else { return None };
                let Some(e) = r else { return Some(false) };
                match k {
                    Kw::IsConstructible => Some(true),
                    Kw::IsNothrowConstructible => self.nothrow(e, at).map(|t| !t),
                    _ => self.trivial_op(tys[0], e, at),
                }
            }
            Kw::IsAssignable | Kw::IsNothrowAssignable | Kw::IsTriviallyAssignable => {
                let (l, r) = (tys[0], tys[1]);
                if self.sema.il.types.is_void(l) || self.sema.il.types.is_void(r) {
                    return Some(false);
                }
                if self.incomplete_class(l) {
                    // Probed: `__is_assignable(Inc&, int)` is false, without a diagnostic.
                    return Some(false);
                }
                let Ok(r) = self.assign_for_trait(l, r, span) else { return None };
                let Some(e) = r else { return Some(false) };
                match k {
                    Kw::IsAssignable => Some(true),
                    Kw::IsNothrowAssignable => self.nothrow(e, at).map(|t| !t),
                    _ => self.trivial_op(self.sema.il.types.non_reference(l), e, at),
                }
            }
            Kw::IsConvertibleTo | Kw::IsConvertible => {
                let (from, to) = (tys[0], tys[1]);
                let tt = &self.sema.il.types;
                if tt.is_void(from) || tt.is_void(to) {
                    return Some(tt.is_void(from) && tt.is_void(to));
                }
                if matches!(tt.ckind(tt.canonical(to)), TypeKind::Array(..) | TypeKind::Function(_)) {
                    return Some(false);
                }
                let res = self.quietly(at, |s| {
                    let x = s.declval(from, span);
                    s.sema.build_copy_init(x, to)
                });
                match res {
                    Ok(r) => Some(r.is_some()),
                    Err(()) => None,
                }
            }
            _ => self.destructible_trait(k, tys[0], at),
        }
    }

    /// `declval<L>() = declval<R>()`, built quietly. Ok(None) when ill-formed.
    pub(crate) fn assign_for_trait(&mut self, l: TypeId, r: TypeId, span: Span) -> Result<Option<ExprId>, ()> {
        self.quietly(span.lo, |s| {
            let x = s.declval(l, span);
            let y = s.declval(r, span);
            Some(s.sema.build_assign(None, x, y, span, span.lo))
        })
    }

    /// `T t(declval<Args>()...);` ([meta.unary.prop]/9). Ok(None) when ill-formed.
    pub(crate) fn construct_for_trait(&mut self, t: TypeId, args: &[TypeId], span: Span) -> Result<Option<ExprId>, ()> {
        let at = span.lo;
        let tt = &self.sema.il.types;
        let ct = tt.canonical(t);
        let kind = tt.ckind(tt.unqualified(ct));
        if args.iter().any(|&a| tt.is_void(a)) {
            return Ok(None);
        }
        match kind {
            TypeKind::Void | TypeKind::Function(_) | TypeKind::Array(_, ArrayBound::Unknown) => Ok(None),
            TypeKind::Array(e, _) => {
                if !args.is_empty() {
                    if self.lex_cfg.lang >= crate::cli::Lang::Cpp20 {
                        self.gap("lower: __is_constructible of an array with arguments (C++20)", at);
                        return Err(());
                    }
                    return Ok(None);
                }
                self.construct_for_trait(e, &[], span)
            }
            TypeKind::LRef(_) | TypeKind::RRef(_) => {
                let [a] = args else { return Ok(None) };
                if self.class_with_conversions(*a) {
                    self.gap("lower: __is_constructible of a reference from a class with conversion functions", at);
                    return Err(());
                }
                self.quietly(at, |s| {
                    let x = s.declval(*a, span);
                    s.sema.build_copy_init(x, t)
                })
            }
            TypeKind::Class(c) => {
                let complete = matches!(self.sema.il.entities.get(c).and_then(|e| e.class()), Some(d) if d.complete);
                let abstract_ = matches!(self.sema.il.entities.get(c).and_then(|e| e.class()), Some(d) if d.abstract_);
                if !complete || abstract_ {
                    return Ok(None);
                }
                if args.is_empty() {
                    // A deleted default constructor: ill-formed, hence false (sema's own message for it
                    // is unprobed, so it is not built).
                    let d = self.sema.declared_specials(c).default_ctor;
                    if d.and_then(|f| self.sema.il.entities.get(f)).and_then(|e| e.function()).is_some_and(|f| f.has(FunctionData::DELETED)) {
                        return Ok(None);
                    }
                }
                let ut = self.sema.il.types.unqualified(ct);
                self.quietly(at, |s| {
                    if args.is_empty() {
                        return Some(s.sema.build_value_init(ut, span));
                    }
                    let xs: Vec<ExprId> = args.iter().map(|&a| s.declval(a, span)).collect();
                    Some(s.sema.build_construct(ut, &xs, span, at))
                })
            }
            _ => match args {
                [] => Ok(Some(self.sema.build_value_init(self.sema.il.types.unqualified(ct), span))),
                [a] => {
                    if self.class_with_conversions(*a) {
                        self.gap("lower: __is_constructible of a scalar from a class with conversion functions", at);
                        return Err(());
                    }
                    let to = self.sema.il.types.unqualified(ct);
                    self.quietly(at, |s| {
                        let x = s.declval(*a, span);
                        s.sema.build_copy_init(x, to)
                    })
                }
                _ => Ok(None),
            },
        }
    }

    /// Whether `t` (reference stripped) is an incomplete class.
    fn incomplete_class(&self, t: TypeId) -> bool {
        let tt = &self.sema.il.types;
        let u = tt.unqualified(tt.non_reference(tt.canonical(t)));
        tt.class_entity(u).and_then(|c| self.sema.il.entities.get(c)).and_then(|e| e.class()).is_some_and(|d| !d.complete)
    }

    /// Whether `t` (reference stripped) is a class with conversion functions: direct-initialisation
    /// would consider its explicit ones too, which copy-initialisation (what is built) does not.
    fn class_with_conversions(&self, t: TypeId) -> bool {
        let tt = &self.sema.il.types;
        let u = tt.unqualified(tt.non_reference(tt.canonical(t)));
        tt.class_entity(u).is_some() && self.sema.has_conversion_functions(u)
    }

    /// Whether the well-formed operation `e` (constructing or assigning a `t`) calls only trivial
    /// special members. None after a gap.
    fn trivial_op(&mut self, t: TypeId, e: ExprId, at: u32) -> Option<bool> {
        let mut calls = Vec::new();
        if self.collect_calls(e, &mut calls, 0).is_err() {
            self.gap("lower: trivially-* trait over a deep expression", at);
            return None;
        }
        let tt = &self.sema.il.types;
        let class = tt.class_entity(tt.unqualified(tt.non_reference(tt.canonical(t))));
        let Some(c) = class else {
            // Scalars and references: trivial unless a user conversion is involved.
            return Some(calls.is_empty());
        };
        let [f] = calls.as_slice() else { return Some(calls.is_empty()) };
        let Some(fe) = self.sema.il.entities.get(*f).copied() else { return Some(false) };
        let Some(fd) = fe.function().copied() else { return Some(false) };
        if fe.parent != c || !(fd.has(FunctionData::IMPLICIT) || fd.has(FunctionData::DEFAULTED)) {
            return Some(false);
        }
        use crate::sema::special::Special;
        let cpp20 = self.lex_cfg.lang >= crate::cli::Lang::Cpp20;
        let ctx = TraitCtx { il: self.sema.il, unlowered_inits: &self.classes.unlowered_inits, cpp20 };
        let cty = self.sema.il.entities.get(c).map(|x| x.ty).unwrap_or_default();
        let kind = crate::sema::special::special_kind_in(self.sema.il, c, *f);
        let r = match kind {
            Special::DefaultCtor => ctx.eval(Kw::IsTrivial, &[cty]).map(|o| match o {
                // A trivial class has a trivial default constructor; otherwise decide by the rule itself.
                Outcome::Value(true) => Outcome::Value(true),
                _ => Outcome::Gap("lower: trivially-constructible class that is not trivial"),
            }),
            Special::CopyCtor | Special::MoveCtor | Special::CopyAssign | Special::MoveAssign => ctx.eval(Kw::IsTriviallyCopyable, &[cty]).map(|o| match o {
                Outcome::Value(true) => Outcome::Value(true),
                Outcome::Value(false) if self.sema.il.entities.get(c).and_then(|x| x.class()).is_some_and(|d| d.polymorphic) => Outcome::Value(false),
                _ => Outcome::Gap("lower: trivially-constructible class that is not trivially copyable"),
            }),
            _ => Some(Outcome::Gap("lower: trivially-* trait over this operation")),
        };
        match r {
            Some(Outcome::Value(v)) => Some(v),
            Some(Outcome::Gap(g)) => {
                self.gap(g, at);
                None
            }
            _ => {
                self.gap("lower: trivially-* trait", at);
                None
            }
        }
    }

    /// The functions `e` calls (calls, constructions, user-defined conversions), in tree order.
    fn collect_calls(&self, e: ExprId, out: &mut Vec<EntityId>, depth: u32) -> Result<(), ()> {
        if depth > 256 {
            return Err(());
        }
        let n = self.sema.expr(e);
        match n.kind {
            ExprKind::Call { func, .. } => out.push(func),
            ExprKind::Construct { ctor, .. } if ctor.is_some() => out.push(ctor),
            ExprKind::Implicit(ImplicitKind::UserDefined(f), _) => out.push(f),
            ExprKind::New { .. } | ExprKind::Throw(_) | ExprKind::Delete { .. } => out.push(EntityId::NONE),
            _ => {}
        }
        for c in n.kind.children(&self.sema.il.exprs) {
            self.collect_calls(c, out, depth + 1)?;
        }
        Ok(())
    }

    /// Whether evaluating `e` may throw. None after a gap.
    fn nothrow(&mut self, e: ExprId, at: u32) -> Option<bool> {
        let mut calls = Vec::new();
        if self.collect_calls(e, &mut calls, 0).is_err() {
            self.gap("lower: nothrow trait over a deep expression", at);
            return None;
        }
        for f in calls {
            match self.fn_may_throw(f, 0) {
                Ok(true) => return Some(true),
                Ok(false) => {}
                Err(g) => {
                    self.gap(g, at);
                    return None;
                }
            }
        }
        Some(false)
    }

    /// A function's exception specification; implicit (and first-declaration defaulted) special members
    /// take theirs from the subobjects' corresponding members ([except.spec]/8).
    fn fn_may_throw(&self, f: EntityId, depth: u32) -> Result<bool, &'static str> {
        if depth > MAX_DEPTH {
            return Err("lower: nothrow trait over a deep class hierarchy");
        }
        let Some(e) = self.sema.il.entities.get(f) else { return Ok(true) };
        let Some(fd) = e.function() else { return Ok(true) };
        let TypeKind::Function(sig) = self.sema.il.types.ckind(e.ty) else { return Ok(true) };
        match sig.noexcept {
            Noexcept::Yes | Noexcept::ThrowNone => return Ok(false),
            Noexcept::Dependent(_) => return Err("lower: nothrow trait over a dependent noexcept specification"),
            Noexcept::Deferred => return Err("lower: nothrow trait over a noexcept specification not instantiated"),
            Noexcept::No => {}
        }
        if fd.role == FnRole::Destructor {
            return Ok(false);
        }
        if !(fd.has(FunctionData::IMPLICIT) || fd.has(FunctionData::DEFAULTED)) {
            return Ok(true);
        }
        use crate::sema::special::Special;
        let op = match crate::sema::special::special_kind_in(self.sema.il, e.parent, f) {
            Special::DefaultCtor => Op::Default,
            Special::CopyCtor => Op::Copy,
            Special::MoveCtor => Op::Move,
            Special::CopyAssign => Op::CopyAssign,
            Special::MoveAssign => Op::MoveAssign,
            Special::Dtor => Op::Dtor,
            _ => return Err("lower: nothrow trait over a defaulted member of this kind"),
        };
        self.implicit_may_throw(e.parent, op, depth)
    }

    fn implicit_may_throw(&self, c: EntityId, op: Op, depth: u32) -> Result<bool, &'static str> {
        let il = &self.sema.il;
        let Some(cd) = il.entities.get(c).and_then(|x| x.class()).copied() else { return Err("lower: nothrow trait over a member of a non-class") };
        let mut subs: Vec<EntityId> = Vec::new();
        for b in il.entities.bases_of(c) {
            if b.is_virtual {
                return Err("lower: nothrow trait over a class with a virtual base");
            }
            match il.types.class_entity(il.types.unqualified(il.types.canonical(b.ty))) {
                Some(bc) => subs.push(bc),
                None => return Err("lower: nothrow trait over a class with a dependent base"),
            }
        }
        for m in il.scopes.members(&il.entities, cd.scope).take(100_000) {
            let Some(me) = il.entities.get(m) else { continue };
            let Payload::Field(fd) = me.data else { continue };
            if op == Op::Default && (fd.init.is_some() || self.classes.unlowered_inits.contains(&m)) {
                if fd.init.is_none() {
                    return Err("lower: nothrow trait over a default member initialiser that was not instantiated");
                }
                let mut calls = Vec::new();
                if self.collect_calls(fd.init, &mut calls, 0).is_err() {
                    return Err("lower: nothrow trait over a deep expression");
                }
                for f in calls {
                    if self.fn_may_throw(f, depth + 1)? {
                        return Ok(true);
                    }
                }
            }
            let mut t = il.types.canonical(me.ty);
            while let TypeKind::Array(el, _) = il.types.ckind(il.types.unqualified(t)) {
                t = il.types.canonical(el);
            }
            if let Some(fc) = il.types.class_entity(il.types.unqualified(t)) {
                if !il.types.is_reference(me.ty) {
                    subs.push(fc);
                }
            }
        }
        for s in subs {
            if self.sub_op_may_throw(s, op, depth + 1)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The subobject class `s`'s member for `op` (a move falls back to the copy when there is none).
    fn sub_op_may_throw(&self, s: EntityId, op: Op, depth: u32) -> Result<bool, &'static str> {
        use crate::sema::special::Special;
        let il = &self.sema.il;
        let Some(cd) = il.entities.get(s).and_then(|x| x.class()).copied() else { return Err("lower: nothrow trait over a member of a non-class") };
        if !cd.complete {
            return Err("lower: nothrow trait over an incomplete subobject");
        }
        let want = |k: Special| match op {
            Op::Default => k == Special::DefaultCtor,
            Op::Copy => k == Special::CopyCtor,
            Op::Move => k == Special::MoveCtor,
            Op::CopyAssign => k == Special::CopyAssign,
            Op::MoveAssign => k == Special::MoveAssign,
            Op::Dtor => k == Special::Dtor,
        };
        let members: Vec<EntityId> = il.scopes.members(&il.entities, cd.scope).take(100_000).collect();
        if members.iter().any(|&m| il.entities.get(m).and_then(|e| e.template()).is_some()) {
            return Err("lower: nothrow trait over a class with member templates");
        }
        let found: Vec<EntityId> = members.iter().copied().filter(|&m| want(crate::sema::special::special_kind_in(il, s, m))).collect();
        match (found.as_slice(), op) {
            ([f], _) => self.fn_may_throw(*f, depth),
            ([], Op::Move) => self.sub_op_may_throw(s, Op::Copy, depth),
            ([], Op::MoveAssign) => self.sub_op_may_throw(s, Op::CopyAssign, depth),
            _ => Err("lower: nothrow trait needs overload resolution among a subobject's special members"),
        }
    }

    /// `__is_destructible`, `__is_nothrow_destructible`, `__is_trivially_destructible`.
    fn destructible_trait(&mut self, k: Kw, t: TypeId, at: u32) -> Option<bool> {
        let tt = &self.sema.il.types;
        let ct = tt.canonical(t);
        let mut el = ct;
        match tt.ckind(tt.unqualified(ct)) {
            TypeKind::LRef(_) | TypeKind::RRef(_) => return Some(true),
            TypeKind::Void | TypeKind::Function(_) | TypeKind::Array(_, ArrayBound::Unknown) => return Some(false),
            _ => {}
        }
        for _ in 0..64 {
            match tt.ckind(tt.unqualified(el)) {
                TypeKind::Array(e, _) => el = tt.canonical(e),
                _ => break,
            }
        }
        let Some(c) = tt.class_entity(tt.unqualified(el)) else { return Some(true) };
        let complete = matches!(self.sema.il.entities.get(c).and_then(|e| e.class()), Some(d) if d.complete);
        if !complete {
            self.gap("lower: destructible trait over an incomplete class", at);
            return None;
        }
        let cd = self.sema.il.entities.get(c).and_then(|e| e.class()).copied()?;
        let dtor = self.sema.il.scopes.members(&self.sema.il.entities, cd.scope).take(100_000).find(|&m| self.sema.il.entities.get(m).and_then(|e| e.function()).is_some_and(|f| f.role == FnRole::Destructor));
        let Some(d) = dtor else {
            self.gap("lower: destructible trait over a class without implicit members", at);
            return None;
        };
        let de = self.sema.il.entities.get(d).copied()?;
        let deleted = de.function().is_some_and(|f| f.has(FunctionData::DELETED));
        if deleted || matches!(de.access, crate::sema::entities::Access::Private | crate::sema::entities::Access::Protected) {
            return Some(false);
        }
        match k {
            Kw::IsDestructible => Some(true),
            Kw::IsNothrowDestructible => match self.fn_may_throw(d, 0) {
                Ok(t) => Some(!t),
                Err(g) => {
                    self.gap(g, at);
                    None
                }
            },
            _ => {
                let cpp20 = self.lex_cfg.lang >= crate::cli::Lang::Cpp20;
                let ctx = TraitCtx { il: self.sema.il, unlowered_inits: &self.classes.unlowered_inits, cpp20 };
                let cty = self.sema.il.entities.get(c).map(|x| x.ty).unwrap_or_default();
                match ctx.eval(Kw::HasTrivialDestructor, &[cty]) {
                    Some(Outcome::Value(v)) => Some(v),
                    Some(Outcome::Gap(g)) => {
                        self.gap(g, at);
                        None
                    }
                    _ => {
                        self.gap("lower: __is_trivially_destructible", at);
                        None
                    }
                }
            }
        }
    }

    /// The underlying type GNU mode gives an enum without a fixed one: unsigned unless an enumerator is
    /// negative (probed: `enum E { e1 }` and `enum Z {}` → `unsigned int`, `enum N { n = -1 }` → `int`,
    /// `enum L { l = 0x100000000 }` → `unsigned long`), at the width cufe chose for its layout.
    fn unfixed_underlying(&mut self, e: EntityId, d: crate::sema::entities::EnumData, at: u32) -> Option<TypeId> {
        let il = &self.sema.il;
        let Some(k) = il.types.int_kind(il.types.canonical(d.underlying)) else {
            self.gap("lower: __underlying_type of an enum of this underlying type", at);
            return None;
        };
        if !il.target.is_signed(k) {
            return Some(d.underlying);
        }
        let bits = il.target.int_bits(k);
        if d.scope.is_none() || !(1..=64).contains(&bits) {
            self.gap("lower: __underlying_type of an enum whose enumerators are not recorded", at);
            return None;
        }
        let negative = il.scopes.members(&il.entities, d.scope).take(100_000).any(|m| match il.entities.get(m).map(|x| x.data) {
            Some(Payload::Enumerator { value, enum_entity }) if enum_entity == e => (value.lo >> (bits - 1)) & 1 == 1,
            _ => false,
        });
        Some(if negative { d.underlying } else { il.types.int(k.to_unsigned()) })
    }

    /// `__underlying_type(T)` as a type specifier: the enum's underlying type; #2217 at the argument for
    /// a non-enum; a dependent argument stays a dependent type.
    pub(crate) fn underlying_type_spec(&mut self, arg: ast::TypeId, at: u32) -> Option<TypeId> {
        let arg_at = self.ast.ty(arg).span.lo;
        let t = self.type_id(arg)?;
        let tt = &self.sema.il.types;
        if tt.is_dependent(t) {
            return Some(self.sema.il.types.underlying_type(t));
        }
        match tt.ckind(tt.unqualified(tt.canonical(t))) {
            TypeKind::Enum(e) => match self.sema.il.entities.get(e).map(|x| x.data) {
                Some(Payload::Enum(d)) if d.underlying.is_some() && d.fixed => Some(d.underlying),
                Some(Payload::Enum(d)) if d.underlying.is_some() && d.complete => self.unfixed_underlying(e, d, at),
                _ => {
                    self.gap("lower: __underlying_type of an incomplete enum", at);
                    None
                }
            },
            TypeKind::Error => Some(t),
            _ => {
                self.sema.diags.push(Diagnostic::new(Severity::Error, id::BAD_ARGUMENT_FOR_UNDERLYING_TYPE, Where::At(arg_at)));
                Some(crate::sema::types::TypeTable::ERROR)
            }
        }
    }
}

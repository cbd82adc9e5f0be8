//! Access checking ([class.access]) over the expressions built for one context (a function body, a
//! constructor's initialisers, a namespace-scope declaration, a class's default arguments and member
//! initialisers): every member named, called, constructed or converted through must be accessible from
//! the context. EDG's access diagnostics (#265 `… is inaccessible`, #410, #269, …) are not reproduced
//! yet, so an access the walk cannot prove allowed is a gap, never a silent acceptance.
//!
//! Because the expression arena only grows, "the expressions of a context" are an index range; ranges
//! checked by an inner context (a function body inside a class inside a namespace-scope declaration) are
//! remembered and skipped by the outer one.
use super::Lowerer;
use crate::source::Locate;
use crate::sema::entities::{Access, FnRole, FunctionData, Payload};
use crate::sema::expr::{ExprKind, ImplicitKind};
use crate::sema::ids::{EntityId, ExprId};
use std::collections::HashSet;

const ACCESS: &str = "lower: access to a non-public member or through a non-public base (diagnostics not modelled)";
/// A conversion to a base class reached through a non-public base (#269 and kin not modelled).
const HIDDEN_BASE: &str = "lower: access: conversion to a base through a non-public base (diagnostics not modelled)";

/// A type without references, cv-qualifiers, pointers and array bounds (the class a conversion of an
/// expression of that type could start from or lead to).
fn strip_type(tt: &crate::sema::types::TypeTable, t: crate::sema::ids::TypeId) -> crate::sema::ids::TypeId {
    let mut t = tt.non_reference(t);
    for _ in 0..64 {
        match tt.ckind(t) {
            crate::sema::types::TypeKind::Pointer(p) | crate::sema::types::TypeKind::Array(p, _) => t = p,
            crate::sema::types::TypeKind::Qualified(p, _) => t = p,
            _ => break,
        }
    }
    tt.canonical(tt.unqualified(t))
}

impl<'a> Lowerer<'a> {
    /// The context a template's signature (a default template argument, an alias pattern, a
    /// `decltype` operand) names members from: the class of a member template, whose private members
    /// it may use (`_S_gcd` in `chrono::duration`'s member alias `__divide`); NONE (namespace scope)
    /// otherwise.
    pub(crate) fn template_access_context(&self, tmpl: EntityId) -> EntityId {
        let ents = &self.sema.il.entities;
        ents.get(tmpl).map(|e| e.parent).filter(|&c| ents.get(c).is_some_and(|x| x.class().is_some())).unwrap_or(EntityId::NONE)
    }

    /// Runs `f` and access-checks the expressions it built from `tmpl`'s context
    /// ([`Lowerer::template_access_context`]) when it succeeded; the range is then skipped by the
    /// enclosing declaration's check. For the re-lowerings of a template's signature.
    pub(crate) fn checked_from_template<T>(&mut self, tmpl: EntityId, f: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        let ctx = self.template_access_context(tmpl);
        let lo = self.sema.il.exprs.len();
        let r = f(self);
        if r.is_some() && !self.stopped {
            self.check_access_range(lo, self.sema.il.exprs.len(), ctx);
        }
        r
    }

    /// Checks the expressions `lo..hi` of the arena from context `ctx` (a function or a class; NONE = a
    /// namespace-scope declaration). Notes a gap for an access not proven allowed.
    pub(crate) fn check_access_range(&mut self, lo: usize, hi: usize, ctx: EntityId) {
        if self.stopped || lo >= hi {
            return;
        }
        let mut problems: Vec<(ExprId, u32, &'static str)> = Vec::new();
        let hidden = self.hidden_bases_in_range(lo, hi, ctx);
        let mut i = lo;
        while i < hi {
            // Skip sub-ranges checked already (by an inner context).
            if let Some(&(_, e)) = self.classes.checked.iter().find(|&&(a, b)| a <= i && i < b) {
                i = e.max(i + 1);
                continue;
            }
            let id = ExprId(i as u32);
            if let Some((at, what)) = self.access_problem(id, ctx, &hidden) {
                if std::env::var_os("CUFE_LOWER_TRACE").is_some() {
                    let x = self.sema.il.exprs.get(id).map(|x| x.kind);
                    eprintln!("access: {:?} from {:?} at {}", x, self.sema.il.entities.get(ctx).map(|e| self.sema.il.names.resolve(e.name).to_string()), at);
                }
                problems.push((id, at, what));
                if problems.len() > 64 {
                    break;
                }
            }
            i += 1;
        }
        if let Some(&(_, at, _)) = problems.iter().find(|p| p.2 == HIDDEN_BASE) {
            self.gap(HIDDEN_BASE, at);
            return;
        }
        if let Some(&(_, at, what)) = problems.first() {
            // Reported only when every problem has the one probed shape (#265 at a member name).
            let mut ds = Vec::new();
            for &(id, at, _) in &problems {
                match self.simple_access_diag(id, at) {
                    Some(d) => ds.push((at, d)),
                    None => {
                        ds.clear();
                        break;
                    }
                }
            }
            ds.sort_by_key(|x| x.0);
            let first = ds.first().map(|x| x.0).unwrap_or(u32::MAX);
            let after = |d: &crate::diag::Diagnostic| match d.at {
                crate::diag::Where::At(o) => o >= first,
                _ => true,
            };
            // Reported at the end of the context: only when nothing pending or already accepted in
            // this declaration comes after it.
            if ds.is_empty() || problems.len() > 64 || self.sema.diags.iter().any(after) || self.out.iter().any(after) {
                self.gap(what, at);
                return;
            }
            self.sema.diags.extend(ds.into_iter().map(|x| x.1));
        }
        // Drop ranges nested in this one; remember this one.
        self.classes.checked.retain(|&(a, b)| !(lo <= a && b <= hi));
        self.classes.checked.push((lo, hi));
    }

    /// Whether the expressions `lo..hi` (a trait's operand built quietly) use only members accessible
    /// from `ctx`: Ok(false) when one is not, Err(gap) when that is not told exactly (a conversion
    /// through a non-public base, an inaccessible destructor, …). The range is then checked: the
    /// enclosing context's check skips it.
    pub(crate) fn access_allowed(&mut self, lo: usize, hi: usize, ctx: EntityId) -> Result<bool, &'static str> {
        let hidden = self.hidden_bases_in_range(lo, hi, ctx);
        let mut ok = true;
        for i in lo..hi {
            let id = ExprId(i as u32);
            let Some((_, what)) = self.access_problem(id, ctx, &hidden) else { continue };
            if what != ACCESS {
                return Err(what);
            }
            // A construction is denied for its constructor or its destructor: only the former is probed.
            if let Some(ExprKind::Construct { .. }) = self.sema.il.exprs.get(id).map(|x| x.kind) {
                let class = self.sema.il.exprs.get(id).and_then(|x| self.sema.il.types.class_entity(x.ty));
                if let Some(d) = class.and_then(|c| self.destructor_of(c).map(|d| (c, d))) {
                    if !self.accessible(d.1, d.0, ctx) {
                        return Err("lower: trait operand with an inaccessible destructor");
                    }
                }
            }
            ok = false;
        }
        self.mark_access_checked(lo, hi);
        Ok(ok)
    }

    /// Records `lo..hi` as checked (the enclosing context's check skips it).
    pub(crate) fn mark_access_checked(&mut self, lo: usize, hi: usize) {
        if lo < hi {
            self.classes.checked.push((lo, hi));
        }
    }

    /// Whether the only access in `lo..hi` not proven allowed from `ctx` is made by expression `only`
    /// (a throw operand whose destructor's diagnostics the caller gives: throw_class.rs).
    pub(crate) fn access_problems_only_at(&self, lo: usize, hi: usize, ctx: EntityId, only: ExprId) -> bool {
        let hidden = self.hidden_bases_in_range(lo, hi, ctx);
        hidden.is_empty() && (lo..hi).all(|i| ExprId(i as u32) == only || self.access_problem(ExprId(i as u32), ctx, &hidden).is_none())
    }

    /// Where expression `id` makes an access that is not proven allowed from `ctx`.
    fn access_problem(&self, id: ExprId, ctx: EntityId, hidden: &HashSet<EntityId>) -> Option<(u32, &'static str)> {
        let x = *self.sema.il.exprs.get(id)?;
        let at = x.pos.max(x.span.lo);
        let ents = &self.sema.il.entities;
        // Conversions to a base reached through a non-public base: a reference binding builds no
        // conversion node (sema records it in `Il::base_bindings`); any other conversion to such a base
        // needs a type or member of it (`mentions_hidden_base`), so those are not proven allowed either.
        if let Some(d) = self.sema.il.types.class_entity(self.sema.il.types.non_reference(x.ty)) {
            if self.sema.il.base_bindings.contains_key(&id) && self.hidden_base_outside(d, ctx) {
                return Some((at, HIDDEN_BASE));
            }
        }
        if !hidden.is_empty() && self.mentions_hidden_base(&x, hidden) {
            return Some((at, HIDDEN_BASE));
        }
        let (member, naming) = match x.kind {
            ExprKind::DeclRef(e) if self.local_of_other_function(e, ctx) => {
                // A local class's member function naming a variable of the enclosing function: an
                // error in EDG unless it is not odr-used (unmodelled).
                return Some((at, "lower: local variable of an enclosing function named in a local class"));
            }
            ExprKind::DeclRef(e) | ExprKind::MemberPtrConst(e) => (e, EntityId::NONE),
            ExprKind::Member { base, member, .. } => {
                let bt = self.sema.il.exprs.get(base).map(|b| b.ty).unwrap_or_default();
                let bt = match self.sema.il.types.ckind(bt) {
                    crate::sema::types::TypeKind::Pointer(p) => p,
                    _ => bt,
                };
                (member, self.sema.il.types.class_entity(self.sema.il.types.non_reference(bt)).unwrap_or(EntityId::NONE))
            }
            // A member function called through `obj.f` / `p->f`: the callee's Member node is checked.
            ExprKind::Call { callee, .. } if matches!(self.sema.il.exprs.get(callee).map(|c| c.kind), Some(ExprKind::Member { .. })) => return None,
            ExprKind::Call { func, .. } => (func, EntityId::NONE),
            ExprKind::Construct { ctor, .. } => {
                // The temporary or object is destroyed too: its destructor must be accessible.
                let class = self.sema.il.types.class_entity(x.ty);
                if let Some(c) = class {
                    if let Some(d) = self.destructor_of(c) {
                        if !self.accessible(d, c, ctx) {
                            return Some((at, ACCESS));
                        }
                    }
                }
                (ctor, EntityId::NONE)
            }
            ExprKind::InitList(_) => {
                // An aggregate object is destroyed too.
                if let Some(c) = self.sema.il.types.class_entity(x.ty) {
                    if let Some(d) = self.destructor_of(c) {
                        if !self.accessible(d, c, ctx) {
                            return Some((at, ACCESS));
                        }
                    }
                }
                return None;
            }
            ExprKind::Implicit(ImplicitKind::UserDefined(f), _) => (f, EntityId::NONE),
            ExprKind::Implicit(ImplicitKind::DerivedToBase, from) => {
                let ft = self.sema.il.exprs.get(from).map(|b| b.ty).unwrap_or_default();
                let ft = match self.sema.il.types.ckind(ft) {
                    crate::sema::types::TypeKind::Pointer(p) => p,
                    _ => ft,
                };
                let c = self.sema.il.types.class_entity(self.sema.il.types.non_reference(ft));
                if let Some(c) = c {
                    if self.has_nonpublic_base(c) && !self.context_classes(ctx).contains(&c) {
                        return Some((at, ACCESS));
                    }
                }
                return None;
            }
            ExprKind::New { ty, .. } => {
                if self.abstract_class_type(ty) {
                    return Some((at, "lower: new of an abstract class"));
                }
                if let Some(c) = self.sema.il.types.class_entity(ty) {
                    if self.has_nonpublic_special(c) && !self.context_classes(ctx).contains(&c) {
                        return Some((at, ACCESS));
                    }
                }
                return None;
            }
            ExprKind::Delete { .. } => {
                return None;
            }
            _ => return None,
        };
        // A member introduced by a prelude member using-declaration: the using-declaration's access is
        // not modelled (member_using.rs).
        if self.member_using.targets.contains(&member) && !self.map.in_prelude(at) {
            return Some((at, "lower: access to a member introduced by a using-declaration (not modelled)"));
        }
        if member.is_none() {
            return None;
        }
        let m = ents.resolve(member);
        let e = ents.get(m)?;
        // A deleted non-member function used: sema reports #1776 only for members and constructors.
        let deleted = e.function().map(|f| f.has(FunctionData::DELETED)).unwrap_or(false);
        if deleted && !matches!(ents.get(e.parent).map(|o| o.data), Some(Payload::Class(_))) {
            return Some((at, "lower: use of a deleted non-member function (#1776 not produced here)"));
        }
        // Members reached through a derived class: every base on the way must be public unless the
        // context is that class.
        if naming.is_some() && e.parent != naming && self.has_nonpublic_base(naming) && !self.context_classes(ctx).contains(&naming) {
            return Some((at, ACCESS));
        }
        let owner = e.parent;
        if !matches!(ents.get(owner).map(|o| o.data), Some(Payload::Class(_))) {
            return None;
        }
        let via_this = match x.kind {
            ExprKind::Member { base, .. } => matches!(self.sema.il.exprs.get(base).map(|b| b.kind), Some(ExprKind::This)),
            _ => false,
        };
        if self.accessible(m, owner, ctx) || (via_this && e.access == Access::Protected && self.derived_context(owner, ctx)) {
            None
        } else {
            Some((at, ACCESS))
        }
    }

    /// Whether member `m` of class `owner` may be named from `ctx`.
    pub(crate) fn accessible(&self, m: EntityId, owner: EntityId, ctx: EntityId) -> bool {
        let Some(e) = self.sema.il.entities.get(m) else { return false };
        if matches!(e.access, Access::Public | Access::None) {
            return true;
        }
        if e.function().map(|f| f.has(FunctionData::IMPLICIT)).unwrap_or(false) {
            return true;
        }
        let classes = self.context_classes(ctx);
        if classes.contains(&owner) {
            return true;
        }
        if self.classes.friends.iter().any(|&(c, f)| c == owner && (f == ctx || classes.contains(&f))) {
            return true;
        }
        // Friends declared by the friend declaration itself, matched by namespace, name (and type).
        let ents = &self.sema.il.entities;
        self.classes.pending_friends.iter().any(|&(c, ns, n, t)| {
            c == owner
                && if t.is_none() {
                    classes.iter().any(|&k| ents.get(k).map(|x| x.name == n && x.scope == ns).unwrap_or(false))
                } else {
                    ents.get(ctx).map(|x| x.is_function() && x.name == n && x.scope == ns && self.sema.il.types.same(x.ty, t)).unwrap_or(false)
                }
        })
    }

    /// Whether `e` is a parameter or automatic/static local variable of a function other than `ctx`.
    fn local_of_other_function(&self, e: EntityId, ctx: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        let Some(x) = ents.get(ents.resolve(e)) else { return false };
        let local = match x.data {
            Payload::Param(_) => true,
            Payload::Variable(vd) => vd.has(crate::sema::entities::VariableData::LOCAL),
            _ => false,
        };
        if !local {
            return false;
        }
        // The function owning the variable: the entity of the first enclosing function or prototype
        // scope of its declaring scope.
        let scopes = &self.sema.il.scopes;
        let mut sc = x.scope;
        for _ in 0..10_000 {
            let Some(s) = scopes.get(sc) else { return true };
            if matches!(s.kind, crate::sema::scopes::ScopeKind::Function | crate::sema::scopes::ScopeKind::Prototype) && ents.get(s.entity).map(|f| f.is_function()).unwrap_or(false) {
                // A lambda's call operator (its parameters, locals and capture proxies): lambdas.rs
                // resolves names of the enclosing function to captures.
                let lambda_op = ents.get(s.entity).and_then(|f| ents.get(f.parent)).and_then(|c| c.class()).map(|c| c.lambda).unwrap_or(false);
                return s.entity != ctx && !lambda_op;
            }
            if s.parent.is_none() {
                return true;
            }
            sc = s.parent;
        }
        true
    }

    /// Whether the context is a member of a class derived from `owner` (protected access via `this`).
    fn derived_context(&self, owner: EntityId, ctx: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        self.context_classes(ctx).iter().any(|&c| ents.get(c).map(|x| self.is_base_class_of(owner, x.ty)).unwrap_or(false))
    }

    /// The classes whose members the context is part of: its class and the enclosing classes.
    fn context_classes(&self, ctx: EntityId) -> Vec<EntityId> {
        let mut out = Vec::new();
        let mut e = ctx;
        for _ in 0..64 {
            let Some(x) = self.sema.il.entities.get(e) else { break };
            if matches!(x.data, Payload::Class(_)) {
                out.push(e);
            } else if !matches!(x.data, Payload::Function(_)) {
                break;
            }
            e = x.parent;
        }
        out
    }

    /// The classes the range's expressions could be converted to through a non-public base: for each
    /// class type `D` of an expression (or pointer to one) with a non-public base the context may not
    /// convert to, every base of `D` reached across a non-public derivation.
    fn hidden_bases_in_range(&self, lo: usize, hi: usize, ctx: EntityId) -> HashSet<EntityId> {
        let tt = &self.sema.il.types;
        let mut seen: HashSet<EntityId> = HashSet::new();
        let mut out = HashSet::new();
        for i in lo..hi {
            let Some(x) = self.sema.il.exprs.get(ExprId(i as u32)) else { continue };
            let Some(d) = tt.class_entity(strip_type(tt, x.ty)) else { continue };
            if !seen.insert(d) || !self.hidden_base_outside(d, ctx) {
                continue;
            }
            let mut stack = vec![(d, false, 0u32)];
            while let Some((k, crossed, depth)) = stack.pop() {
                if depth > 64 {
                    break;
                }
                for b in self.sema.il.entities.bases_of(k) {
                    let Some(bc) = tt.class_entity(b.ty) else { continue };
                    let c = crossed || b.access != Access::Public;
                    if c {
                        out.insert(bc);
                    }
                    stack.push((bc, c, depth + 1));
                }
            }
        }
        out
    }

    /// Whether expression `x` has a type naming one of the `hidden` classes (a cast to it, a variable of
    /// it) or names a member of one, or a function taking one.
    fn mentions_hidden_base(&self, x: &crate::sema::expr::Expr, hidden: &HashSet<EntityId>) -> bool {
        let il = &self.sema.il;
        let tt = &il.types;
        let is_hidden = |t: crate::sema::ids::TypeId| tt.class_entity(strip_type(tt, t)).is_some_and(|c| hidden.contains(&c));
        if is_hidden(x.ty) {
            return true;
        }
        let named = match x.kind {
            ExprKind::DeclRef(e) | ExprKind::MemberPtrConst(e) => e,
            ExprKind::Member { member, .. } => member,
            ExprKind::Call { func, .. } => func,
            ExprKind::Construct { ctor, .. } => ctor,
            ExprKind::Implicit(ImplicitKind::UserDefined(f), _) => f,
            _ => return false,
        };
        let m = il.entities.resolve(named);
        let Some(e) = il.entities.get(m) else { return false };
        if hidden.contains(&e.parent) {
            return true;
        }
        match tt.ckind(e.ty) {
            crate::sema::types::TypeKind::Function(sig) => tt.type_list(sig.params).iter().any(|&p| is_hidden(p)),
            _ => false,
        }
    }

    /// Class `d` has a non-public base (anywhere in its hierarchy) that the context may not convert to:
    /// a direct one outside `d`'s members, any indirect one.
    fn hidden_base_outside(&self, d: EntityId, ctx: EntityId) -> bool {
        let direct_ok = self.context_classes(ctx).contains(&d);
        for b in self.sema.il.entities.bases_of(d) {
            if b.access != Access::Public && !direct_ok {
                return true;
            }
            if let Some(bc) = self.sema.il.types.class_entity(b.ty) {
                if self.has_nonpublic_base(bc) {
                    return true;
                }
            }
        }
        false
    }

    fn has_nonpublic_base(&self, c: EntityId) -> bool {
        let mut stack = vec![(c, 0u32)];
        while let Some((k, d)) = stack.pop() {
            if d > 64 {
                return true;
            }
            for b in self.sema.il.entities.bases_of(k) {
                if b.access != Access::Public {
                    return true;
                }
                if let Some(bc) = self.sema.il.types.class_entity(b.ty) {
                    stack.push((bc, d + 1));
                }
            }
        }
        false
    }

    fn destructor_of(&self, c: EntityId) -> Option<EntityId> {
        let cd = self.sema.il.entities.get(c)?.class().copied()?;
        self.sema.il.scopes.members(&self.sema.il.entities, cd.scope).take(100_000).find(|&m| self.sema.il.entities.get(m).and_then(|e| e.function()).map(|f| f.role == FnRole::Destructor).unwrap_or(false))
    }

    /// Any non-public constructor or destructor (`new C` checks both).
    fn has_nonpublic_special(&self, c: EntityId) -> bool {
        let Some(cd) = self.sema.il.entities.get(c).and_then(|e| e.class()).copied() else { return true };
        self.sema.il.scopes.members(&self.sema.il.entities, cd.scope).take(100_000).any(|m| {
            let Some(e) = self.sema.il.entities.get(m) else { return false };
            matches!(e.data, Payload::Function(f) if matches!(f.role, FnRole::Constructor | FnRole::Destructor)) && !matches!(e.access, Access::Public | Access::None)
        })
    }

    /// #265 `member "A::m" (declared at line N) is inaccessible` / `function "A::f" (declared at line
    /// N) is inaccessible` at the member name, for the probed shape: a data member or a not-overloaded
    /// member function named through `obj.m` / `p->m` of its own class, or a private one reached over
    /// public bases.
    fn simple_access_diag(&self, id: ExprId, at: u32) -> Option<crate::diag::Diagnostic> {
        let x = self.sema.il.exprs.get(id).copied()?;
        let ExprKind::Member { base, member, .. } = x.kind else { return None };
        let ents = &self.sema.il.entities;
        let e = ents.get(member).copied()?;
        let kind = match e.data {
            Payload::Field(_) => "member",
            Payload::Function(fd) if fd.role == FnRole::Normal && !fd.has(FunctionData::STATIC_MEMBER) => "function",
            _ => return None,
        };
        if e.name.is_empty() || !matches!(e.access, Access::Private | Access::Protected) {
            return None;
        }
        if kind == "function" {
            // Overloaded names may print differently (unprobed).
            let cd = ents.get(e.parent).and_then(|p| p.class()).copied()?;
            if self.sema.il.scopes.local(ents, cd.scope, e.name).count() != 1 {
                return None;
            }
        }
        let bt = self.sema.il.exprs.get(base).map(|b| b.ty).unwrap_or_default();
        let bt = match self.sema.il.types.ckind(bt) {
            crate::sema::types::TypeKind::Pointer(p) => p,
            _ => bt,
        };
        let naming_ty = self.sema.il.types.non_reference(bt);
        let naming = self.sema.il.types.class_entity(naming_ty)?;
        // Through a derived class: only a private member reached over public bases (probed).
        if naming != e.parent && !(e.access == Access::Private && self.is_base_class_of(e.parent, naming_ty) && !self.has_nonpublic_base(naming)) {
            return None;
        }
        // A protected member named from a class derived from its owner: allowed or #410 (unmodelled).
        if e.access == Access::Protected {
            let ctx_classes = self.context_classes(self.sema.current_function);
            if ctx_classes.iter().any(|&c| self.sema.il.entities.get(c).map(|x| self.is_base_class_of(e.parent, x.ty)).unwrap_or(false)) {
                return None;
            }
        }
        if x.pos != at {
            return None;
        }
        let p = crate::sema::printing::Printer::new(&self.sema.il);
        let name = p.qualified_name(member);
        let l = self.map.locate(e.span.lo);
        let arg = crate::diag::Arg::EntityFull(crate::diag::EntityArg { kind: kind.into(), name, qualified: None, params: None, declared: Some((l.file.to_string(), l.line)) });
        Some(crate::diag::Diagnostic::new(crate::diag::Severity::Error, crate::diag::id::NO_ACCESS_TO_NAME, crate::diag::Where::At(x.pos)).arg(arg))
    }

    /// The first expression in `lo..hi` that calls, constructs through, converts through or names a
    /// device-only / `__global__` function or a device variable: expressions lowered outside function
    /// bodies (constructor initialisers, default arguments, default member initialisers) are not seen
    /// by the cross-space checks, so such a reference there is a gap.
    pub(crate) fn space_ref_in(&self, lo: usize, hi: usize) -> Option<u32> {
        for i in lo..hi {
            let Some(x) = self.sema.il.exprs.get(ExprId(i as u32)).copied() else { continue };
            let e = match x.kind {
                ExprKind::DeclRef(e) | ExprKind::Member { member: e, .. } | ExprKind::Call { func: e, .. } | ExprKind::Construct { ctor: e, .. } | ExprKind::Implicit(ImplicitKind::UserDefined(e), _) => e,
                _ => continue,
            };
            if e.is_some() && self.needs_space_check(e) {
                return Some(x.pos.max(x.span.lo));
            }
        }
        None
    }
}

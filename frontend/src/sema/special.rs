//! Implicitly-declared special member functions ([class.default.ctor], [class.copy.ctor],
//! [class.copy.assign], [class.dtor]) and the queries over a class's constructors.
//!
//! `Sema::declare_implicit_members(class)` is called by the lowering right after `end_class_definition`.
//! Declaration order matters for candidate notes, which EDG prints newest first (probes/x1, x3): the
//! implicit members are declared after the user's, constructors as [default, move, copy] and assignments
//! as [copy, move], so notes list `C::C(const C &)`, `C::C(C &&)`, then user constructors newest first,
//! and `A::operator=(A &&)` before `A::operator=(const A &)`. Their position is the class's (its name).
//!
//! Deleted-ness (simplified, recorded in the doc of each rule): a defaulted move operation that would be
//! deleted is not declared (C++14 DR 1402: it is ignored by overload resolution anyway).

use super::action::Sema;
use super::entities::{FnRole, FunctionData, Payload};
use super::ids::{EntityId, TypeId};
use super::types::{Quals, TypeKind, TypeTable};

/// Which special member a function is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Special {
    DefaultCtor,
    CopyCtor,
    MoveCtor,
    OtherCtor,
    CopyAssign,
    MoveAssign,
    Dtor,
    None,
}

#[derive(Clone, Copy, Default, Debug)]
pub struct Declared {
    pub any_ctor: bool,
    pub default_ctor: Option<EntityId>,
    pub copy_ctor: Option<EntityId>,
    pub move_ctor: Option<EntityId>,
    pub copy_assign: Option<EntityId>,
    pub move_assign: Option<EntityId>,
    pub dtor: Option<EntityId>,
}

impl<'a> Sema<'a> {
    /// The constructors of `class`, in declaration order.
    pub fn constructors(&self, class: EntityId) -> Vec<EntityId> {
        self.class_functions(class, |fd, _| fd.role == FnRole::Constructor)
    }

    /// The `operator=` members of `class`, in declaration order.
    pub fn assignment_operators(&self, class: EntityId) -> Vec<EntityId> {
        let eq = self.il.names.get("operator=");
        self.class_functions(class, |fd, name| fd.role == FnRole::Operator && Some(name) == eq)
    }

    fn class_functions(&self, class: EntityId, pred: impl Fn(&FunctionData, super::names::Symbol) -> bool) -> Vec<EntityId> {
        let Some(Payload::Class(cd)) = self.il.entities.get(class).map(|e| e.data) else { return Vec::new() };
        self.il
            .scopes
            .members(&self.il.entities, cd.scope)
            .take(100_000)
            .filter(|&m| match self.il.entities.get(m) {
                Some(e) => matches!(e.data, Payload::Function(fd) if pred(&fd, e.name)),
                None => false,
            })
            .collect()
    }

    /// Classifies a member function of `class`.
    pub fn special_kind(&self, class: EntityId, f: EntityId) -> Special {
        special_kind_in(self.il, class, f)
    }

    /// What the user declared.
    pub fn declared_specials(&self, class: EntityId) -> Declared {
        let mut d = Declared::default();
        let Some(Payload::Class(cd)) = self.il.entities.get(class).map(|e| e.data) else { return d };
        let members: Vec<EntityId> = self.il.scopes.members(&self.il.entities, cd.scope).take(100_000).collect();
        for m in members {
            if self.is_constructor_template(m) {
                d.any_ctor = true;
                continue;
            }
            match self.special_kind(class, m) {
                Special::DefaultCtor => {
                    d.any_ctor = true;
                    d.default_ctor = Some(m)
                }
                Special::CopyCtor => {
                    d.any_ctor = true;
                    d.copy_ctor = Some(m)
                }
                Special::MoveCtor => {
                    d.any_ctor = true;
                    d.move_ctor = Some(m)
                }
                Special::OtherCtor => d.any_ctor = true,
                Special::CopyAssign => d.copy_assign = Some(m),
                Special::MoveAssign => d.move_assign = Some(m),
                Special::Dtor => d.dtor = Some(m),
                Special::None => {}
            }
        }
        d
    }

    fn is_deleted(&self, f: Option<EntityId>) -> bool {
        f.and_then(|f| self.il.entities.get(f)).and_then(|e| e.function()).map(|fd| fd.has(FunctionData::DELETED)).unwrap_or(false)
    }

    /// Non-static data members and direct bases' class types, and whether any member is a reference /
    /// const non-class without a default member initialiser.
    fn subobjects(&self, class: EntityId) -> (Vec<EntityId>, bool, bool, bool) {
        let mut classes = Vec::new();
        let (mut ref_no_init, mut const_no_init, mut ref_or_const) = (false, false, false);
        for b in self.il.entities.bases_of(class) {
            if let Some(c) = self.il.types.class_entity(b.ty) {
                classes.push(c);
            }
        }
        if let Some(Payload::Class(cd)) = self.il.entities.get(class).map(|e| e.data) {
            for m in self.il.scopes.members(&self.il.entities, cd.scope).take(100_000) {
                let Some(e) = self.il.entities.get(m) else { continue };
                let Payload::Field(fd) = e.data else { continue };
                let is_ref = self.il.types.is_reference(e.ty);
                let is_const = self.il.types.quals(e.ty).is_const();
                ref_or_const |= is_ref || is_const;
                if fd.init.is_none() {
                    ref_no_init |= is_ref;
                    const_no_init |= is_const && self.il.types.class_entity(e.ty).is_none();
                }
                let mut t = e.ty;
                while let TypeKind::Array(el, _) = self.il.types.ckind(t) {
                    t = el;
                }
                if let Some(c) = self.il.types.class_entity(t) {
                    classes.push(c);
                }
            }
        }
        (classes, ref_no_init, const_no_init, ref_or_const)
    }

    /// Declares the implicit special members of a just-completed class (see the module doc).
    pub fn declare_implicit_members(&mut self, class: EntityId) {
        let Some(ent) = self.il.entities.get(class).copied() else { return };
        let Payload::Class(cd) = ent.data else { return };
        if !cd.complete || self.il.types.is_dependent(ent.ty) {
            return;
        }
        let d = self.declared_specials(class);
        let (subs, ref_no_init, const_no_init, ref_or_const) = self.subobjects(class);
        let sub_decls: Vec<Declared> = subs.iter().map(|&c| self.declared_specials(c)).collect();
        let user_move = d.move_ctor.is_some() || d.move_assign.is_some();
        let cty = ent.ty;
        let cc = self.il.types.qualified(cty, Quals::CONST);
        let c_ref = self.il.types.lref(cc);
        let c_rref = self.il.types.rref(cty);
        let c_lref = self.il.types.lref(cty);
        // Default constructor: only without any user-declared constructor.
        if !d.any_ctor {
            let sub_bad = sub_decls
                .iter()
                .any(|s| (s.any_ctor && s.default_ctor.is_none()) || self.is_deleted(s.default_ctor));
            let deleted = ref_no_init || const_no_init || sub_bad;
            self.add_implicit(class, cd.scope, FnRole::Constructor, ent.name, TypeTable::VOID, &[], deleted);
        }
        let may_move = d.copy_ctor.is_none() && d.copy_assign.is_none() && d.move_assign.is_none() && d.move_ctor.is_none() && d.dtor.is_none();
        if d.move_ctor.is_none() && may_move {
            let deleted = sub_decls.iter().any(|s| self.is_deleted(s.move_ctor.or(s.copy_ctor)));
            if !deleted {
                self.add_implicit(class, cd.scope, FnRole::Constructor, ent.name, TypeTable::VOID, &[c_rref], false);
            }
        }
        if d.copy_ctor.is_none() {
            let deleted = user_move || sub_decls.iter().any(|s| self.is_deleted(s.copy_ctor) || s.move_ctor.is_some() && s.copy_ctor.is_none());
            self.add_implicit(class, cd.scope, FnRole::Constructor, ent.name, TypeTable::VOID, &[c_ref], deleted);
        }
        let eq = self.il.names.intern("operator=");
        if d.copy_assign.is_none() {
            let deleted = user_move || ref_or_const || sub_decls.iter().any(|s| self.is_deleted(s.copy_assign));
            self.add_implicit(class, cd.scope, FnRole::Operator, eq, c_lref, &[c_ref], deleted);
        }
        if d.move_assign.is_none() && may_move && !ref_or_const {
            let deleted = sub_decls.iter().any(|s| self.is_deleted(s.move_assign.or(s.copy_assign)));
            if !deleted {
                self.add_implicit(class, cd.scope, FnRole::Operator, eq, c_lref, &[c_rref], false);
            }
        }
        if d.dtor.is_none() {
            let tilde = self.il.names.intern(&format!("~{}", self.il.names.resolve(ent.name)));
            self.add_implicit(class, cd.scope, FnRole::Destructor, tilde, TypeTable::VOID, &[], false);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn add_implicit(&mut self, class: EntityId, scope: super::ids::ScopeId, role: FnRole, name: super::names::Symbol, ret: TypeId, params: &[TypeId], deleted: bool) {
        let span = self.il.entities.get(class).map(|e| e.span).unwrap_or_default();
        let fty = self.il.types.simple_function(ret, params, false);
        let mut flags = FunctionData::IMPLICIT | FunctionData::INLINE;
        if deleted {
            flags |= FunctionData::DELETED;
        }
        let ps: Vec<_> = params.iter().map(|&p| (super::names::Symbol::EMPTY, p)).collect();
        let data = FunctionData { role, flags, ..FunctionData::default() };
        let f = self.il.declare_function(scope, name, fty, &ps, data, span);
        if let Some(e) = self.il.entities.get_mut(f) {
            e.access = super::entities::Access::Public;
            e.parent = class;
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum RefKind {
    Value,
    LRef,
    RRef,
}

/// Classifies member function `f` of `class` (also for callers without a `Sema`, e.g. `traits_eval.rs`).
pub fn special_kind_in(il: &super::il::Il, class: EntityId, f: EntityId) -> Special {
    View { il }.special_kind(class, f)
}

/// The classification needs only the IL.
struct View<'a> {
    il: &'a super::il::Il,
}

impl View<'_> {
    fn special_kind(&self, class: EntityId, f: EntityId) -> Special {
        let Some(e) = self.il.entities.get(f) else { return Special::None };
        let Payload::Function(fd) = e.data else { return Special::None };
        let TypeKind::Function(sig) = self.il.types.ckind(e.ty) else { return Special::None };
        let params = self.il.types.type_list(sig.params);
        let required = self.required_params(f, params.len());
        let class_ty = self.il.entities.get(class).map(|c| c.ty).unwrap_or(TypeTable::ERROR);
        let first = params.first().map(|&p| self.ref_to_class(p, class_ty));
        let one_arg = !params.is_empty() && required <= 1;
        match fd.role {
            FnRole::Destructor => Special::Dtor,
            FnRole::Constructor if required == 0 && !(params.len() == 1 && first.flatten().is_some()) => Special::DefaultCtor,
            FnRole::Constructor if one_arg => match first.flatten() {
                Some(RefKind::LRef) => Special::CopyCtor,
                Some(RefKind::RRef) => Special::MoveCtor,
                _ => Special::OtherCtor,
            },
            FnRole::Constructor => Special::OtherCtor,
            FnRole::Operator if self.il.names.resolve(e.name) == "operator=" && params.len() == 1 => match first.flatten() {
                Some(RefKind::LRef) | Some(RefKind::Value) => Special::CopyAssign,
                Some(RefKind::RRef) => Special::MoveAssign,
                None => Special::None,
            },
            _ => Special::None,
        }
    }

    fn required_params(&self, f: EntityId, n: usize) -> usize {
        let mut required = n;
        for (i, p) in self.il.entities.params(f).enumerate() {
            if let Some(Payload::Param(pd)) = self.il.entities.get(p).map(|x| x.data) {
                if pd.default_arg.is_some() {
                    required = required.min(i);
                }
            }
        }
        required
    }

    fn ref_to_class(&self, p: TypeId, class_ty: TypeId) -> Option<RefKind> {
        let ty = &self.il.types;
        let (kind, inner) = match ty.ckind(p) {
            TypeKind::LRef(u) => (RefKind::LRef, u),
            TypeKind::RRef(u) => (RefKind::RRef, u),
            _ => (RefKind::Value, p),
        };
        if ty.same(ty.unqualified(inner), class_ty) { Some(kind) } else { None }
    }

}

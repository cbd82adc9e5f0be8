//! Class values in constant evaluation, as far as the standard headers' traits need them: objects of
//! *stateless* classes (no non-static data members in the class or its bases, no virtual functions or
//! bases) — `std::integral_constant`, `std::__type_identity<T>{}`, tag types. Such a value carries
//! nothing but its type (`Value::Aggregate` with no elements), so building, copying and passing one is
//! exact; a member function called on one runs its body without `this` (a body that names `this` or a
//! non-static member meets an unmodelled form and stays a gap).
//!
//! Classes with state (aggregates with fields, constexpr constructors that initialise members) are not
//! modelled: their values are gaps.
use super::{Evaluator, Failure};
use crate::sema::consteval::Value;
use crate::sema::entities::{FunctionData, Payload};
use crate::sema::expr::{ExprKind, ExprList};
use crate::sema::ids::{EntityId, ExprId, TypeId};
use crate::sema::types::TypeKind;
use crate::source::Offset;

/// Base-class nesting followed when deciding statelessness (deeper is "not stateless").
const MAX_BASE_DEPTH: u32 = 64;

impl<'i> Evaluator<'i> {
    /// The class entity of `t` (cv and references dropped) when it is a complete stateless class.
    pub(super) fn stateless_class(&self, t: TypeId) -> Option<EntityId> {
        let tt = &self.il.types;
        let c = tt.class_entity(tt.unqualified(tt.non_reference(t)))?;
        self.stateless(c, 0).then_some(c)
    }

    fn stateless(&self, c: EntityId, depth: u32) -> bool {
        if depth > MAX_BASE_DEPTH {
            return false;
        }
        let Some(cd) = self.il.entities.get(c).and_then(|e| e.class()).copied() else { return false };
        if !cd.complete || cd.polymorphic || cd.key == crate::sema::entities::ClassKey::Union || cd.scope.is_none() {
            return false;
        }
        let has_field = self.il.scopes.members(&self.il.entities, cd.scope).any(|m| matches!(self.il.entities.get(m).map(|e| e.data), Some(Payload::Field(_))));
        if has_field {
            return false;
        }
        self.il.entities.bases_of(c).iter().all(|b| !b.is_virtual && self.il.types.class_entity(b.ty).is_some_and(|bc| self.stateless(bc, depth + 1)))
    }

    fn object_of(&self, c: EntityId) -> Value {
        let ty = self.il.entities.get(c).map(|e| e.ty).unwrap_or_default();
        Value::Aggregate { ty, first: 0, len: 0 }
    }

    /// `T{}` / `T()` / a copy of a `T` for a stateless class `T`: its implicit (or absent) constructor
    /// has nothing to initialise.
    pub(super) fn construct(&mut self, ctor: EntityId, args: ExprList, ty: TypeId, pos: Offset) -> Result<Value, Failure> {
        let Some(c) = self.stateless_class(ty) else { return Err(Failure::Unsupported("sema: class object in a constant expression", pos)) };
        if ctor.is_some() {
            let implicit = self.il.entities.get(ctor).and_then(|e| e.function()).is_some_and(|fd| fd.has(FunctionData::IMPLICIT) && !fd.has(FunctionData::DELETED));
            if !implicit {
                return Err(Failure::Unsupported("sema: constructor call in a constant expression", pos));
            }
        }
        match *self.il.exprs.list(args) {
            [] => Ok(self.object_of(c)),
            [x] => self.class_copy(x, c, pos),
            _ => Err(Failure::Unsupported("sema: constructor call in a constant expression", pos)),
        }
    }

    /// The value of `x` copied into a `c` object (same stateless class).
    fn class_copy(&mut self, x: ExprId, c: EntityId, pos: Offset) -> Result<Value, Failure> {
        let v = self.eval(x)?;
        match v {
            Value::Aggregate { ty, len: 0, .. } if self.il.types.class_entity(self.il.types.unqualified(ty)) == Some(c) => Ok(self.object_of(c)),
            _ => Err(Failure::Unsupported("sema: class object in a constant expression", pos)),
        }
    }

    /// A stateless class value converted to class type `to` (the same class).
    pub(super) fn convert_class(&self, v: Value, to: TypeId, pos: Offset) -> Result<Value, Failure> {
        match (self.stateless_class(to), v) {
            (Some(c), Value::Aggregate { ty, len: 0, .. }) if self.il.types.class_entity(self.il.types.unqualified(ty)) == Some(c) => Ok(self.object_of(c)),
            _ => Err(Failure::Unsupported("sema: constant conversion", pos)),
        }
    }

    /// The object expression of a member call (`callee` = `obj.f`): evaluated, and required to be a
    /// stateless class value. Failures that would be diagnostics (a non-constant variable) stay gaps:
    /// whether EDG needs the object's value here is not probed.
    pub(super) fn call_object(&mut self, callee: ExprId, pos: Offset) -> Result<(), Failure> {
        let Some(n) = self.il.exprs.get(callee).copied() else { return Ok(()) };
        let ExprKind::Member { base, arrow, .. } = n.kind else { return Ok(()) };
        if arrow {
            return Err(Failure::Unsupported("sema: member call through a pointer in a constant expression", pos));
        }
        match self.eval(base) {
            Ok(Value::Aggregate { len: 0, ty, .. }) if self.stateless_class(ty).is_some() => Ok(()),
            Ok(_) | Err(Failure::VarNotConstant(..)) | Err(Failure::Dependent) => Err(Failure::Unsupported("sema: object of a member call in a constant expression", pos)),
            Err(e) => Err(e),
        }
    }

    /// A user-defined conversion of `x` through `f`: a conversion function called on a stateless class
    /// value, or a converting constructor of a stateless class (implicit copies only).
    pub(super) fn user_conversion(&mut self, f: EntityId, x: ExprId, to: TypeId, pos: Offset) -> Result<Value, Failure> {
        let Some(fd) = self.il.entities.get(f).and_then(|e| e.function()).copied() else {
            return Err(Failure::Unsupported("sema: constant conversion", pos));
        };
        if fd.role == crate::sema::entities::FnRole::Constructor {
            let Some(c) = self.stateless_class(to) else { return Err(Failure::Unsupported("sema: constant conversion", pos)) };
            if !fd.has(FunctionData::IMPLICIT) {
                return Err(Failure::Unsupported("sema: constructor call in a constant expression", pos));
            }
            return self.class_copy(x, c, pos);
        }
        Err(Failure::Unsupported("sema: constant conversion", pos))
    }

    /// Whether `t` is a class type (values of it are class values).
    pub(super) fn is_class_type(&self, t: TypeId) -> bool {
        let tt = &self.il.types;
        matches!(tt.ckind(tt.unqualified(tt.non_reference(t))), TypeKind::Class(_))
    }
}

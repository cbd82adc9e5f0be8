//! The type-property trait intrinsics (`__is_enum`, `__is_empty`, `__is_trivially_copyable`,
//! `__has_trivial_destructor`, …) over non-dependent types, from what the IL records about the type.
//!
//! Probed on cudafe++ 13.0.88 (corpus/cpp-traits): the class-property traits reject an incomplete class
//! with #1440 "an incomplete class type is not allowed" at the argument ([`Outcome::Incomplete`]); the
//! category traits (`__is_class(Inc)`) answer without completeness. Where the answer rests on something
//! the IL does not keep exactly (standard layout with several bases, literal types, unique object
//! representations of classes, the triviality of a class the member lists of which were not built) the
//! outcome is a gap, never a guess.
//!
//! The traits that build an expression (`__is_constructible`, `__is_assignable`, their nothrow and
//! trivial forms, `__is_convertible_to`, `__is_destructible`) are evaluated by lowering
//! (`lower/traits.rs`), which can instantiate classes; the triviality rules they need live here.
use super::entities::{Access, ClassData, ClassKey, FieldData, FnRole, FunctionData, Payload};
use super::ids::{EntityId, TypeId};
use super::il::Il;
use super::types::{ArrayBound, FloatKind, IntKind, TypeKind};
use crate::lex::Kw;
use std::collections::HashSet;

/// The answer for one trait.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    Value(bool),
    /// The trait needs a complete class and argument `usize` is an incomplete one (#1440).
    Incomplete(usize),
    /// Not evaluated exactly: a gap with this text.
    Gap(&'static str),
}

/// Facts the IL does not hold but lowering knows.
pub struct TraitCtx<'a> {
    pub il: &'a Il,
    /// Fields of instantiated classes whose default member initialiser was not lowered (instantiated on
    /// use): they exist, so the default constructor is not trivial, but nothing else is known.
    pub unlowered_inits: &'a HashSet<EntityId>,
    pub cpp20: bool,
}

/// The type-property traits this file evaluates (the rest are `None`).
pub fn is_property_trait(k: Kw) -> bool {
    use Kw::*;
    matches!(
        k,
        IsSame
            | IsSameAs
            | IsClass
            | IsUnion
            | IsEnum
            | IsScopedEnum
            | IsVoid
            | IsArray
            | IsBoundedArray
            | IsUnboundedArray
            | IsPointer
            | IsFunction
            | IsReference
            | IsLvalueReference
            | IsRvalueReference
            | IsMemberPointer
            | IsMemberObjectPointer
            | IsMemberFunctionPointer
            | IsIntegral
            | IsFloatingPoint
            | IsArithmetic
            | IsFundamental
            | IsScalar
            | IsObject
            | IsCompound
            | IsConst
            | IsVolatile
            | IsSigned
            | IsUnsigned
            | IsReferenceable
    ) || is_class_property_trait(k)
}

/// The property traits that look into a class (the rest of [`is_property_trait`] depend only on the
/// type's category).
pub fn is_class_property_trait(k: Kw) -> bool {
    use Kw::*;
    matches!(
        k,
        IsEmpty
            | IsPolymorphic
            | IsAbstract
            | IsFinal
            | HasVirtualDestructor
            | IsBaseOf
            | IsTriviallyCopyable
            | IsTrivial
            | HasTrivialDestructor
            | HasTrivialCopy
            | HasTrivialAssign
            | HasTrivialConstructor
            | IsStandardLayout
            | IsPod
            | IsAggregate
            | IsLiteralType
            | IsLiteral
            | HasUniqueObjectRepresentations
    )
}

/// Class-property traits that reject an incomplete class (#1440, probed).
fn needs_complete(k: Kw) -> bool {
    use Kw::*;
    matches!(
        k,
        IsEmpty
            | IsPolymorphic
            | IsAbstract
            | IsFinal
            | HasVirtualDestructor
            | IsTriviallyCopyable
            | IsTrivial
            | HasTrivialDestructor
            | HasTrivialCopy
            | HasTrivialAssign
            | HasTrivialConstructor
            | IsStandardLayout
            | IsPod
            | IsLiteralType
            | IsLiteral
            | HasUniqueObjectRepresentations
    )
}

/// How deep class hierarchies / member nesting are followed before giving up (a gap).
const MAX_DEPTH: u32 = 64;

impl<'a> TraitCtx<'a> {
    fn canon(&self, t: TypeId) -> TypeId {
        self.il.types.canonical(t)
    }

    /// The kind of `t` without cv.
    fn kind(&self, t: TypeId) -> TypeKind {
        let tt = &self.il.types;
        tt.ckind(tt.unqualified(tt.canonical(t)))
    }

    fn class(&self, t: TypeId) -> Option<(EntityId, ClassData)> {
        let TypeKind::Class(c) = self.kind(t) else { return None };
        self.il.entities.get(c).and_then(|e| e.class().copied()).map(|d| (c, d))
    }

    /// The element type of (nested) arrays.
    fn strip_arrays(&self, t: TypeId) -> TypeId {
        let mut t = self.canon(t);
        for _ in 0..MAX_DEPTH {
            match self.kind(t) {
                TypeKind::Array(e, _) => t = e,
                _ => break,
            }
        }
        t
    }

    /// Evaluates property trait `k` over `args` (None: not a property trait or wrong arity).
    pub fn eval(&self, k: Kw, args: &[TypeId]) -> Option<Outcome> {
        if !is_property_trait(k) {
            return None;
        }
        let two = matches!(k, Kw::IsSame | Kw::IsSameAs | Kw::IsBaseOf);
        if args.len() != if two { 2 } else { 1 } {
            return None;
        }
        let a = args[0];
        if needs_complete(k) {
            // Arrays of an incomplete class are rejected as well (the element is what is asked about).
            if let Some((_, d)) = self.class(self.strip_arrays(a)) {
                if !d.complete {
                    return Some(Outcome::Incomplete(0));
                }
            }
        }
        Some(self.eval_complete(k, args))
    }

    fn eval_complete(&self, k: Kw, args: &[TypeId]) -> Outcome {
        use Outcome::Value as V;
        let tt = &self.il.types;
        let a = self.canon(args[0]);
        let kind = self.kind(a);
        let quals = tt.quals(a);
        let is_int = matches!(kind, TypeKind::Int(_));
        let is_float = matches!(kind, TypeKind::Float(_));
        let is_arith = is_int || is_float;
        let is_mp = matches!(kind, TypeKind::MemberPointer { .. });
        let is_mfp = matches!(kind, TypeKind::MemberPointer { pointee, .. } if matches!(self.kind(pointee), TypeKind::Function(_)));
        let is_ref = matches!(kind, TypeKind::LRef(_) | TypeKind::RRef(_));
        let is_fn = matches!(kind, TypeKind::Function(_));
        let is_void = matches!(kind, TypeKind::Void);
        let is_scalar = is_arith || matches!(kind, TypeKind::Enum(_) | TypeKind::Pointer(_) | TypeKind::NullPtr) || is_mp;
        let is_classy = matches!(kind, TypeKind::Class(_));
        let is_union = matches!(self.class(a), Some((_, d)) if d.key == ClassKey::Union);
        if matches!(kind, TypeKind::Vector { .. } | TypeKind::Complex(_) | TypeKind::Error | TypeKind::Auto(_)) {
            return Outcome::Gap("lower: type trait over a vector, complex or erroneous type");
        }
        if let TypeKind::Int(ik) = kind {
            if matches!(ik, IntKind::Int128 | IntKind::UInt128) {
                return Outcome::Gap("lower: type trait over __int128");
            }
        }
        if let TypeKind::Float(fk) = kind {
            if !matches!(fk, FloatKind::Float | FloatKind::Double | FloatKind::LongDouble) {
                return Outcome::Gap("lower: type trait over an extended floating type");
            }
        }
        match k {
            Kw::IsSame | Kw::IsSameAs => V(tt.same(a, self.canon(args[1]))),
            Kw::IsClass => V(is_classy && !is_union),
            Kw::IsUnion => V(is_union),
            Kw::IsEnum => V(matches!(kind, TypeKind::Enum(_))),
            Kw::IsScopedEnum => match kind {
                TypeKind::Enum(e) => V(matches!(self.il.entities.get(e).map(|x| x.data), Some(Payload::Enum(d)) if d.scoped)),
                _ => V(false),
            },
            Kw::IsVoid => V(is_void),
            Kw::IsArray => V(matches!(kind, TypeKind::Array(..))),
            Kw::IsBoundedArray => V(matches!(kind, TypeKind::Array(_, b) if b != ArrayBound::Unknown)),
            Kw::IsUnboundedArray => V(matches!(kind, TypeKind::Array(_, ArrayBound::Unknown))),
            Kw::IsPointer => V(matches!(kind, TypeKind::Pointer(_))),
            Kw::IsFunction => V(is_fn),
            Kw::IsReference => V(is_ref),
            Kw::IsLvalueReference => V(matches!(kind, TypeKind::LRef(_))),
            Kw::IsRvalueReference => V(matches!(kind, TypeKind::RRef(_))),
            Kw::IsMemberPointer => V(is_mp),
            Kw::IsMemberObjectPointer => V(is_mp && !is_mfp),
            Kw::IsMemberFunctionPointer => V(is_mfp),
            Kw::IsIntegral => V(is_int),
            Kw::IsFloatingPoint => V(is_float),
            Kw::IsArithmetic => V(is_arith),
            Kw::IsFundamental => V(is_arith || is_void || matches!(kind, TypeKind::NullPtr)),
            Kw::IsScalar => V(is_scalar),
            Kw::IsObject => V(!is_fn && !is_ref && !is_void),
            Kw::IsCompound => V(!(is_arith || is_void || matches!(kind, TypeKind::NullPtr))),
            Kw::IsConst => V(quals.is_const()),
            Kw::IsVolatile => V(quals.is_volatile()),
            Kw::IsSigned => V(match kind {
                TypeKind::Int(ik) => self.il.target.is_signed(ik),
                TypeKind::Float(_) => true,
                _ => false,
            }),
            Kw::IsUnsigned => V(match kind {
                TypeKind::Int(ik) => !self.il.target.is_signed(ik),
                _ => false,
            }),
            Kw::IsReferenceable => match kind {
                TypeKind::Function(sig) => {
                    if sig.quals.is_empty() && sig.ref_qual == super::types::RefQual::None {
                        V(true)
                    } else {
                        V(false)
                    }
                }
                _ => V(!is_void),
            },
            Kw::IsBaseOf => {
                let b = self.canon(args[1]);
                match (self.class(a), self.class(b)) {
                    (Some((base, bd)), Some((derived, dd))) if bd.key != ClassKey::Union && dd.key != ClassKey::Union => {
                        if tt.same(tt.unqualified(a), tt.unqualified(b)) {
                            V(true)
                        } else if !dd.complete {
                            V(false)
                        } else {
                            V(super::conv::base_distance(self.il, derived, base).is_some())
                        }
                    }
                    _ => V(false),
                }
            }
            Kw::IsEmpty => match self.class(a) {
                Some((c, d)) if d.key != ClassKey::Union => self.is_empty(c, 0),
                _ => V(false),
            },
            Kw::IsPolymorphic => V(matches!(self.class(a), Some((_, d)) if d.polymorphic)),
            Kw::IsAbstract => V(matches!(self.class(a), Some((_, d)) if d.abstract_)),
            Kw::IsFinal => V(matches!(self.class(a), Some((_, d)) if d.is_final)),
            Kw::HasVirtualDestructor => match self.class(a) {
                Some((c, _)) => self.virtual_dtor(c, 0),
                None => V(false),
            },
            Kw::IsTriviallyCopyable => self.object_property(a, is_ref || is_void || is_fn, Self::trivially_copyable),
            Kw::IsTrivial => self.object_property(a, is_ref || is_void || is_fn, Self::trivial),
            Kw::HasTrivialDestructor => {
                if is_void || is_fn {
                    return V(false);
                }
                match self.class(self.strip_arrays(a)) {
                    Some((c, _)) if !is_ref => self.trivial_dtor(c, 0),
                    _ => V(true),
                }
            }
            Kw::HasTrivialCopy | Kw::HasTrivialAssign | Kw::HasTrivialConstructor => {
                if self.class(self.strip_arrays(a)).is_some() || is_ref || is_void || is_fn {
                    return Outcome::Gap("lower: GNU __has_trivial_* trait over a class or reference");
                }
                V(true)
            }
            Kw::IsPod => self.object_property(a, is_ref || is_void || is_fn, |t, c, d| match (t.trivial(c, d), t.standard_layout(c, d)) {
                (V(x), V(y)) => V(x && y),
                (Outcome::Gap(g), _) | (_, Outcome::Gap(g)) => Outcome::Gap(g),
                _ => Outcome::Gap("lower: __is_pod"),
            }),
            Kw::IsStandardLayout => self.object_property(a, is_ref || is_void || is_fn, Self::standard_layout),
            Kw::IsAggregate => match kind {
                TypeKind::Array(..) => V(true),
                TypeKind::Class(_) => match self.class(a) {
                    Some((c, d)) if d.complete => self.aggregate(c),
                    _ => Outcome::Gap("lower: __is_aggregate of an incomplete class"),
                },
                _ => V(false),
            },
            Kw::IsLiteralType | Kw::IsLiteral => {
                if self.class(self.strip_arrays(a)).is_some() {
                    return Outcome::Gap("lower: __is_literal_type of a class");
                }
                V(!is_fn && !matches!(kind, TypeKind::Array(_, ArrayBound::Unknown)) && (is_void || is_scalar || is_ref || matches!(kind, TypeKind::Array(..))))
            }
            Kw::HasUniqueObjectRepresentations => {
                if self.class(self.strip_arrays(a)).is_some() || is_mp {
                    return Outcome::Gap("lower: __has_unique_object_representations of a class or member pointer");
                }
                let e = self.kind(self.strip_arrays(a));
                V(matches!(e, TypeKind::Int(_) | TypeKind::Enum(_) | TypeKind::Pointer(_)))
            }
            _ => Outcome::Gap("lower: type trait"),
        }
    }

    /// A property of object types that scalars (and arrays of them) have and classes may have:
    /// false for references, `void` and functions (`not_object`), `of_class` for a class or an array
    /// of one, true otherwise.
    fn object_property(&self, a: TypeId, not_object: bool, of_class: impl Fn(&Self, EntityId, u32) -> Outcome) -> Outcome {
        if not_object {
            return Outcome::Value(false);
        }
        match self.class(self.strip_arrays(a)) {
            Some((c, _)) => of_class(self, c, 0),
            None => Outcome::Value(true),
        }
    }

    fn members(&self, c: EntityId) -> Vec<EntityId> {
        match self.il.entities.get(c).and_then(|e| e.class()) {
            Some(d) => self.il.scopes.members(&self.il.entities, d.scope).take(100_000).collect(),
            None => Vec::new(),
        }
    }

    /// Non-static data members: (entity, type, data, access).
    fn fields(&self, c: EntityId) -> Vec<(EntityId, TypeId, FieldData, Access)> {
        self.members(c)
            .into_iter()
            .filter_map(|m| {
                let e = self.il.entities.get(m)?;
                match e.data {
                    Payload::Field(fd) => Some((m, e.ty, fd, e.access)),
                    _ => None,
                }
            })
            .collect()
    }

    /// Class types of the direct bases and of the (array-stripped) class-type fields.
    fn subobject_classes(&self, c: EntityId) -> Vec<EntityId> {
        let mut v: Vec<EntityId> = self.il.entities.bases_of(c).iter().filter_map(|b| self.class(b.ty).map(|x| x.0)).collect();
        for (_, t, _, _) in self.fields(c) {
            if let Some((fc, _)) = self.class(self.strip_arrays(t)) {
                v.push(fc);
            }
        }
        v
    }

    fn functions(&self, c: EntityId) -> Vec<(EntityId, FunctionData)> {
        self.members(c)
            .into_iter()
            .filter_map(|m| self.il.entities.get(m).and_then(|e| e.function().copied()).map(|f| (m, f)))
            .collect()
    }

    /// A special member is trivial only if it is not user-provided: implicitly declared, or defaulted
    /// on its first declaration (cufe records `= default` on the declaration that has it).
    fn not_user_provided(fd: &FunctionData) -> bool {
        fd.has(FunctionData::IMPLICIT) || fd.has(FunctionData::DEFAULTED)
    }

    /// The special members of a complete class as declared (user and implicit); None when the implicit
    /// ones were not declared (a destructor is always declared once they are).
    fn specials(&self, c: EntityId) -> Option<Vec<(super::special::Special, FunctionData)>> {
        let fs = self.functions(c);
        if !fs.iter().any(|(_, f)| f.role == FnRole::Destructor) {
            return None;
        }
        let s = SpecialView { il: self.il };
        Some(fs.into_iter().map(|(f, fd)| (s.kind(c, f), fd)).collect())
    }

    fn has_virtual_base(&self, c: EntityId) -> bool {
        self.il.entities.bases_of(c).iter().any(|b| b.is_virtual)
    }

    /// The common start of the triviality checks: `c` within the depth limit, complete (else a gap),
    /// not polymorphic and without virtual bases when `plain` (else false), with its special members
    /// declared (else a gap). `Err` is the answer when one of those fails.
    fn special_members_of(&self, c: EntityId, depth: u32, plain: bool) -> Result<Vec<(super::special::Special, FunctionData)>, Outcome> {
        if depth > MAX_DEPTH {
            return Err(Outcome::Gap("lower: type trait over a deep class hierarchy"));
        }
        let Some((_, d)) = self.class(self.il.entities.get(c).map(|e| e.ty).unwrap_or_default()) else { return Err(Outcome::Value(false)) };
        if !d.complete {
            return Err(Outcome::Gap("lower: type trait over an incomplete member class"));
        }
        if plain && (d.polymorphic || self.has_virtual_base(c)) {
            return Err(Outcome::Value(false));
        }
        self.specials(c).ok_or(Outcome::Gap("lower: type trait over a class without implicit members"))
    }

    fn trivial_dtor(&self, c: EntityId, depth: u32) -> Outcome {
        use super::special::Special;
        let sp = match self.special_members_of(c, depth, false) {
            Ok(sp) => sp,
            Err(o) => return o,
        };
        for (k, fd) in &sp {
            if *k == Special::Dtor && (!Self::not_user_provided(fd) || fd.has(FunctionData::VIRTUAL) || fd.has(FunctionData::DELETED)) {
                return Outcome::Value(false);
            }
        }
        if matches!(self.virtual_dtor(c, depth + 1), Outcome::Value(true)) {
            return Outcome::Value(false);
        }
        for s in self.subobject_classes(c) {
            match self.trivial_dtor(s, depth + 1) {
                Outcome::Value(true) => {}
                other => return other,
            }
        }
        Outcome::Value(true)
    }

    fn virtual_dtor(&self, c: EntityId, depth: u32) -> Outcome {
        if depth > MAX_DEPTH {
            return Outcome::Gap("lower: type trait over a deep class hierarchy");
        }
        let own = self.functions(c).into_iter().any(|(_, f)| f.role == FnRole::Destructor && f.has(FunctionData::VIRTUAL));
        if own {
            return Outcome::Value(true);
        }
        for b in self.il.entities.bases_of(c) {
            if let Some((bc, _)) = self.class(b.ty) {
                if let Outcome::Value(true) | Outcome::Gap(_) = self.virtual_dtor(bc, depth + 1) {
                    return self.virtual_dtor(bc, depth + 1);
                }
            }
        }
        Outcome::Value(false)
    }

    /// [class.prop]/1: every eligible copy/move operation trivial, at least one of them, and a trivial,
    /// non-deleted destructor. Subobjects must be trivially copyable themselves (their selected
    /// operations are then trivial).
    fn trivially_copyable(&self, c: EntityId, depth: u32) -> Outcome {
        use super::special::Special;
        let sp = match self.special_members_of(c, depth, true) {
            Ok(sp) => sp,
            Err(o) => return o,
        };
        let mut any = false;
        for (k, fd) in &sp {
            if matches!(k, Special::CopyCtor | Special::MoveCtor | Special::CopyAssign | Special::MoveAssign) && !fd.has(FunctionData::DELETED) {
                if !Self::not_user_provided(fd) {
                    return Outcome::Value(false);
                }
                any = true;
            }
        }
        if !any {
            return Outcome::Value(false);
        }
        match self.trivial_dtor(c, depth) {
            Outcome::Value(true) => {}
            other => return other,
        }
        for s in self.subobject_classes(c) {
            match self.trivially_copyable(s, depth + 1) {
                Outcome::Value(true) => {}
                other => return other,
            }
        }
        Outcome::Value(true)
    }

    /// Trivial default constructor: an eligible, non-deleted, not user-provided one, no virtual
    /// functions or bases, no default member initialisers, and subobjects with trivial ones.
    fn trivial_default_ctor(&self, c: EntityId, depth: u32) -> Outcome {
        use super::special::Special;
        let sp = match self.special_members_of(c, depth, true) {
            Ok(sp) => sp,
            Err(o) => return o,
        };
        let defaults: Vec<&FunctionData> = sp.iter().filter(|(k, _)| *k == Special::DefaultCtor).map(|(_, f)| f).collect();
        if defaults.len() != 1 || defaults[0].has(FunctionData::DELETED) || !Self::not_user_provided(defaults[0]) {
            return Outcome::Value(false);
        }
        for (f, _, fd, _) in self.fields(c) {
            if fd.init.is_some() || self.unlowered_inits.contains(&f) {
                return Outcome::Value(false);
            }
        }
        for s in self.subobject_classes(c) {
            match self.trivial_default_ctor(s, depth + 1) {
                Outcome::Value(true) => {}
                other => return other,
            }
        }
        Outcome::Value(true)
    }

    /// Is the copy/move operation `kind` of `c` trivial ([class.copy.ctor]/11, [class.copy.assign]/9):
    /// not user-provided, no virtual functions or bases, and trivial for every subobject class? A
    /// subobject without a declared move operation is judged by its copy operation (which a move
    /// would select).
    /// Whether default-initialising an object of class `c` is vacuous ([basic.life]/1: a trivial
    /// default constructor and a trivial destructor), as a `goto` past its declaration needs.
    pub fn vacuous_default_init(&self, c: EntityId) -> Outcome {
        match self.trivial_default_ctor(c, 0) {
            Outcome::Value(true) => self.trivial_dtor(c, 0),
            other => other,
        }
    }

    pub fn special_trivial(&self, c: EntityId, kind: super::special::Special, depth: u32) -> Outcome {
        use super::special::Special;
        let sp = match self.special_members_of(c, depth, true) {
            Ok(sp) => sp,
            Err(o) => return o,
        };
        let mut mine: Vec<&FunctionData> = sp.iter().filter(|(k, _)| *k == kind).map(|(_, f)| f).collect();
        if mine.is_empty() {
            let copy = match kind {
                Special::MoveCtor => Special::CopyCtor,
                Special::MoveAssign => Special::CopyAssign,
                _ => kind,
            };
            mine = sp.iter().filter(|(k, _)| *k == copy).map(|(_, f)| f).collect();
        }
        if mine.is_empty() || mine.iter().any(|f| f.has(FunctionData::DELETED)) {
            return Outcome::Gap("lower: triviality of a special member not declared");
        }
        if mine.iter().any(|f| !Self::not_user_provided(f)) {
            return Outcome::Value(false);
        }
        for s in self.subobject_classes(c) {
            match self.special_trivial(s, kind, depth + 1) {
                Outcome::Value(true) => {}
                other => return other,
            }
        }
        Outcome::Value(true)
    }

    fn trivial(&self, c: EntityId, depth: u32) -> Outcome {
        match self.trivially_copyable(c, depth) {
            Outcome::Value(true) => self.trivial_default_ctor(c, depth),
            other => other,
        }
    }

    fn is_empty(&self, c: EntityId, depth: u32) -> Outcome {
        if depth > MAX_DEPTH {
            return Outcome::Gap("lower: type trait over a deep class hierarchy");
        }
        let Some((_, d)) = self.class(self.il.entities.get(c).map(|e| e.ty).unwrap_or_default()) else { return Outcome::Value(false) };
        if d.key == ClassKey::Union || d.polymorphic || self.has_virtual_base(c) {
            return Outcome::Value(false);
        }
        if self.fields(c).iter().any(|(_, _, fd, _)| fd.bit_width != Some(0)) {
            return Outcome::Value(false);
        }
        for b in self.il.entities.bases_of(c) {
            let Some((bc, _)) = self.class(b.ty) else { return Outcome::Gap("lower: type trait over a class with a dependent base") };
            match self.is_empty(bc, depth + 1) {
                Outcome::Value(true) => {}
                other => return other,
            }
        }
        Outcome::Value(true)
    }

    /// [class.prop]/3 for single-inheritance hierarchies; several bases are a gap.
    fn standard_layout(&self, c: EntityId, depth: u32) -> Outcome {
        if depth > MAX_DEPTH {
            return Outcome::Gap("lower: type trait over a deep class hierarchy");
        }
        let Some((_, d)) = self.class(self.il.entities.get(c).map(|e| e.ty).unwrap_or_default()) else { return Outcome::Value(false) };
        if d.polymorphic || self.has_virtual_base(c) {
            return Outcome::Value(false);
        }
        let bases = self.il.entities.bases_of(c);
        if bases.len() > 1 {
            return Outcome::Gap("lower: __is_standard_layout of a class with several bases");
        }
        let fields = self.fields(c);
        if let Some((_, _, _, acc)) = fields.first() {
            if fields.iter().any(|f| f.3 != *acc) {
                return Outcome::Value(false);
            }
        }
        for (_, t, _, _) in &fields {
            let t = self.strip_arrays(*t);
            if self.il.types.is_reference(t) {
                return Outcome::Value(false);
            }
            if let Some((fc, _)) = self.class(t) {
                match self.standard_layout(fc, depth + 1) {
                    Outcome::Value(true) => {}
                    other => return other,
                }
            }
        }
        if let Some(b) = bases.first() {
            let Some((bc, _)) = self.class(b.ty) else { return Outcome::Gap("lower: type trait over a class with a dependent base") };
            match self.standard_layout(bc, depth + 1) {
                Outcome::Value(true) => {}
                other => return other,
            }
            // At most one class in the hierarchy with non-static data members.
            if !fields.is_empty() && self.has_fields_in_hierarchy(bc, depth + 1) {
                return Outcome::Value(false);
            }
            // The first member may not have the type of a base class.
            if let Some((_, t, _, _)) = fields.first() {
                if let Some((fc, _)) = self.class(self.strip_arrays(*t)) {
                    if fc == bc || super::conv::base_distance(self.il, bc, fc).is_some() {
                        return Outcome::Value(false);
                    }
                }
            }
        }
        Outcome::Value(true)
    }

    fn has_fields_in_hierarchy(&self, c: EntityId, depth: u32) -> bool {
        if depth > MAX_DEPTH {
            return true;
        }
        !self.fields(c).is_empty() || self.il.entities.bases_of(c).iter().any(|b| self.class(b.ty).is_some_and(|(bc, _)| self.has_fields_in_hierarchy(bc, depth + 1)))
    }

    /// [dcl.init.aggr]/1 (C++17: no user-provided, explicit or inherited constructors; C++20: no
    /// user-declared ones).
    fn aggregate(&self, c: EntityId) -> Outcome {
        let Some((_, d)) = self.class(self.il.entities.get(c).map(|e| e.ty).unwrap_or_default()) else { return Outcome::Value(false) };
        if d.polymorphic {
            return Outcome::Value(false);
        }
        if self.il.entities.bases_of(c).iter().any(|b| b.is_virtual || b.access != Access::Public) {
            return Outcome::Value(false);
        }
        if self.fields(c).iter().any(|f| matches!(f.3, Access::Private | Access::Protected)) {
            return Outcome::Value(false);
        }
        for m in self.members(c) {
            let Some(e) = self.il.entities.get(m) else { continue };
            // Constructor templates count as user-declared constructors.
            let ctor_template = e.template().and_then(|t| self.il.entities.get(t.pattern)).and_then(|p| p.function()).is_some_and(|f| f.role == FnRole::Constructor);
            if ctor_template {
                return Outcome::Value(false);
            }
            let Some(fd) = e.function() else { continue };
            if fd.role != FnRole::Constructor || fd.has(FunctionData::IMPLICIT) {
                continue;
            }
            if self.cpp20 || fd.has(FunctionData::EXPLICIT) || !fd.has(FunctionData::DEFAULTED) {
                return Outcome::Value(false);
            }
        }
        if self.members(c).iter().any(|&m| matches!(self.il.entities.get(m).map(|e| e.data), Some(Payload::Using { .. }))) {
            return Outcome::Gap("lower: __is_aggregate of a class with using-declarations");
        }
        Outcome::Value(true)
    }
}

/// `Sema::special_kind` needs a `Sema`; this repeats its classification over a bare `Il`.
struct SpecialView<'a> {
    il: &'a Il,
}

impl SpecialView<'_> {
    fn kind(&self, class: EntityId, f: EntityId) -> super::special::Special {
        super::special::special_kind_in(self.il, class, f)
    }
}

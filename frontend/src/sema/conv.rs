//! Standard conversion sequences between non-class types ([conv], [over.ics.scs]) and their ranks — the
//! building block of overload resolution and of copy-initialisation checks.
//!
//! Scope: the value-category-free part. The caller handles reference binding, user-defined conversions and
//! list-initialisation, and tells us whether the source expression is a null pointer constant (that needs the
//! expression). Class hierarchies are consulted for derived-to-base pointer conversions.

use super::entities::Payload;
use super::ids::{EntityId, TypeId};
use super::il::Il;
use super::types::{FloatKind, IntKind, Noexcept, Quals, TypeKind};

/// [over.ics.scs] Table: Exact Match < Promotion < Conversion (lower is better).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Rank {
    Exact,
    Promotion,
    Conversion,
}

/// The third step of a standard conversion sequence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ConvKind {
    Identity,
    /// Array-to-pointer or function-to-pointer (lvalue transformation, Exact rank).
    Decay,
    /// Qualification adjustment only (`int*` → `const int*`), or `noexcept` function pointer → plain.
    Qualification,
    IntegralPromotion,
    FloatingPromotion,
    IntegralConversion,
    FloatingConversion,
    FloatingIntegral,
    /// Pointer conversion: null pointer, `T*` → `void*`, derived → base.
    Pointer,
    /// Pointer-to-member conversion (null).
    MemberPointer,
    /// Arithmetic/enum/pointer → `bool`.
    Boolean,
}

/// A standard conversion sequence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StdConv {
    pub kind: ConvKind,
    pub rank: Rank,
    /// A pointer/member-pointer → bool conversion ([over.ics.rank]/4.1: worse than other conversions).
    pub pointer_to_bool: bool,
    /// For derived-to-base pointer conversions: the number of inheritance steps (nearer base is better).
    pub base_distance: u32,
    /// Whether a qualification adjustment is also part of the sequence.
    pub adds_qualification: bool,
}

impl StdConv {
    pub(crate) fn new(kind: ConvKind, rank: Rank) -> StdConv {
        StdConv {
            kind,
            rank,
            pointer_to_bool: false,
            base_distance: 0,
            adds_qualification: false,
        }
    }
}

/// Unscoped enum → its promoted type (or `None` for a scoped enum / non-enum).
pub(crate) fn enum_promotion(il: &Il, t: TypeId) -> Option<IntKind> {
    let TypeKind::Enum(e) = il.types.ckind(t) else {
        return None;
    };
    match il.entities.get(e)?.data {
        Payload::Enum(d) if !d.scoped => {
            let u = il.types.int_kind(d.underlying).unwrap_or(IntKind::Int);
            Some(il.target.promote(u))
        }
        _ => None,
    }
}

fn is_unscoped_enum(il: &Il, t: TypeId) -> bool {
    enum_promotion(il, t).is_some()
}

/// Steps from class `d` up to base `b` (None if `b` is not a base of `d`). Bounded depth.
pub fn base_distance(il: &Il, d: EntityId, b: EntityId) -> Option<u32> {
    fn go(il: &Il, d: EntityId, b: EntityId, depth: u32) -> Option<u32> {
        if d == b {
            return Some(0);
        }
        if depth > 64 {
            return None;
        }
        il.entities
            .bases_of(d)
            .iter()
            .filter_map(|bs| il.types.class_entity(bs.ty))
            .filter_map(|x| go(il, x, b, depth + 1))
            .min()
            .map(|n| n + 1)
    }
    go(il, d, b, 0)
}

/// Whether `to` is `from` with more cv-qualification at each level ([conv.qual], simplified to pointer
/// chains: every level of `to` has at least the qualifiers of `from`, and `const` is present at all
/// outer levels where any level below gained qualifiers). Returns (ok, added anything).
fn qualification_compatible(il: &Il, from: TypeId, to: TypeId) -> (bool, bool) {
    let ty = &il.types;
    let (mut f, mut t) = (ty.canonical(from), ty.canonical(to));
    let mut added = false;
    let mut all_const_so_far = true;
    for level in 0..64 {
        let (fu, fq) = ty.split_quals(f);
        let (tu, tq) = ty.split_quals(t);
        if level > 0 {
            if !tq.has(fq.minus(Quals::RESTRICT)) {
                return (false, false);
            }
            if tq != fq {
                if !all_const_so_far {
                    return (false, false);
                }
                added = true;
            }
            all_const_so_far &= tq.is_const();
        }
        match (ty.kind(fu), ty.kind(tu)) {
            (TypeKind::Pointer(a), TypeKind::Pointer(b)) => {
                f = a;
                t = b;
            }
            _ => return (fu == tu, added),
        }
    }
    (false, false)
}

/// The standard conversion from a (prvalue of) type `from` to `to`, or `None` if there is none.
/// `null_constant`: the source expression is a null pointer constant (`0`, `nullptr`, …).
pub fn standard_conversion(il: &Il, from: TypeId, to: TypeId, null_constant: bool) -> Option<StdConv> {
    let ty = &il.types;
    let f = ty.unqualified(from);
    let t = ty.unqualified(to);
    if f == t {
        return Some(StdConv::new(ConvKind::Identity, Rank::Exact));
    }
    let fk = ty.kind(f);
    let tk = ty.kind(t);
    // Lvalue transformations.
    // The pointee the decayed array/function pointer would have (compared without interning).
    let decayed = match fk {
        TypeKind::Array(e, _) => Some(e),
        TypeKind::Function(_) => Some(f),
        _ => None,
    };
    if let Some(pe) = decayed {
        // Compare `pe*` with `to` without interning: `to` must be a pointer whose pointee matches.
        if let TypeKind::Pointer(tp) = tk {
            if ty.canonical(pe) == ty.canonical(tp) {
                return Some(StdConv::new(ConvKind::Decay, Rank::Exact));
            }
            let (tpu, tpq) = ty.split_quals(tp);
            let (peu, peq) = ty.split_quals(pe);
            if tpu == peu && tpq.has(peq) {
                let mut c = StdConv::new(ConvKind::Decay, Rank::Exact);
                c.adds_qualification = true;
                return Some(c);
            }
            // Array of Derived → Base* etc. fall through to pointer conversions on the decayed pointee.
            return pointer_conversion(il, pe, tp);
        }
        if t == ty.int(IntKind::Bool) {
            let mut c = StdConv::new(ConvKind::Boolean, Rank::Conversion);
            c.pointer_to_bool = true;
            return Some(c);
        }
        return None;
    }
    match (fk, tk) {
        // Promotions.
        (TypeKind::Int(a), TypeKind::Int(b)) if il.target.promote(a) == b && a != b => {
            // (Bit-field promotions depend on the width; the caller handles those.)
            Some(StdConv::new(ConvKind::IntegralPromotion, Rank::Promotion))
        }
        (TypeKind::Enum(_), TypeKind::Int(b)) if enum_promotion(il, f) == Some(b) => {
            Some(StdConv::new(ConvKind::IntegralPromotion, Rank::Promotion))
        }
        (TypeKind::Float(FloatKind::Float), TypeKind::Float(FloatKind::Double)) => {
            Some(StdConv::new(ConvKind::FloatingPromotion, Rank::Promotion))
        }
        // Conversions to bool.
        (TypeKind::Int(_) | TypeKind::Float(_), TypeKind::Int(IntKind::Bool)) => {
            Some(StdConv::new(ConvKind::Boolean, Rank::Conversion))
        }
        (TypeKind::Enum(_), TypeKind::Int(IntKind::Bool)) if is_unscoped_enum(il, f) => {
            Some(StdConv::new(ConvKind::Boolean, Rank::Conversion))
        }
        (TypeKind::Pointer(_) | TypeKind::MemberPointer { .. }, TypeKind::Int(IntKind::Bool)) => {
            let mut c = StdConv::new(ConvKind::Boolean, Rank::Conversion);
            c.pointer_to_bool = true;
            Some(c)
        }
        // Arithmetic conversions.
        (TypeKind::Int(_), TypeKind::Int(_)) => Some(StdConv::new(ConvKind::IntegralConversion, Rank::Conversion)),
        (TypeKind::Enum(_), TypeKind::Int(_)) if is_unscoped_enum(il, f) => {
            Some(StdConv::new(ConvKind::IntegralConversion, Rank::Conversion))
        }
        (TypeKind::Float(_), TypeKind::Float(_)) => Some(StdConv::new(ConvKind::FloatingConversion, Rank::Conversion)),
        (TypeKind::Float(_), TypeKind::Int(_)) | (TypeKind::Int(_), TypeKind::Float(_)) => {
            Some(StdConv::new(ConvKind::FloatingIntegral, Rank::Conversion))
        }
        (TypeKind::Enum(_), TypeKind::Float(_)) if is_unscoped_enum(il, f) => {
            Some(StdConv::new(ConvKind::FloatingIntegral, Rank::Conversion))
        }
        // Null pointer conversions.
        (TypeKind::NullPtr, TypeKind::Pointer(_)) => Some(StdConv::new(ConvKind::Pointer, Rank::Conversion)),
        (TypeKind::NullPtr, TypeKind::MemberPointer { .. }) => {
            Some(StdConv::new(ConvKind::MemberPointer, Rank::Conversion))
        }
        (TypeKind::NullPtr, TypeKind::Int(IntKind::Bool)) => None, // only direct-initialisation ([conv.bool])
        (TypeKind::Int(_), TypeKind::Pointer(_)) if null_constant => {
            Some(StdConv::new(ConvKind::Pointer, Rank::Conversion))
        }
        (TypeKind::Int(_), TypeKind::MemberPointer { .. }) if null_constant => {
            Some(StdConv::new(ConvKind::MemberPointer, Rank::Conversion))
        }
        (TypeKind::Int(_), TypeKind::NullPtr) if null_constant => Some(StdConv::new(ConvKind::Identity, Rank::Exact)),
        (TypeKind::Pointer(a), TypeKind::Pointer(b)) => pointer_conversion(il, a, b),
        (TypeKind::MemberPointer { class: ca, pointee: pa }, TypeKind::MemberPointer { class: cb, pointee: pb }) => {
            member_pointer_conversion(il, (ca, pa), (cb, pb))
        }
        _ => None,
    }
}

/// `T A::*` → `U B::*` ([conv.qual] on the pointee; [conv.mem]: base → derived class, the pointee
/// type unchanged). Converting to a derived class through a virtual or ambiguous base is ill-formed.
fn member_pointer_conversion(il: &Il, (ca, pa): (TypeId, TypeId), (cb, pb): (TypeId, TypeId)) -> Option<StdConv> {
    let ty = &il.types;
    if ty.canonical(ca) == ty.canonical(cb) {
        let (ok, added) = qualification_compatible_ptr(il, ty.canonical(pa), ty.canonical(pb));
        if !ok || !added {
            return None;
        }
        let mut c = StdConv::new(ConvKind::Qualification, Rank::Exact);
        c.adds_qualification = true;
        return Some(c);
    }
    if ty.canonical(pa) != ty.canonical(pb) {
        return None;
    }
    let (Some(base), Some(derived)) = (ty.class_entity(ca), ty.class_entity(cb)) else { return None };
    let n = base_distance(il, derived, base)?;
    if n == 0 || !unique_nonvirtual_path(il, derived, base) {
        return None;
    }
    let mut c = StdConv::new(ConvKind::MemberPointer, Rank::Conversion);
    c.base_distance = n;
    Some(c)
}

/// Whether `b` is reached from `d` along exactly one path, none of whose steps is virtual. Bounded.
fn unique_nonvirtual_path(il: &Il, d: EntityId, b: EntityId) -> bool {
    fn paths(il: &Il, d: EntityId, b: EntityId, depth: u32, virt: &mut bool) -> u32 {
        if d == b {
            return 1;
        }
        if depth > 64 {
            *virt = true; // give up: treated as not convertible
            return 0;
        }
        let mut n = 0u32;
        for bs in il.entities.bases_of(d) {
            if let Some(x) = il.types.class_entity(bs.ty) {
                let k = paths(il, x, b, depth + 1, virt);
                if k > 0 && bs.is_virtual {
                    *virt = true;
                }
                n = n.saturating_add(k);
            }
        }
        n
    }
    let mut virt = false;
    paths(il, d, b, 0, &mut virt) == 1 && !virt
}

/// `A*` → `B*` where `A`, `B` are the pointees.
fn pointer_conversion(il: &Il, a: TypeId, b: TypeId) -> Option<StdConv> {
    let ty = &il.types;
    // Qualification conversion (possibly multi-level).
    let (ok, added) = qualification_compatible_ptr(il, ty.canonical(a), ty.canonical(b));
    if ok {
        let mut c = StdConv::new(ConvKind::Qualification, Rank::Exact);
        c.adds_qualification = added;
        return Some(c);
    }
    let (au, aq) = ty.split_quals(a);
    let (bu, bq) = ty.split_quals(b);
    if !bq.has(aq.minus(Quals::RESTRICT)) {
        return None;
    }
    // Function pointer conversion: noexcept → plain ([conv.fctptr]).
    if let (TypeKind::Function(fa), TypeKind::Function(fb)) = (ty.kind(au), ty.kind(bu)) {
        let same_but_noexcept = (fa.ret, fa.params, fa.variadic, fa.quals, fa.ref_qual)
            == (fb.ret, fb.params, fb.variadic, fb.quals, fb.ref_qual);
        // A deferred specification is either noexcept or not: the conversion to a plain type is valid both ways.
        if matches!(fa.noexcept, Noexcept::Yes | Noexcept::Deferred) && fb.noexcept == Noexcept::No && same_but_noexcept {
            return Some(StdConv::new(ConvKind::Qualification, Rank::Exact));
        }
        return None;
    }
    // T* → void* (object types only).
    if bu == super::types::TypeTable::VOID && !matches!(ty.kind(au), TypeKind::Function(_)) {
        return Some(StdConv::new(ConvKind::Pointer, Rank::Conversion));
    }
    // Derived* → Base*.
    if let (TypeKind::Class(d), TypeKind::Class(bb)) = (ty.kind(au), ty.kind(bu)) {
        if let Some(n) = base_distance(il, d, bb) {
            if n > 0 {
                let mut c = StdConv::new(ConvKind::Pointer, Rank::Conversion);
                c.base_distance = n;
                return Some(c);
            }
        }
    }
    None
}

/// Qualification conversion `a*` → `b*` given the pointees (level 1 of [conv.qual]).
fn qualification_compatible_ptr(il: &Il, a: TypeId, b: TypeId) -> (bool, bool) {
    let ty = &il.types;
    let (au, aq) = ty.split_quals(a);
    let (bu, bq) = ty.split_quals(b);
    if !bq.has(aq.minus(Quals::RESTRICT)) {
        return (false, false);
    }
    let added_here = bq != aq;
    if au == bu {
        return (true, added_here);
    }
    match (ty.kind(au), ty.kind(bu)) {
        (TypeKind::Pointer(_), TypeKind::Pointer(_)) => {
            // Deeper levels: adding qualifiers below requires const at this level ([conv.qual]/3).
            let (ok, added_below) = qualification_compatible(il, au, bu);
            if !ok {
                return (false, false);
            }
            if added_below && !bq.is_const() {
                return (false, false);
            }
            (true, added_here || added_below)
        }
        _ => (false, false),
    }
}

/// Better-conversion comparison of two standard conversion sequences from the same source
/// ([over.ics.rank]/3.2, 4): `Less` = `a` is better.
pub fn compare(a: &StdConv, b: &StdConv) -> std::cmp::Ordering {
    use std::cmp::Ordering::*;
    match a.rank.cmp(&b.rank) {
        Equal => {}
        o => return o,
    }
    // A conversion that does not convert a pointer to bool is better than one that does.
    match (a.pointer_to_bool, b.pointer_to_bool) {
        (false, true) => return Less,
        (true, false) => return Greater,
        _ => {}
    }
    // Derived-to-base: the nearer base is better.
    if a.kind == ConvKind::Pointer && b.kind == ConvKind::Pointer && a.base_distance != b.base_distance {
        return a.base_distance.cmp(&b.base_distance);
    }
    // Identity is better than a sequence that adds qualification (both Exact).
    if a.rank == Rank::Exact && a.adds_qualification != b.adds_qualification {
        return if a.adds_qualification { Greater } else { Less };
    }
    Equal
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::entities::{Access, BaseSpec, ClassKey};
    use crate::sema::scopes::Scopes;
    use crate::sema::target::Target;
    use crate::sema::types::{ArrayBound, TypeTable};
    use crate::source::Span;

    fn sc(il: &Il, f: TypeId, t: TypeId) -> Option<(ConvKind, Rank)> {
        standard_conversion(il, f, t, false).map(|c| (c.kind, c.rank))
    }

    #[test]
    fn arithmetic_ranks() {
        let il = Il::new(Target::LP64);
        let t = &il.types;
        use IntKind::*;
        let (c, s, i, u, l, b) = (
            t.int(Char),
            t.int(Short),
            t.int(Int),
            t.int(UInt),
            t.int(Long),
            t.int(Bool),
        );
        let (f, d, ld) = (
            t.float(FloatKind::Float),
            t.float(FloatKind::Double),
            t.float(FloatKind::LongDouble),
        );
        assert_eq!(sc(&il, i, i), Some((ConvKind::Identity, Rank::Exact)));
        assert_eq!(sc(&il, c, i), Some((ConvKind::IntegralPromotion, Rank::Promotion)));
        assert_eq!(sc(&il, s, i), Some((ConvKind::IntegralPromotion, Rank::Promotion)));
        assert_eq!(sc(&il, b, i), Some((ConvKind::IntegralPromotion, Rank::Promotion)));
        assert_eq!(
            sc(&il, c, l),
            Some((ConvKind::IntegralConversion, Rank::Conversion)),
            "not the promoted type"
        );
        assert_eq!(sc(&il, i, u), Some((ConvKind::IntegralConversion, Rank::Conversion)));
        assert_eq!(sc(&il, f, d), Some((ConvKind::FloatingPromotion, Rank::Promotion)));
        assert_eq!(sc(&il, f, ld), Some((ConvKind::FloatingConversion, Rank::Conversion)));
        assert_eq!(sc(&il, d, i), Some((ConvKind::FloatingIntegral, Rank::Conversion)));
        assert_eq!(sc(&il, i, b), Some((ConvKind::Boolean, Rank::Conversion)));
        let ci = il.types.split_quals(i).0;
        assert_eq!(sc(&il, ci, i), Some((ConvKind::Identity, Rank::Exact)));
    }

    #[test]
    fn enums() {
        let mut il = Il::new(Target::LP64);
        let (e, s) = (il.names.intern("E"), il.names.intern("S"));
        let ue = il.declare_enum(Scopes::GLOBAL, e, false, il.types.int(IntKind::UInt), Span::default());
        let se = il.declare_enum(Scopes::GLOBAL, s, true, il.types.int(IntKind::Int), Span::default());
        let (uet, set) = (il.entities.ent(ue).ty, il.entities.ent(se).ty);
        let (i, u) = (il.types.int(IntKind::Int), il.types.int(IntKind::UInt));
        assert_eq!(sc(&il, uet, u), Some((ConvKind::IntegralPromotion, Rank::Promotion)));
        assert_eq!(sc(&il, uet, i), Some((ConvKind::IntegralConversion, Rank::Conversion)));
        assert_eq!(sc(&il, set, i), None, "scoped enums do not convert implicitly");
        assert_eq!(sc(&il, i, uet), None, "int does not convert to an enum");
    }

    #[test]
    fn pointers() {
        let mut il = Il::new(Target::LP64);
        let (bn, dn) = (il.names.intern("B"), il.names.intern("D"));
        let b = il.declare_class(Scopes::GLOBAL, bn, ClassKey::Struct, false, Span::default());
        let d = il.declare_class(Scopes::GLOBAL, dn, ClassKey::Struct, false, Span::default());
        let bt = il.entities.ent(b).ty;
        let dt = il.entities.ent(d).ty;
        il.entities.set_bases(
            d,
            &[BaseSpec {
                ty: bt,
                access: Access::Public,
                is_virtual: false,
                pack_expansion: false,
                span: Span::default(),
            }],
        );
        let t = &mut il.types;
        let i = t.int(IntKind::Int);
        let ci = t.qualified(i, Quals::CONST);
        let pi = t.pointer(i);
        let pci = t.pointer(ci);
        let ppi = t.pointer(pi);
        let ppci = t.pointer(pci);
        let cpci = t.qualified(pci, Quals::CONST);
        let pcpci = t.pointer(cpci);
        let pv = t.pointer(TypeTable::VOID);
        let pb = t.pointer(bt);
        let pd = t.pointer(dt);
        let a3 = t.array(i, ArrayBound::Known(3));
        let bo = t.int(IntKind::Bool);
        let np = t.nullptr_t();
        assert_eq!(sc(&il, pi, pci), Some((ConvKind::Qualification, Rank::Exact)));
        assert_eq!(sc(&il, pci, pi), None, "cannot drop const");
        assert_eq!(sc(&il, ppi, ppci), None, "int** → const int** is unsafe");
        assert_eq!(sc(&il, ppi, pcpci), Some((ConvKind::Qualification, Rank::Exact)));
        assert_eq!(sc(&il, pi, pv), Some((ConvKind::Pointer, Rank::Conversion)));
        assert_eq!(sc(&il, pd, pb), Some((ConvKind::Pointer, Rank::Conversion)));
        assert_eq!(sc(&il, pb, pd), None);
        assert_eq!(sc(&il, a3, pi), Some((ConvKind::Decay, Rank::Exact)));
        assert_eq!(sc(&il, a3, pci), Some((ConvKind::Decay, Rank::Exact)));
        assert_eq!(sc(&il, np, pi), Some((ConvKind::Pointer, Rank::Conversion)));
        assert_eq!(sc(&il, i, pi), None);
        assert_eq!(
            standard_conversion(&il, i, pi, true).map(|c| c.kind),
            Some(ConvKind::Pointer)
        );
        let to_bool = standard_conversion(&il, pi, bo, false).unwrap();
        assert!(to_bool.pointer_to_bool);
        let to_void = standard_conversion(&il, pi, pv, false).unwrap();
        assert_eq!(compare(&to_void, &to_bool), std::cmp::Ordering::Less);
        let ident = standard_conversion(&il, pi, pi, false).unwrap();
        let qual = standard_conversion(&il, pi, pci, false).unwrap();
        assert_eq!(compare(&ident, &qual), std::cmp::Ordering::Less);
    }

    #[test]
    fn function_pointers() {
        let mut il = Il::new(Target::LP64);
        let t = &mut il.types;
        let params = t.intern_type_list(&[]);
        let base = crate::sema::types::FnSig {
            ret: TypeTable::VOID,
            params,
            variadic: false,
            quals: Quals::NONE,
            ref_qual: crate::sema::types::RefQual::None,
            noexcept: Noexcept::No,
            trailing: false,
        };
        let f = t.function(base);
        let fne = t.function(crate::sema::types::FnSig {
            noexcept: Noexcept::Yes,
            ..base
        });
        let (pf, pfne) = (t.pointer(f), t.pointer(fne));
        assert_eq!(sc(&il, pfne, pf), Some((ConvKind::Qualification, Rank::Exact)));
        assert_eq!(sc(&il, pf, pfne), None);
        assert_eq!(sc(&il, f, pf), Some((ConvKind::Decay, Rank::Exact)));
    }
}

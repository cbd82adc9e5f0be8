//! Member using-declarations (`using Base::name;` in a class, [namespace.udecl]) — the narrow form the
//! prelude needs: libstdc++'s `__is_integer_nonstrict<T>` re-exports `std::__is_integer<T>::__value`,
//! which every `<functional>`/`<unordered_map>` TU instantiates through `__int_traits<size_t>`.
//!
//! Only what changes nothing observable is accepted: in the prelude (trusted, see the common brief), a
//! declaration naming a *non-function* member that is reached from the class through public bases only,
//! written in a public section. Such a declaration leaves lookup and access exactly as they are without
//! it (the member is found through the base with the same access), so it is recorded as nothing.
//! Everything else stays a gap: user code (whose diagnostics — #1345 not a base, #265 access, … — are
//! not modelled), functions (overload merging and hiding, [namespace.udecl]/14), inheriting
//! constructors, operators, template-ids and access-changing declarations.
use super::Lowerer;
use crate::parse::ast::{Name, SegKind};
use crate::sema::entities::{Access, Payload};
use crate::sema::ids::EntityId;
use crate::sema::scopes::LookupKind;
use crate::source::Offset;

/// Deepest base-class chain followed (guards hostile input).
const MAX_BASE_DEPTH: u32 = 64;

impl<'a> Lowerer<'a> {
    /// A `using` member declaration of class `class` at `at` (one or more declarators).
    pub(crate) fn member_using_declaration(&mut self, class: EntityId, names: &[Name], at: Offset) {
        const GAP: &str = "lower: member using-declaration";
        if !self.map.in_prelude(at) || self.classes.access != Access::Public {
            return self.gap(GAP, at);
        }
        for name in names {
            if self.stopped {
                return;
            }
            let n = name.segs.len();
            let plain = n >= 2 && name.segs.last().is_some_and(|s| s.targs.is_none() && !s.template_kw && matches!(s.kind, SegKind::Ident(_)));
            // `using B::B;` (inheriting constructors): the last name repeats the qualifier's.
            let ctor = n >= 2 && matches!((&name.segs[n - 2].kind, &name.segs[n - 1].kind), (SegKind::Ident(a), SegKind::Ident(b)) if self.sym(*a) == self.sym(*b));
            if !plain || ctor {
                return self.gap(GAP, name.span.lo);
            }
            let Some(r) = self.lookup_result(name, LookupKind::Ordinary) else { return };
            let Some(e) = r.single().map(|e| self.sema.il.entities.resolve(e)) else {
                return self.gap(GAP, name.span.lo);
            };
            let Some(ent) = self.sema.il.entities.get(e).copied() else {
                return self.gap(GAP, name.span.lo);
            };
            let non_function = matches!(ent.data, Payload::Variable(_) | Payload::Field(_) | Payload::Enumerator { .. } | Payload::Typedef | Payload::Class(_) | Payload::Enum(_));
            // An enumerator of an unscoped member enum is a member through its enum (access, parent).
            let owner = match ent.data {
                Payload::Enumerator { enum_entity, .. } => self.sema.il.entities.get(enum_entity).copied(),
                _ => Some(ent),
            };
            let Some(owner) = owner else {
                return self.gap(GAP, name.span.lo);
            };
            if !non_function || owner.access != Access::Public || !self.public_base_path(class, owner.parent) {
                return self.gap(GAP, name.span.lo);
            }
        }
    }

    /// Whether `base` is a (proper) base class of `class` reached through public base specifiers only.
    fn public_base_path(&self, class: EntityId, base: EntityId) -> bool {
        let mut stack = vec![(class, 0u32)];
        while let Some((c, depth)) = stack.pop() {
            if depth > MAX_BASE_DEPTH {
                return false;
            }
            for b in self.sema.il.entities.bases_of(c) {
                if b.access != Access::Public {
                    continue;
                }
                if let Some(bc) = self.sema.il.types.class_entity(b.ty) {
                    if bc == base {
                        return true;
                    }
                    stack.push((bc, depth + 1));
                }
            }
        }
        false
    }
}

//! Pointer-to-member declarators (`T C::*p`, `R (C::*pf)(A) const`): [dcl.mptr].
//!
//! The nested-name-specifier must name a class (or, in a template pattern, a dependent type); the
//! member pointer's class is that class itself (typedef sugar is not kept: EDG's IL stores the class).
//! Everything the reference diagnoses (a non-class, a pointer to a reference or to `void` member, a
//! pointer to a member of an incomplete union …) is left as a gap rather than guessed.

use super::Lowerer;
use crate::parse::ast::Name;
use crate::sema::scopes::LookupKind;
use crate::sema::ids::TypeId;
use crate::sema::types::TypeKind;

/// The type `pointee C::*` for the nested-name-specifier `name` (the `C` of `C::*`), or `None` after
/// noting a gap.
pub(crate) fn member_pointer_declarator(lw: &mut Lowerer<'_>, pointee: TypeId, name: &Name, at: u32) -> Option<TypeId> {
    let class = lw.class_of_member_pointer(name, at)?;
    let tt = &lw.sema.il.types;
    if tt.is_void(pointee) || tt.is_reference(pointee) {
        // EDG: "pointer to member of type void" / "pointer to a reference" — not modelled.
        lw.gap("lower: pointer to member of void or reference type", at);
        return None;
    }
    Some(lw.sema.il.types.member_pointer(class, pointee))
}

impl<'a> Lowerer<'a> {
    /// The class named by the nested-name-specifier of a pointer-to-member declarator.
    fn class_of_member_pointer(&mut self, name: &Name, at: u32) -> Option<TypeId> {
        let t = self.type_name(name, LookupKind::Ordinary)?;
        let tt = &self.sema.il.types;
        match tt.ckind(t) {
            TypeKind::Class(_) => Some(tt.unqualified(t)),
            _ if tt.is_dependent(t) => Some(t),
            _ => {
                self.gap("lower: pointer to member of a non-class type", at);
                None
            }
        }
    }
}

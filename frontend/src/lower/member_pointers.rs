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

impl<'a> Lowerer<'a> {
    /// Whether `&x` may form a pointer to member: `x` is a qualified name (not parenthesised — `&(C::m)`
    /// is an ordinary address-of, [expr.unary.op]/4) whose last segment is an identifier.
    pub(crate) fn may_name_member_for_pointer(&self, x: crate::parse::ast::ExprId) -> bool {
        match &self.ast.expr(x).kind {
            crate::parse::ast::ExprKind::Name(n) => {
                n.segs.len() >= 2 && n.segs.last().is_some_and(|s| s.targs.is_none() && matches!(s.kind, crate::parse::ast::SegKind::Ident(_)))
            }
            _ => false,
        }
    }

    /// `&C::m`: a pointer to member when `C::m` names a non-static data member or member function;
    /// `Ok(None)` when it names something else (the caller lowers an ordinary `&`). `Err(())` after a gap.
    pub(crate) fn address_of_member(&mut self, x: crate::parse::ast::ExprId, span: crate::source::Span) -> Result<Option<crate::sema::ids::ExprId>, ()> {
        use crate::sema::entities::{FunctionData, Payload};
        use crate::sema::scopes::LookupResult;
        let crate::parse::ast::ExprKind::Name(n) = &self.ast.expr(x).kind else { return Ok(None) };
        let n = n.clone();
        let at = n.span.lo;
        // Only a (class-)member lookup can find a member; resolve before committing.
        let r = self.lookup_result(&n, LookupKind::Ordinary).ok_or(())?;
        let e = match r {
            LookupResult::Found(e) => self.sema.il.entities.resolve(e),
            _ => {
                // An overload set needs the target type to choose (over.over): not modelled.
                self.gap("lower: address of an overloaded member function", at);
                return Err(());
            }
        };
        let Some(ent) = self.sema.il.entities.get(e).copied() else { return Err(()) };
        let in_class = self.sema.il.entities.get(ent.parent).is_some_and(|p| matches!(p.data, Payload::Class(_)));
        let member = match ent.data {
            Payload::Field(_) => in_class,
            Payload::Function(fd) => in_class && !fd.has(FunctionData::STATIC_MEMBER),
            _ => false,
        };
        if !member {
            return Ok(None);
        }
        if self.needs_space_check(e) {
            // Taking a device/global member function's address: cross-space rules not modelled.
            self.gap("lower: pointer to a member with a CUDA execution or memory space", at);
            return Err(());
        }
        if matches!(ent.data, Payload::Function(_)) && (self.sema.il.types.is_dependent(ent.ty) || !matches!(self.sema.il.types.ckind(ent.ty), TypeKind::Function(_))) {
            self.gap("lower: pointer to a member function of unknown type", at);
            return Err(());
        }
        Ok(Some(self.sema.build_member_pointer(e, span)))
    }
}

//! An enumeration defined in the type-id of an alias-declaration: `using memory_order = enum
//! memory_order { … };` (libcu++'s `cuda/std/__atomic/order.h`). [dcl.type]/3 allows a type definition
//! there (and nowhere else in a type-id). The enum is defined in the current scope first; an alias with
//! the enum's own name denotes the enum itself (like `typedef enum E {…} E;`), so no second entity is
//! declared. An unnamed enum would take the alias name for linkage (not modelled: a gap).
use super::Lowerer;
use crate::parse::ast::{self, DeclKind, TypeBase};
use crate::sema::ids::EntityId;
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// Some(result) when `ty` defines an enum (None inside after a gap), None when it does not.
    pub(crate) fn alias_enum_definition(&mut self, name: crate::sema::names::Symbol, ty: ast::TypeId, span: Span) -> Option<Option<EntityId>> {
        let node = self.ast.ty(ty);
        let TypeBase::Enum(e) = node.spec.base else { return None };
        let at = span.lo;
        if !node.decl.ops.is_empty() || node.spec.cv != ast::Cv::default() || !node.spec.specifiers.is_empty() || !node.spec.attrs.is_empty() {
            self.gap("lower: alias-declaration defining an enum with declarator operators", at);
            return Some(None);
        }
        let enum_name = match &self.ast.decl(e).kind {
            DeclKind::Enum(def) => def.name.as_ref().and_then(|n| n.last_ident()),
            _ => None,
        };
        let Some(enum_name) = enum_name else {
            self.gap("lower: alias-declaration defining an unnamed enum", at);
            return Some(None);
        };
        let Some(t) = self.enum_definition(e) else { return Some(None) };
        if self.sym(enum_name) == name {
            let tt = &self.sema.il.types;
            return Some(match tt.ckind(tt.canonical(t)) {
                crate::sema::types::TypeKind::Enum(en) => Some(en),
                _ => None,
            });
        }
        if self.redeclared(name, at) {
            return Some(None);
        }
        Some(Some(self.sema.il.declare_typedef(self.scope, name, t, span).0))
    }
}

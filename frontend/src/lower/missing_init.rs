//! A variable declared without an initialiser that needs one: a reference (#252), a const object of
//! scalar type (#257), a const object of a class type that is not const-default-constructible (#811,
//! `sema/const_default.rs`). EDG puts the caret on the token after the declarator (`const S s1;` at
//! `;`), except for a class with a defaulted default constructor, where it points at the name [probed].
use super::Lowerer;
use crate::diag::{id, Arg};
use crate::sema::const_default::ConstDefault;
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::printing::Printer;
use crate::sema::types::TypeKind;

impl Lowerer<'_> {
    /// #257 for `v` (a const variable of scalar type, or a const array of unknown bound).
    pub(crate) fn missing_const_initializer(&mut self, v: EntityId, decl_end: u32) {
        let after = self.token_after(decl_end);
        let name = Printer::new(self.sema.il).qualified_name(v);
        self.sema.error(id::MISSING_INITIALIZER_ON_CONST, after).args.push(Arg::Entity { kind: "variable".into(), name });
    }

    /// The offset of the first token at or after `at` (the end of a declarator).
    fn token_after(&self, at: u32) -> u32 {
        self.lexed.token_at_or_after(at).unwrap_or(at)
    }

    /// `v` of type `ty` (a reference or const-qualified) has no initialiser. Some(true): it is
    /// default-initialised as usual; Some(false): the error is reported; None: a gap.
    pub(crate) fn missing_initializer(&mut self, v: EntityId, ty: TypeId, name_at: u32, decl_end: u32, at: u32) -> Option<bool> {
        let tt = &self.sema.il.types;
        let after = self.token_after(decl_end);
        let name = Printer::new(self.sema.il).qualified_name(v);
        if tt.is_reference(ty) {
            self.sema.error(id::MISSING_INITIALIZER_ON_REFERENCE, after).args.push(Arg::Entity { kind: "variable".into(), name });
            return Some(false);
        }
        let mut elem = ty;
        while let TypeKind::Array(e, _) = tt.ckind(elem) {
            elem = e;
        }
        let elem = tt.unqualified(elem);
        let Some(class) = tt.class_entity(elem) else {
            if tt.is_scalar(elem) {
                self.missing_const_initializer(v, decl_end);
                return Some(false);
            }
            self.gap("lower: uninitialised const/reference/unbounded array", at);
            return None;
        };
        let where_ = match self.sema.const_default(class) {
            ConstDefault::Allowed => return Some(true),
            ConstDefault::Missing => after,
            ConstDefault::MissingDefaulted => name_at,
            ConstDefault::Unknown => {
                self.gap("lower: uninitialised const/reference/unbounded array", at);
                return None;
            }
        };
        let t = self.sema.ty_arg(elem);
        let d = self.sema.error(id::MISSING_DEFAULT_CONSTRUCTOR_ON_CONST, where_);
        d.args.push(Arg::Entity { kind: "variable".into(), name });
        d.args.push(t);
        Some(false)
    }
}

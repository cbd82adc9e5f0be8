//! Opaque enum declarations `enum class E [: T];` / `enum E : T;` ([dcl.enum]/3): a complete enum
//! type with a fixed underlying type and no enumerators yet (libstdc++'s `enum class byte : unsigned
//! char;`). Only a first declaration of the name is modelled; redeclarations, a later definition
//! (`redeclared` in `enum_definition` stays a gap) and `enum E;` without a fixed type are gaps.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::ids::TypeId;
use crate::sema::types::{IntKind, TypeKind};

impl<'a> Lowerer<'a> {
    pub(crate) fn opaque_enum_declaration(&mut self, def: &ast::EnumDef, at: u32) -> Option<TypeId> {
        let Some(name) = &def.name else {
            self.gap("lower: opaque enum declaration", at);
            return None;
        };
        let Some(s) = name.last_ident().filter(|_| name.segs.len() == 1 && !name.global && name.segs[0].targs.is_none()) else {
            self.gap("lower: opaque enum declaration", at);
            return None;
        };
        if !def.scoped && def.underlying.is_none() {
            self.gap("lower: opaque enum declaration", at);
            return None;
        }
        self.sort_attrs(&def.attrs, super::attrs::AttrTarget::Type)?;
        let underlying = match def.underlying {
            None => self.sema.il.types.int(IntKind::Int),
            Some(t) => {
                let u = self.type_id(t)?;
                if !matches!(self.sema.il.types.ckind(u), TypeKind::Int(k) if k != IntKind::Bool) {
                    self.gap("lower: enum underlying type", at);
                    return None;
                }
                u
            }
        };
        let n = self.sym(s);
        if self.sema.il.scopes.local(&self.sema.il.entities, self.scope, n).next().is_some() {
            self.gap("lower: opaque enum declaration", at);
            return None;
        }
        let e = self.sema.il.declare_enum(self.scope, n, def.scoped, underlying, name.span);
        if let Some(crate::sema::entities::Payload::Enum(ed)) = self.sema.il.entities.get_mut(e).map(|x| &mut x.data) {
            ed.complete = true;
        }
        self.sema.il.entities.get(e).map(|x| x.ty)
    }
}

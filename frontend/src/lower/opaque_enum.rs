//! Opaque enum declarations `enum class E [: T];` / `enum E : T;` ([dcl.enum]/3): a complete enum
//! type with a fixed underlying type and no enumerators yet (libstdc++'s `enum class byte : unsigned
//! char;`). A redeclaration with the same key and base is a no-op; other redeclarations and `enum E;`
//! without a fixed type are gaps. A later definition with the same key and underlying type (`<cstddef>`'s
//! `enum class byte : unsigned char {};`) completes it; any other definition stays a gap (EDG's
//! "previously declared with a different base type" is not modelled).
use super::Lowerer;
use crate::parse::ast;
use crate::sema::ids::TypeId;

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
        let underlying = self.enum_underlying(def.underlying, at)?;
        let n = self.sym(s);
        let found: Vec<_> = self.sema.il.scopes.local(&self.sema.il.entities, self.scope, n).collect();
        if let [e] = found.as_slice() {
            // A redeclaration of an enum with the same key and fixed base (before or after its
            // definition) changes nothing (probed); a different key or base is EDG's #1956/#2342,
            // not modelled.
            let il = &self.sema.il;
            if let Some(crate::sema::entities::Payload::Enum(ed)) = il.entities.get(*e).map(|x| x.data) {
                if ed.scoped == def.scoped && ed.fixed && il.types.same(ed.underlying, underlying) {
                    let e = *e;
                    if def.underlying.is_some() {
                        self.sema.il.enums_with_written_underlying.insert(e);
                    }
                    return self.sema.il.entities.get(e).map(|x| x.ty);
                }
            }
        }
        if !found.is_empty() {
            self.gap("lower: opaque enum declaration", at);
            return None;
        }
        let e = self.sema.il.declare_enum(self.scope, n, def.scoped, underlying, name.span);
        self.opaque_enums.push(e);
        if def.underlying.is_some() {
            self.sema.il.enums_with_written_underlying.insert(e);
        }
        if let Some(crate::sema::entities::Payload::Enum(ed)) = self.sema.il.entities.get_mut(e).map(|x| &mut x.data) {
            ed.complete = true;
        }
        self.sema.il.entities.get(e).map(|x| x.ty)
    }

    /// The opaque enum named `n` in the current scope that a definition with this key, fixedness and
    /// underlying type completes (it is then no longer opaque).
    pub(crate) fn opaque_enum_to_define(&mut self, n: crate::sema::names::Symbol, scoped: bool, fixed: bool, underlying: TypeId) -> Option<crate::sema::ids::EntityId> {
        let il = &self.sema.il;
        let found: Vec<_> = il.scopes.local(&il.entities, self.scope, n).collect();
        let [e] = found.as_slice() else { return None };
        let pos = self.opaque_enums.iter().position(|x| x == e)?;
        let ok = match il.entities.get(*e).map(|x| x.data) {
            Some(crate::sema::entities::Payload::Enum(ed)) => ed.scoped == scoped && (fixed || scoped) && il.types.same(ed.underlying, underlying),
            _ => false,
        };
        if !ok {
            return None;
        }
        self.opaque_enums.remove(pos);
        Some(*e)
    }
}

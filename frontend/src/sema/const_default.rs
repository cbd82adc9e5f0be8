//! Default-initialisation of a const object ([dcl.init]/7): `const T t;` needs `T` to be
//! *const-default-constructible* — its default constructor user-provided, or every data member given a
//! default member initialiser (or itself of such a class type), exactly one variant member initialised
//! in a union, and every base likewise. Otherwise EDG reports #811 ("const variable "t" requires an
//! initializer -- class "T" has no user-provided default constructor"). Thrust's
//! `_CCCL_GLOBAL_CONSTANT tag seq;` (`inline constexpr tag seq;` of an empty tag class) is the prelude's use.
use super::action::Sema;
use super::entities::{ClassKey, FunctionData, Payload};
use super::ids::EntityId;
use super::types::TypeKind;

/// What default-initialising a const object of a class type needs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ConstDefault {
    /// Allowed: the class is const-default-constructible (or has no default constructor: #291 then).
    Allowed,
    /// #811, with the caret after the declarator: the class's default constructor is implicit.
    Missing,
    /// #811 at the name: the class declares a defaulted (not user-provided) default constructor.
    MissingDefaulted,
    /// Not modelled (incomplete or dependent classes, constructor templates, no default constructor).
    Unknown,
}

const MAX_DEPTH: u32 = 32;

impl Sema<'_> {
    pub fn const_default(&self, class: EntityId) -> ConstDefault {
        // No default constructor at all: default-initialisation itself fails (#291, build_default_init).
        let d = self.declared_specials(class);
        if d.default_ctor.is_none() && d.any_ctor && !self.constructor_templates_taking(class, 0) {
            return ConstDefault::Allowed;
        }
        match self.const_default_constructible(class, 0) {
            None => ConstDefault::Unknown,
            Some(true) => ConstDefault::Allowed,
            Some(false) => {
                let d = self.declared_specials(class);
                match d.default_ctor.and_then(|c| self.il.entities.get(c)).and_then(|e| e.function()) {
                    Some(fd) if fd.has(FunctionData::DEFAULTED) && !fd.has(FunctionData::IMPLICIT) => ConstDefault::MissingDefaulted,
                    Some(fd) if !fd.has(FunctionData::IMPLICIT) => ConstDefault::Unknown,
                    _ => ConstDefault::Missing,
                }
            }
        }
    }

    /// None: cannot tell (see [`ConstDefault::Unknown`]).
    fn const_default_constructible(&self, class: EntityId, depth: u32) -> Option<bool> {
        if depth > MAX_DEPTH {
            return None;
        }
        let cd = self.il.entities.get(class).and_then(|e| e.class()).copied()?;
        if !cd.complete || self.constructor_templates_taking(class, 0) {
            return None;
        }
        let d = self.declared_specials(class);
        match d.default_ctor.and_then(|c| self.il.entities.get(c)).and_then(|e| e.function()) {
            Some(fd) if fd.has(FunctionData::DELETED) => return None,
            // User-provided: declared and not defaulted on its first declaration.
            Some(fd) if !fd.has(FunctionData::IMPLICIT) && !fd.has(FunctionData::DEFAULTED) => return Some(true),
            Some(_) => {}
            // Other constructors but no default one: default-initialisation fails otherwise (#291).
            None if d.any_ctor => return None,
            None => {}
        }
        for b in self.il.entities.bases_of(class) {
            let bc = self.il.types.class_entity(b.ty)?;
            if !self.const_default_constructible(bc, depth + 1)? {
                return Some(false);
            }
        }
        let mut fields = 0;
        let mut initialised = 0;
        for m in self.il.scopes.members(&self.il.entities, cd.scope).take(100_000) {
            let Some(e) = self.il.entities.get(m) else { continue };
            let Payload::Field(fd) = e.data else { continue };
            fields += 1;
            if fd.init.is_some() {
                initialised += 1;
                continue;
            }
            if cd.key == ClassKey::Union {
                continue;
            }
            let mut t = e.ty;
            while let TypeKind::Array(el, _) = self.il.types.ckind(t) {
                t = el;
            }
            match self.il.types.class_entity(self.il.types.unqualified(t)) {
                Some(mc) => {
                    if !self.const_default_constructible(mc, depth + 1)? {
                        return Some(false);
                    }
                }
                None => return Some(false),
            }
        }
        if cd.key == ClassKey::Union {
            return Some(fields == 0 || initialised == 1);
        }
        Some(true)
    }
}

//! Typed `u32` indices into the IL arenas.
//!
//! Every IL node lives in a `Vec` owned by one table (`TypeTable`, `Entities`, `Scopes`, …) and is named by a
//! 4-byte index of its own type, so a `TypeId` can never be used where an `EntityId` is meant. Indices are
//! dense and allocation-ordered, which keeps iteration deterministic.

/// Declares a `Copy` newtype over `u32` with a `NONE` sentinel (`u32::MAX`) for optional links.
macro_rules! define_id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        pub struct $name(pub u32);
        impl $name {
            /// Sentinel for "no node" in intrusive links (cheaper than `Option<Self>` in packed nodes).
            pub const NONE: $name = $name(u32::MAX);
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
            #[inline]
            pub fn is_none(self) -> bool {
                self.0 == u32::MAX
            }
            #[inline]
            pub fn is_some(self) -> bool {
                self.0 != u32::MAX
            }
            /// `None` for the sentinel.
            #[inline]
            pub fn get(self) -> Option<$name> {
                if self.is_none() { None } else { Some(self) }
            }
            #[inline]
            #[allow(dead_code)]
            pub(crate) fn from_len(n: usize) -> $name {
                // Arenas are capped far below u32::MAX by the input size limit; saturate rather than wrap.
                $name(u32::try_from(n).unwrap_or(u32::MAX - 1))
            }
        }
        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                if self.is_none() {
                    write!(f, concat!(stringify!($name), "(NONE)"))
                } else {
                    write!(f, concat!(stringify!($name), "({})"), self.0)
                }
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use define_id;

define_id!(
    /// A type node in the [`crate::sema::types::TypeTable`].
    TypeId
);
define_id!(
    /// A declared entity (namespace, class, function, variable, …) in [`crate::sema::entities::Entities`].
    EntityId
);
define_id!(
    /// A scope in [`crate::sema::scopes::Scopes`].
    ScopeId
);
define_id!(
    /// An expression node (built by the parser; see `sema::il`).
    ExprId
);
define_id!(
    /// A statement node (built by the parser; see `sema::il`).
    StmtId
);
define_id!(
    /// An interned list of types (function parameter types) in the [`crate::sema::types::TypeTable`].
    TypeListId
);
define_id!(
    /// An interned template-argument list in the [`crate::sema::types::TypeTable`].
    ArgListId
);

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sentinel() {
        assert!(TypeId::NONE.is_none());
        assert_eq!(TypeId(3).get(), Some(TypeId(3)));
        assert_eq!(EntityId::NONE.get(), None);
        assert_eq!(format!("{:?}", ScopeId(7)), "ScopeId(7)");
    }
}

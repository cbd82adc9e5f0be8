//! The IL container: everything the parser builds and later stages read, in one value.
//!
//! Ownership: `Il` owns all arenas. Stages borrow it (`&Il` for readers such as `emit/`, `&mut Il` for the
//! parser and `cuda/` when they record facts). Expression and statement nodes are the parser's to define
//! (their ids, [`ExprId`](super::ids::ExprId) and [`StmtId`](super::ids::StmtId), are reserved here so types
//! and entities can point at initialisers, bodies, array bounds and `decltype` operands).

use super::entities::Entities;
use super::names::Names;
use super::scopes::Scopes;
use super::target::Target;
use super::types::TypeTable;

#[derive(Clone, Debug, Default)]
pub struct Il {
    pub names: Names,
    pub types: TypeTable,
    pub entities: Entities,
    pub scopes: Scopes,
    pub target: Target,
}

impl Il {
    pub fn new(target: Target) -> Il {
        Il { names: Names::new(), types: TypeTable::new(), entities: Entities::new(), scopes: Scopes::new(), target }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::entities::Payload;
    #[test]
    fn global_namespace_wiring() {
        let il = Il::new(Target::LP64);
        let g = il.entities.ent(Entities::GLOBAL);
        assert!(matches!(g.data, Payload::Namespace { scope, .. } if scope == Scopes::GLOBAL));
        assert_eq!(il.scopes.get(Scopes::GLOBAL).unwrap().entity, Entities::GLOBAL);
    }
}

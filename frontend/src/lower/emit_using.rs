//! Using-declarations in the host output print the target's qualified name, with `::` for a member of
//! the global namespace (`using ::abort;`, `using ::__gnu_cxx::lldiv_t;` → `using __gnu_cxx::lldiv_t;`
//! [verified: libstdc++'s `<cstdlib>`]). The IL's shadow keeps the resolved target, so a name reached
//! through another namespace's using-declaration (`__gnu_cxx::lldiv_t` is `using ::lldiv_t;`) would print
//! the wrong scope: the written qualifier must name the target's own namespace.
use crate::lex::LexOutput;
use crate::parse::ast::{Name, SegKind};
use crate::sema::entities::Entities;
use crate::sema::ids::EntityId;
use crate::sema::il::Il;

/// Whether the qualifier written in `name` (all but its last segment) is the target's enclosing scope.
pub(super) fn qualifier_names_parent(il: &Il, lexed: &LexOutput, name: &Name, target: EntityId) -> bool {
    let Some(t) = il.entities.get(target) else { return false };
    // The target's enclosing scopes, innermost first.
    let mut chain: Vec<&str> = Vec::new();
    let mut p = t.parent;
    for _ in 0..1000 {
        if p == Entities::GLOBAL {
            break;
        }
        let Some(pe) = il.entities.get(p) else { return false };
        chain.push(il.names.resolve(pe.name));
        p = pe.parent;
    }
    if p != Entities::GLOBAL {
        return false;
    }
    chain.reverse();
    let quals = &name.segs[..name.segs.len().saturating_sub(1)];
    if quals.is_empty() && !name.global {
        return false;
    }
    quals.len() == chain.len()
        && quals.iter().zip(&chain).all(|(s, c)| matches!(&s.kind, SegKind::Ident(i) if s.targs.is_none() && lexed.interner.str(*i) == *c))
}

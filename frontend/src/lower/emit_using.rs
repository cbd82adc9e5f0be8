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

/// The namespace a using-declaration's written qualifier names (`std` in `using std::abort;`, the global
/// namespace in `using ::abort;`), looked up from `scope` outwards; None for any other shape (classes,
/// aliases, template-ids, inline-namespace members).
pub(super) fn written_namespace(il: &Il, lexed: &LexOutput, scope: crate::sema::ids::ScopeId, name: &Name) -> Option<EntityId> {
    let quals = &name.segs[..name.segs.len().checked_sub(1)?];
    let sym = |k: usize| match &quals[k].kind {
        SegKind::Ident(i) if quals[k].targs.is_none() => il.names.get(lexed.interner.str(*i)),
        _ => None,
    };
    let namespace_in = |s: crate::sema::ids::ScopeId, n| {
        il.scopes.local(&il.entities, s, n).find(|&e| matches!(il.entities.get(e).map(|x| x.data), Some(crate::sema::entities::Payload::Namespace { .. })))
    };
    let (mut ns, from) = if name.global {
        (Entities::GLOBAL, 0)
    } else {
        let first = sym(0)?;
        let mut cur = scope;
        let mut found = None;
        for _ in 0..1000 {
            if let Some(e) = namespace_in(cur, first) {
                found = Some(e);
                break;
            }
            let sc = il.scopes.get(cur)?;
            if sc.parent.is_none() {
                break;
            }
            cur = sc.parent;
        }
        (found?, 1)
    };
    for k in from..quals.len() {
        let s = il.scopes.scope_of(&il.entities, ns)?;
        ns = namespace_in(s, sym(k)?)?;
    }
    Some(ns)
}

/// What a using-declaration for which lowering declared no shadow prints — its targets (`qs::name` as
/// found in the written namespace `via`) already belong to `scope` (`using std::abort;` at global scope,
/// `std::abort` being `using ::abort;`): functions print the declaration as written (`Some(true)`),
/// types nothing (`Some(false)`: `using std::div_t;`, a class named by its typedef, is left out) [verified: glibc-over-libstdc++
/// `<stdlib.h>`]; anything else is not probed (None).
pub(super) fn redeclared_here(il: &Il, via: EntityId, scope: crate::sema::ids::ScopeId, sym: crate::sema::names::Symbol) -> Option<bool> {
    let via_scope = il.scopes.scope_of(&il.entities, via)?;
    let targets: Vec<EntityId> = il.scopes.local(&il.entities, via_scope, sym).map(|e| il.entities.resolve(e)).collect();
    if targets.is_empty() || !targets.iter().all(|&t| il.entities.get(t).is_some_and(|x| x.scope == scope)) {
        return None;
    }
    let kind = |t: &EntityId| il.entities.get(*t).map(|x| x.data);
    if targets.iter().all(|t| matches!(kind(t), Some(crate::sema::entities::Payload::Function(_)))) {
        Some(true)
    } else if targets.iter().all(|t| matches!(kind(t), Some(crate::sema::entities::Payload::Typedef | crate::sema::entities::Payload::Class(_)))) {
        Some(false)
    } else {
        None
    }
}

/// A shadow in `scope` of a function named `sym` that namespace `via` declares or reaches through its
/// own using-declaration (the targets `using via::sym;` added).
pub(super) fn shadow_through(il: &Il, scope: crate::sema::ids::ScopeId, via: EntityId, sym: crate::sema::names::Symbol) -> Option<EntityId> {
    let via_scope = il.scopes.scope_of(&il.entities, via)?;
    let targets: Vec<EntityId> = il.scopes.local(&il.entities, via_scope, sym).map(|e| il.entities.resolve(e)).collect();
    il.scopes.local(&il.entities, scope, sym).find(|&e| match il.entities.get(e).map(|x| x.data) {
        Some(crate::sema::entities::Payload::Using { target }) => targets.contains(&il.entities.resolve(target)),
        _ => false,
    })
}

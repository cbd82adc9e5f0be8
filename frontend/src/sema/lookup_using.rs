//! Name lookup through using-directives and inline namespaces, as the standard specifies it (a child
//! module of `scopes`, reaching its private tables).
//!
//! Unqualified lookup ([basic.lookup.unqual]/2, [namespace.udir]/2-4): the names of a namespace nominated
//! by a using-directive appear *as if declared in the nearest enclosing namespace that contains both the
//! using-directive and the nominated namespace*, and directives are transitive (the directives of a
//! nominated namespace act as if written where the first one was). So `int x; namespace N { int x; }
//! void f() { using namespace N; x; }` is ambiguous: both `x` sit at global level. An inline namespace is
//! nominated by its enclosing namespace, so its members land there.
//!
//! Qualified lookup `X::m` in a namespace ([namespace.qual]/2): the declarations of `m` in `X` and in its
//! inline namespace set; only when there are none, the union of the same lookup in the namespaces the
//! using-directives of that set nominate (recursively).
use super::{Entities, LookupKind, LookupResult, ScopeKind, Scopes, MAX_DEPTH};
use crate::sema::entities::Payload;
use crate::sema::ids::{EntityId, ScopeId};
use crate::sema::names::Symbol;
use crate::sema::types::TypeTable;

/// Most namespaces followed through directives in one lookup (guards hostile input).
const MAX_NOMINATED: usize = 4096;

impl Scopes {
    /// The directives written in (or implied for) scope `s`, in order.
    pub(super) fn directives_of(&self, s: ScopeId) -> Vec<ScopeId> {
        let mut out = Vec::new();
        let mut d = self.get(s).map(|x| x.first_directive).unwrap_or(u32::MAX);
        while let Some(dir) = self.directives.get(d as usize) {
            if out.len() >= MAX_NOMINATED {
                break;
            }
            out.push(dir.target);
            d = dir.next;
        }
        out
    }

    /// Whether the directive of `s` nominating `t` is the implicit one of an inline namespace member.
    pub(super) fn is_inline_member(&self, ents: &Entities, s: ScopeId, t: ScopeId) -> bool {
        let Some(ts) = self.get(t) else { return false };
        ts.parent == s && matches!(ents.get(ts.entity).map(|e| e.data), Some(Payload::Namespace { inline: true, .. }))
    }

    /// Whether namespace scope `outer` is `inner` or encloses it.
    pub(super) fn ns_contains(&self, outer: ScopeId, inner: ScopeId) -> bool {
        let mut s = inner;
        for _ in 0..self.scopes.len() + 1 {
            if s == outer {
                return true;
            }
            match self.get(s) {
                Some(x) if x.parent.is_some() => s = x.parent,
                _ => return false,
            }
        }
        false
    }

    /// Every namespace `s`'s directives nominate, transitively, in discovery order (no repeats).
    pub(super) fn nominated_closure(&self, s: ScopeId) -> Vec<ScopeId> {
        let mut out: Vec<ScopeId> = Vec::new();
        let mut work = self.directives_of(s);
        work.reverse();
        while let Some(t) = work.pop() {
            if out.contains(&t) || t == s || out.len() >= MAX_NOMINATED {
                continue;
            }
            out.push(t);
            let mut more = self.directives_of(t);
            more.reverse();
            work.extend(more);
        }
        out
    }

    /// Unqualified lookup from `s` outwards with exact using-directive placement (see the module doc).
    pub(super) fn lookup_unqualified(&self, ents: &Entities, types: &TypeTable, s: ScopeId, name: Symbol, kind: LookupKind) -> LookupResult {
        let mut chain = Vec::new();
        let mut cur = s;
        while let Some(sc) = self.get(cur) {
            chain.push(cur);
            if chain.len() > self.scopes.len() {
                break;
            }
            cur = sc.parent;
        }
        // (landing scope, nominated namespace) of the directives met so far.
        let mut landed: Vec<(ScopeId, ScopeId)> = Vec::new();
        for (i, &sc) in chain.iter().enumerate() {
            for t in self.nominated_closure(sc) {
                // The nearest namespace from `sc` outwards that contains `t` (the global one always does).
                let land = chain[i..]
                    .iter()
                    .copied()
                    .find(|&l| self.get(l).map(|x| x.kind) == Some(ScopeKind::Namespace) && self.ns_contains(l, t))
                    .unwrap_or(Scopes::GLOBAL);
                if !landed.contains(&(land, t)) {
                    landed.push((land, t));
                }
            }
            let mut out = Vec::new();
            let kind_here = self.get(sc).map(|x| x.kind);
            let mut found = if kind_here == Some(ScopeKind::Class) {
                let mut visited = Vec::new();
                self.search_scope(ents, types, sc, name, kind, &mut out, &mut visited, 0)
            } else {
                self.collect_local(ents, sc, name, kind, &mut out)
            };
            for &(l, t) in &landed {
                if l == sc && t != sc {
                    found |= self.collect_local(ents, t, name, kind, &mut out);
                }
            }
            if found {
                dedup_keep_order(&mut out);
                return self.finish(ents, out);
            }
        }
        LookupResult::NotFound
    }

    /// Qualified lookup `X::name` in namespace scope `x` ([namespace.qual]/2).
    pub(super) fn lookup_qualified_ns(&self, ents: &Entities, x: ScopeId, name: Symbol, kind: LookupKind) -> LookupResult {
        let mut out = Vec::new();
        let mut visited = Vec::new();
        self.qual_ns(ents, x, name, kind, &mut out, &mut visited, 0);
        dedup_keep_order(&mut out);
        self.finish(ents, out)
    }

    /// The inline namespace set of `x`: `x` and its inline namespaces, transitively.
    pub(crate) fn inline_set(&self, ents: &Entities, x: ScopeId) -> Vec<ScopeId> {
        let mut set = vec![x];
        let mut i = 0;
        while i < set.len() && set.len() < MAX_NOMINATED {
            let s = set[i];
            for t in self.directives_of(s) {
                if self.is_inline_member(ents, s, t) && !set.contains(&t) {
                    set.push(t);
                }
            }
            i += 1;
        }
        set
    }

    #[allow(clippy::too_many_arguments)]
    fn qual_ns(&self, ents: &Entities, x: ScopeId, name: Symbol, kind: LookupKind, out: &mut Vec<EntityId>, visited: &mut Vec<ScopeId>, depth: u32) -> bool {
        if depth > MAX_DEPTH || visited.contains(&x) || visited.len() >= MAX_NOMINATED {
            return false;
        }
        visited.push(x);
        let set = self.inline_set(ents, x);
        let mut found = false;
        for &s in &set {
            if s != x {
                visited.push(s);
            }
            found |= self.collect_local(ents, s, name, kind, out);
        }
        if found {
            return true;
        }
        for &s in &set {
            for t in self.directives_of(s) {
                if !self.is_inline_member(ents, s, t) {
                    found |= self.qual_ns(ents, t, name, kind, out, visited, depth + 1);
                }
            }
        }
        found
    }
}

fn dedup_keep_order(v: &mut Vec<EntityId>) {
    // Most lookups find one entity: nothing to do, and no scratch allocation.
    if v.len() < 2 {
        return;
    }
    let mut seen: Vec<EntityId> = Vec::with_capacity(v.len());
    v.retain(|e| {
        // The NONE sentinel marks base-class ambiguity for `finish`: keep it.
        if *e == EntityId::NONE {
            return true;
        }
        if seen.contains(e) {
            false
        } else {
            seen.push(*e);
            true
        }
    });
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use crate::sema::entities::{Entity, FunctionData, VariableData};
    use crate::sema::names::Names;

    struct W {
        n: Names,
        e: Entities,
        s: Scopes,
        t: TypeTable,
    }

    impl W {
        fn new() -> W {
            W { n: Names::new(), e: Entities::new(), s: Scopes::new(), t: TypeTable::new() }
        }
        fn add(&mut self, scope: ScopeId, name: &str, data: Payload) -> EntityId {
            let sym = self.n.intern(name);
            let id = self.e.add(Entity::new(sym, data));
            self.s.declare(&mut self.e, scope, id);
            id
        }
        fn ns(&mut self, parent: ScopeId, name: &str, inline: bool) -> ScopeId {
            let sym = self.n.intern(name);
            let id = self.e.add(Entity::new(sym, Payload::Namespace { scope: ScopeId::NONE, inline }));
            let sc = self.s.push(ScopeKind::Namespace, parent, id);
            self.e.ent_mut(id).data = Payload::Namespace { scope: sc, inline };
            self.s.declare(&mut self.e, parent, id);
            if inline {
                self.s.add_inline_namespace(parent, sc);
            }
            sc
        }
        fn look(&self, s: ScopeId, name: &str) -> LookupResult {
            let sym = self.n.get(name).unwrap();
            self.s.lookup(&self.e, &self.t, s, sym, LookupKind::Ordinary)
        }
        fn look_in(&self, s: ScopeId, name: &str) -> LookupResult {
            let sym = self.n.get(name).unwrap();
            self.s.lookup_in(&self.e, &self.t, s, sym, LookupKind::Ordinary)
        }
    }

    fn var() -> Payload {
        Payload::Variable(VariableData::default())
    }

    #[test]
    fn block_directive_lands_in_the_enclosing_namespace() {
        let mut w = W::new();
        let g = w.add(Scopes::GLOBAL, "x", var());
        let n = w.ns(Scopes::GLOBAL, "N", false);
        let nx = w.add(n, "x", var());
        let body = w.s.push(ScopeKind::Function, Scopes::GLOBAL, EntityId::NONE);
        w.s.add_using_directive(body, n);
        // Both at global level: ambiguous (the old simplification found N::x at block level).
        assert_eq!(w.look(body, "x"), LookupResult::Ambiguous(g, nx));
        // A local declaration still hides both.
        let l = w.add(body, "x", var());
        assert_eq!(w.look(body, "x"), LookupResult::Found(l));
    }

    #[test]
    fn directives_are_transitive_for_unqualified_lookup() {
        let mut w = W::new();
        let a = w.ns(Scopes::GLOBAL, "A", false);
        let b = w.ns(Scopes::GLOBAL, "B", false);
        let bz = w.add(b, "z", var());
        w.s.add_using_directive(a, b);
        let body = w.s.push(ScopeKind::Function, Scopes::GLOBAL, EntityId::NONE);
        w.s.add_using_directive(body, a);
        assert_eq!(w.look(body, "z"), LookupResult::Found(bz));
    }

    #[test]
    fn qualified_lookup_prefers_own_members_over_nominated() {
        let mut w = W::new();
        let a = w.ns(Scopes::GLOBAL, "A", false);
        let b = w.ns(Scopes::GLOBAL, "B", false);
        let ax = w.add(a, "x", var());
        let _bx = w.add(b, "x", var());
        let by = w.add(b, "y", var());
        w.s.add_using_directive(a, b);
        assert_eq!(w.look_in(a, "x"), LookupResult::Found(ax));
        assert_eq!(w.look_in(a, "y"), LookupResult::Found(by));
        // Two nominated namespaces with the same variable: ambiguous.
        let c = w.ns(Scopes::GLOBAL, "C", false);
        let cy = w.add(c, "y", var());
        let d = w.ns(Scopes::GLOBAL, "D", false);
        w.s.add_using_directive(d, b);
        w.s.add_using_directive(d, c);
        assert_eq!(w.look_in(d, "y"), LookupResult::Ambiguous(by, cy));
    }

    #[test]
    fn inline_namespaces_nested_and_qualified() {
        let mut w = W::new();
        let std_ = w.ns(Scopes::GLOBAL, "std", false);
        let v1 = w.ns(std_, "v1", true);
        let v2 = w.ns(v1, "v2", true);
        let f = w.add(v2, "f", Payload::Function(FunctionData::default()));
        let sx = w.add(std_, "f", Payload::Function(FunctionData::default()));
        assert_eq!(w.look_in(std_, "f"), LookupResult::Overloads(vec![sx, f]));
        let body = w.s.push(ScopeKind::Function, Scopes::GLOBAL, EntityId::NONE);
        w.s.add_using_directive(body, std_);
        assert_eq!(w.look(body, "f"), LookupResult::Overloads(vec![sx, f]));
    }
}

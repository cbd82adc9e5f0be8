//! Scopes and name lookup primitives.
//!
//! A [`Scope`] is a region where names are declared: namespace (one per namespace entity, reused when the
//! namespace is reopened), class, enum (scoped enumerators), block, function (parameters + outermost body
//! block), function prototype, template parameters. The parser keeps the *current* scope and pushes/pops;
//! each scope's `parent` is its **lookup** parent, which for an out-of-line member definition
//! (`void A::f() {…}`) is the class scope of `A`, not the lexically enclosing namespace — the parser sets it
//! when it pushes the function scope.
//!
//! Names are found through one global index from `(scope, name)` to the newest entity of that name in that
//! scope; older homonyms follow through `Entity::next_same_name`. No per-scope hash map is allocated.
//!
//! Rules implemented here:
//! - class/enum names are hidden by a variable, function or enumerator of the same name in the same scope
//!   ("the `struct stat` problem"): ordinary lookup returns the non-tag; [`LookupKind::Tag`] (after
//!   `struct`/`class`/`union`/`enum`) finds the tag;
//! - functions and function templates of one name form an overload set (also across a namespace and the
//!   namespaces its using-directives nominate, and across using-declarations);
//! - inline namespaces are transparent: a lookup in a namespace also searches its inline namespaces;
//! - using-directives: names from the nominated namespace appear in the nearest enclosing namespace
//!   containing both the directive and the nominated namespace, transitively; qualified lookup searches
//!   nominated namespaces only when the namespace (with its inline set) has no declaration
//!   (lookup_using.rs);
//! - class scopes search base classes (depth-first; ambiguity between different bases is reported as
//!   [`LookupResult::Ambiguous`]).
//!
//! Argument-dependent lookup is in `adl.rs` (plain calls through `lower/adl.rs`, operators through
//! `operators.rs`).

#[path = "lookup_using.rs"]
mod lookup_using;

use super::entities::{Entities, Payload};
use super::hashtab::{HashIndex, Hasher};
use super::ids::{EntityId, ScopeId};
use super::names::Symbol;
use super::types::TypeTable;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ScopeKind {
    Namespace,
    Class,
    /// Scoped enum's enumerators.
    Enum,
    Block,
    /// A function definition: parameters and the outermost block of the body.
    Function,
    /// The parameter list of a declarator that is not a definition.
    Prototype,
    TemplateParams,
}

#[derive(Clone, Copy, Debug)]
pub struct Scope {
    pub kind: ScopeKind,
    /// Lookup parent (`NONE` for the global scope).
    pub parent: ScopeId,
    /// The namespace/class/enum/function/template entity owning the scope (`NONE` for blocks).
    pub entity: EntityId,
    /// Declaration-order list of members (`Entity::next` links).
    pub first: EntityId,
    pub last: EntityId,
    /// Head of this scope's using-directive list (index in `Scopes::directives`).
    pub first_directive: u32,
}

/// One using-directive (or an inline namespace's implicit one).
#[derive(Clone, Copy, Debug)]
struct Directive {
    /// The nominated namespace's scope.
    target: ScopeId,
    next: u32,
}

/// What kind of names a lookup wants.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LookupKind {
    /// An ordinary name: tags are hidden by same-scope non-tags.
    Ordinary,
    /// After `struct`/`class`/`union`/`enum`: only class and enum entities (and typedefs naming them).
    Tag,
    /// Before `::` in a nested-name-specifier: namespaces, types and templates only ([basic.lookup.qual]/1).
    NestedNameSpecifier,
}

/// The result of a lookup. Overload sets are returned in declaration order (oldest first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookupResult {
    NotFound,
    Found(EntityId),
    /// Two or more functions/function templates.
    Overloads(Vec<EntityId>),
    /// Different entities found through different bases or using-directives.
    Ambiguous(EntityId, EntityId),
}

impl LookupResult {
    pub fn single(&self) -> Option<EntityId> {
        match self {
            LookupResult::Found(e) => Some(*e),
            _ => None,
        }
    }
    pub fn is_found(&self) -> bool {
        !matches!(self, LookupResult::NotFound)
    }
}

#[derive(Clone, Debug)]
pub struct Scopes {
    scopes: Vec<Scope>,
    directives: Vec<Directive>,
    /// (scope, name) → slot in `heads`.
    index: HashIndex,
    heads: Vec<(ScopeId, Symbol, EntityId)>,
}

impl Default for Scopes {
    fn default() -> Self {
        Self::new()
    }
}

fn key_hash(s: ScopeId, n: Symbol) -> u64 {
    let mut h = Hasher::new();
    h.add(((s.0 as u64) << 32) | n.0 as u64);
    h.finish()
}

/// Depth limit for recursive searches through bases and directives (guards erroneous cyclic input).
const MAX_DEPTH: u32 = 64;

impl Scopes {
    /// The global namespace scope, owned by `Entities::GLOBAL`.
    pub const GLOBAL: ScopeId = ScopeId(0);

    pub fn new() -> Self {
        let mut s = Scopes {
            scopes: Vec::new(),
            directives: Vec::new(),
            index: HashIndex::new(),
            heads: Vec::new(),
        };
        s.push(ScopeKind::Namespace, ScopeId::NONE, Entities::GLOBAL);
        s
    }

    /// Creates a scope. (There is no pop: scopes stay in the arena; the parser's current-scope variable moves
    /// back to `parent`.)
    pub fn push(&mut self, kind: ScopeKind, parent: ScopeId, entity: EntityId) -> ScopeId {
        let id = ScopeId::from_len(self.scopes.len());
        self.scopes.push(Scope {
            kind,
            parent,
            entity,
            first: EntityId::NONE,
            last: EntityId::NONE,
            first_directive: u32::MAX,
        });
        id
    }

    pub fn get(&self, s: ScopeId) -> Option<&Scope> {
        self.scopes.get(s.index())
    }

    /// Re-parents scope `s` for lookup (an instantiated function's parameter scope is looked up from the
    /// scope binding its template arguments).
    pub fn set_parent(&mut self, s: ScopeId, parent: ScopeId) {
        if let Some(sc) = self.scopes.get_mut(s.index()) {
            sc.parent = parent;
        }
    }

    pub fn len(&self) -> usize {
        self.scopes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.scopes.is_empty()
    }

    /// Declares entity `e` (already in `ents`) in scope `s`: appends it to the member list and puts it at the
    /// head of its name chain. Sets `Entity::scope`. Unnamed entities are listed but not indexed.
    /// (Redeclarations must not be declared twice: the parser looks the name up first and updates the
    /// existing entity.)
    pub fn declare(&mut self, ents: &mut Entities, s: ScopeId, e: EntityId) {
        let Some(sc) = self.scopes.get(s.index()).copied() else {
            return;
        };
        let Some(ent) = ents.get(e).copied() else { return };
        {
            let em = ents.ent_mut(e);
            em.scope = s;
            em.next = EntityId::NONE;
        }
        if sc.last.is_some() {
            ents.ent_mut(sc.last).next = e;
        } else {
            self.scopes[s.index()].first = e;
        }
        self.scopes[s.index()].last = e;
        if !ent.name.is_empty() {
            self.index_name(ents, s, ent.name, e);
        }
    }

    /// Makes `e` findable under `name` in `s` as well as where it was declared (unscoped enumerators in the
    /// enclosing scope, injected-class-names, using-declarations). Each entity sits on exactly one name
    /// chain, so this adds a `Using` shadow entity for `s` and returns it.
    pub fn add_alias(&mut self, ents: &mut Entities, s: ScopeId, name: Symbol, e: EntityId) -> EntityId {
        let Some(target) = ents.get(e).copied() else {
            return EntityId::NONE;
        };
        let mut shadow = super::entities::Entity::new(name, Payload::Using { target: e });
        shadow.parent = target.parent;
        shadow.span = target.span;
        shadow.access = target.access;
        shadow.scope = s;
        let id = ents.add(shadow);
        self.index_name(ents, s, name, id);
        id
    }

    /// Puts `e` at the head of the `(s, name)` chain (its `next_same_name` link is overwritten: an entity
    /// is on one chain only — use [`Scopes::add_alias`] for a second scope).
    fn index_name(&mut self, ents: &mut Entities, s: ScopeId, name: Symbol, e: EntityId) {
        let h = key_hash(s, name);
        let heads = &self.heads;
        match self
            .index
            .find(h, |i| heads[i as usize].0 == s && heads[i as usize].1 == name)
        {
            Some(slot) => {
                let old = self.heads[slot as usize].2;
                ents.ent_mut(e).next_same_name = old;
                self.heads[slot as usize].2 = e;
            }
            None => {
                ents.ent_mut(e).next_same_name = EntityId::NONE;
                let slot = self.heads.len() as u32;
                self.heads.push((s, name, e));
                self.index.insert(h, slot);
            }
        }
    }

    /// Records `using namespace target;` in scope `s`.
    pub fn add_using_directive(&mut self, s: ScopeId, target: ScopeId) {
        let Some(sc) = self.scopes.get(s.index()) else { return };
        // Keep the list in written order and free of duplicates (repeated directives are common in headers).
        let mut cur = sc.first_directive;
        let mut last = u32::MAX;
        while let Some(d) = self.directives.get(cur as usize) {
            if d.target == target {
                return;
            }
            last = cur;
            cur = d.next;
        }
        let ix = self.directives.len() as u32;
        self.directives.push(Directive { target, next: u32::MAX });
        if last == u32::MAX {
            self.scopes[s.index()].first_directive = ix;
        } else {
            self.directives[last as usize].next = ix;
        }
    }

    /// Records that `inline_ns` (a namespace scope) is an inline member of `s`: its names are visible in `s`.
    pub fn add_inline_namespace(&mut self, s: ScopeId, inline_ns: ScopeId) {
        self.add_using_directive(s, inline_ns);
    }

    /// Members of `s` in declaration order.
    pub fn members<'a>(&self, ents: &'a Entities, s: ScopeId) -> impl Iterator<Item = EntityId> + 'a {
        let first = self.get(s).map(|x| x.first).unwrap_or(EntityId::NONE);
        ents.list(first)
    }

    /// All entities named `name` declared directly in `s`, newest first.
    pub fn local<'a>(&self, ents: &'a Entities, s: ScopeId, name: Symbol) -> NameChain<'a> {
        let h = key_hash(s, name);
        let heads = &self.heads;
        let head = self
            .index
            .find(h, |i| heads[i as usize].0 == s && heads[i as usize].1 == name)
            .map(|slot| heads[slot as usize].2)
            .unwrap_or(EntityId::NONE);
        NameChain {
            ents,
            cur: head,
            budget: ents.len(),
        }
    }

    /// Applies the same-scope hiding rules to the entities named `name` in `s` and appends what is visible
    /// to `out`. Returns whether anything was found.
    fn collect_local(
        &self,
        ents: &Entities,
        s: ScopeId,
        name: Symbol,
        kind: LookupKind,
        out: &mut Vec<EntityId>,
    ) -> bool {
        let start = out.len();
        let mut tag = None;
        // A function template's pattern is declared in its template parameter scope; the name found
        // from inside the template (its own body) is the template in the enclosing scope, with its
        // overloads ([temp.local] names only the parameters here).
        let params_scope = self.get(s).is_some_and(|x| x.kind == ScopeKind::TemplateParams);
        for raw in self.local(ents, s, name) {
            let e = ents.resolve(raw);
            let Some(ent) = ents.get(e) else { continue };
            if params_scope && matches!(ent.data, Payload::Function(_)) {
                continue;
            }
            let wanted = match kind {
                LookupKind::Ordinary => true,
                LookupKind::Tag => ent.is_tag() || matches!(ent.data, Payload::Typedef),
                LookupKind::NestedNameSpecifier => matches!(
                    ent.data,
                    Payload::Namespace { .. }
                        | Payload::NamespaceAlias { .. }
                        | Payload::Class(_)
                        | Payload::Enum(_)
                        | Payload::Typedef
                        | Payload::Template(_)
                        | Payload::TemplateParam(_)
                ),
            };
            // Constructors have no name for lookup ([class.ctor]): `C` in C's scope is the class.
            let ctor = matches!(ent.data, Payload::Function(f) if f.role == super::entities::FnRole::Constructor) || is_constructor_template(ents, e);
            if !wanted || ctor {
                continue;
            }
            if kind == LookupKind::Ordinary && ent.is_tag() {
                tag = Some(e);
                continue;
            }
            if !out[start..].contains(&e) {
                out.push(e);
            }
        }
        if out.len() == start {
            if let Some(t) = tag {
                out.push(t);
            }
        }
        // Chains are newest-first; overload sets read better oldest-first.
        out[start..].reverse();
        out.len() > start
    }

    /// Lookup of `name` in `s` only, plus what inline namespaces and using-directives of `s` make visible
    /// there, plus (for classes) base classes. This is qualified lookup `S::name` ([basic.lookup.qual]).
    pub fn lookup_in(
        &self,
        ents: &Entities,
        types: &TypeTable,
        s: ScopeId,
        name: Symbol,
        kind: LookupKind,
    ) -> LookupResult {
        if self.get(s).map(|x| x.kind) == Some(ScopeKind::Namespace) {
            return self.lookup_qualified_ns(ents, s, name, kind);
        }
        let mut out = Vec::new();
        let mut visited = Vec::new();
        self.search_scope(ents, types, s, name, kind, &mut out, &mut visited, 0);
        self.finish(ents, out)
    }

    /// Unqualified lookup from scope `s` outwards ([basic.lookup.unqual]): the first scope (with its
    /// directives and bases) that has the name wins.
    pub fn lookup(
        &self,
        ents: &Entities,
        types: &TypeTable,
        s: ScopeId,
        name: Symbol,
        kind: LookupKind,
    ) -> LookupResult {
        self.lookup_unqualified(ents, types, s, name, kind)
    }

    /// Searches one scope with its inline namespaces / using-directives (namespaces, blocks) or bases
    /// (classes). Returns whether anything was found.
    #[allow(clippy::too_many_arguments)]
    fn search_scope(
        &self,
        ents: &Entities,
        types: &TypeTable,
        s: ScopeId,
        name: Symbol,
        kind: LookupKind,
        out: &mut Vec<EntityId>,
        visited: &mut Vec<ScopeId>,
        depth: u32,
    ) -> bool {
        if depth > MAX_DEPTH || visited.contains(&s) {
            return false;
        }
        visited.push(s);
        let Some(sc) = self.get(s) else { return false };
        let mut found = self.collect_local(ents, s, name, kind, out);
        // Directive-nominated and inline namespaces contribute at this level ([namespace.udir]). Strict
        // qualified lookup would search non-inline nominated namespaces only when `s` itself has no
        // declaration ([namespace.qual]/2); taking the union differs only where the program would be
        // ambiguous or relies on hiding across a directive, which system headers do not do.
        let mut d = sc.first_directive;
        while let Some(dir) = self.directives.get(d as usize) {
            found |= self.search_scope(ents, types, dir.target, name, kind, out, visited, depth + 1);
            d = dir.next;
        }
        if !found && sc.kind == ScopeKind::Class {
            found = self.search_bases(ents, types, sc.entity, name, kind, out, visited, depth);
        }
        found
    }

    #[allow(clippy::too_many_arguments)]
    fn search_bases(
        &self,
        ents: &Entities,
        types: &TypeTable,
        class: EntityId,
        name: Symbol,
        kind: LookupKind,
        out: &mut Vec<EntityId>,
        visited: &mut Vec<ScopeId>,
        depth: u32,
    ) -> bool {
        let mut found_in: Option<(usize, usize)> = None;
        for b in ents.bases_of(class) {
            let Some(bc) = types.class_entity(b.ty) else { continue };
            let Some(bs) = ents.get(bc).and_then(|e| e.class()).map(|c| c.scope) else {
                continue;
            };
            let start = out.len();
            if self.search_scope(ents, types, bs, name, kind, out, visited, depth + 1) {
                match found_in {
                    None => found_in = Some((start, out.len())),
                    Some((a, b_)) => {
                        // Same entity through two paths (e.g. a static member or a virtual base) is fine.
                        let first: Vec<EntityId> = out[a..b_].to_vec();
                        let second: Vec<EntityId> = out[start..].to_vec();
                        if first != second {
                            out.truncate(b_);
                            out.push(second[0]);
                            // Mark ambiguity with a trailing NONE sentinel consumed by `finish`.
                            out.push(EntityId::NONE);
                            return true;
                        }
                        out.truncate(start);
                    }
                }
            }
        }
        found_in.is_some()
    }

    fn finish(&self, ents: &Entities, mut out: Vec<EntityId>) -> LookupResult {
        if out.last() == Some(&EntityId::NONE) {
            out.pop();
            let b = out.pop().unwrap_or(EntityId::NONE);
            let a = out.first().copied().unwrap_or(EntityId::NONE);
            return LookupResult::Ambiguous(a, b);
        }
        out.dedup();
        match out.len() {
            0 => LookupResult::NotFound,
            1 => LookupResult::Found(out[0]),
            _ => {
                let all_fns = out.iter().all(|e| {
                    ents.get(*e)
                        .map(|x| x.is_function() || x.is_function_template())
                        .unwrap_or(false)
                });
                if all_fns {
                    LookupResult::Overloads(out)
                } else {
                    // A non-function found next to others through different namespaces: ambiguous unless
                    // they are all the same entity (dedup'd above). A tag alongside a non-tag from another
                    // namespace is also ambiguous ([namespace.udir]/6).
                    let non_tag: Vec<EntityId> = out
                        .iter()
                        .copied()
                        .filter(|e| !ents.get(*e).map(|x| x.is_tag()).unwrap_or(false))
                        .collect();
                    if non_tag.len() == 1 && out.len() > 1 && self.same_scope_hiding(ents, &out) {
                        return LookupResult::Found(non_tag[0]);
                    }
                    LookupResult::Ambiguous(out[0], out[1])
                }
            }
        }
    }

    /// True when a tag and a non-tag in the list were declared in the same scope (hiding applies).
    fn same_scope_hiding(&self, ents: &Entities, out: &[EntityId]) -> bool {
        let scopes: Vec<ScopeId> = out.iter().filter_map(|e| ents.get(*e).map(|x| x.scope)).collect();
        scopes.windows(2).all(|w| w[0] == w[1])
    }

    /// The scope of a namespace or class entity (for qualified lookup after `N::`).
    pub fn scope_of(&self, ents: &Entities, e: EntityId) -> Option<ScopeId> {
        match ents.get(ents.resolve(e))?.data {
            Payload::Namespace { scope, .. } => Some(scope),
            Payload::Class(c) if c.scope.is_some() => Some(c.scope),
            Payload::Enum(en) if en.scope.is_some() => Some(en.scope),
            _ => None,
        }
    }
}

/// Entities with one name in one scope, newest first.
pub struct NameChain<'a> {
    ents: &'a Entities,
    cur: EntityId,
    budget: usize,
}

impl Iterator for NameChain<'_> {
    type Item = EntityId;
    fn next(&mut self) -> Option<EntityId> {
        if self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        let id = self.cur;
        let e = self.ents.get(id)?;
        self.cur = e.next_same_name;
        Some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::entities::{BaseSpec, ClassData, Entity, FunctionData, VariableData};
    use crate::sema::names::Names;
    use crate::source::Span;

    struct W {
        n: Names,
        e: Entities,
        s: Scopes,
        t: TypeTable,
    }

    impl W {
        fn new() -> W {
            W {
                n: Names::new(),
                e: Entities::new(),
                s: Scopes::new(),
                t: TypeTable::new(),
            }
        }
        fn add(&mut self, scope: ScopeId, name: &str, data: Payload) -> EntityId {
            let sym = self.n.intern(name);
            let id = self.e.add(Entity::new(sym, data));
            self.s.declare(&mut self.e, scope, id);
            id
        }
        fn ns(&mut self, parent: ScopeId, name: &str, inline: bool) -> (EntityId, ScopeId) {
            let sym = self.n.intern(name);
            let id = self.e.add(Entity::new(
                sym,
                Payload::Namespace {
                    scope: ScopeId::NONE,
                    inline,
                },
            ));
            let sc = self.s.push(ScopeKind::Namespace, parent, id);
            self.e.ent_mut(id).data = Payload::Namespace { scope: sc, inline };
            self.s.declare(&mut self.e, parent, id);
            if inline {
                self.s.add_inline_namespace(parent, sc);
            }
            (id, sc)
        }
        fn class(&mut self, parent: ScopeId, name: &str) -> (EntityId, ScopeId) {
            let id = self.add(parent, name, Payload::Class(ClassData::default()));
            let sc = self.s.push(ScopeKind::Class, parent, id);
            if let Payload::Class(c) = &mut self.e.ent_mut(id).data {
                c.scope = sc;
                c.complete = true;
            }
            let ty = self.t.class(id, false);
            self.e.ent_mut(id).ty = ty;
            (id, sc)
        }
        fn look(&self, s: ScopeId, name: &str, kind: LookupKind) -> LookupResult {
            match self.n.get(name) {
                Some(sym) => self.s.lookup(&self.e, &self.t, s, sym, kind),
                None => LookupResult::NotFound,
            }
        }
        fn look_in(&self, s: ScopeId, name: &str) -> LookupResult {
            let sym = self.n.get(name).unwrap();
            self.s.lookup_in(&self.e, &self.t, s, sym, LookupKind::Ordinary)
        }
    }

    fn var() -> Payload {
        Payload::Variable(VariableData::default())
    }
    fn func() -> Payload {
        Payload::Function(FunctionData::default())
    }

    #[test]
    fn struct_stat_problem() {
        let mut w = W::new();
        let (cls, _) = w.class(Scopes::GLOBAL, "stat");
        let f = w.add(Scopes::GLOBAL, "stat", func());
        assert_eq!(
            w.look(Scopes::GLOBAL, "stat", LookupKind::Ordinary),
            LookupResult::Found(f)
        );
        assert_eq!(
            w.look(Scopes::GLOBAL, "stat", LookupKind::Tag),
            LookupResult::Found(cls)
        );
        // Declared in the other order, same result.
        let v = w.add(Scopes::GLOBAL, "timezone", var());
        let (tz, _) = w.class(Scopes::GLOBAL, "timezone");
        assert_eq!(
            w.look(Scopes::GLOBAL, "timezone", LookupKind::Ordinary),
            LookupResult::Found(v)
        );
        assert_eq!(
            w.look(Scopes::GLOBAL, "timezone", LookupKind::Tag),
            LookupResult::Found(tz)
        );
    }

    #[test]
    fn inner_scope_hides_outer() {
        let mut w = W::new();
        let g = w.add(Scopes::GLOBAL, "x", var());
        let b = w.s.push(ScopeKind::Block, Scopes::GLOBAL, EntityId::NONE);
        assert_eq!(w.look(b, "x", LookupKind::Ordinary), LookupResult::Found(g));
        let l = w.add(b, "x", var());
        assert_eq!(w.look(b, "x", LookupKind::Ordinary), LookupResult::Found(l));
        assert_eq!(w.look(b, "nope", LookupKind::Ordinary), LookupResult::NotFound);
    }

    #[test]
    fn overload_sets_in_declaration_order() {
        let mut w = W::new();
        let f1 = w.add(Scopes::GLOBAL, "f", func());
        let f2 = w.add(Scopes::GLOBAL, "f", func());
        assert_eq!(
            w.look(Scopes::GLOBAL, "f", LookupKind::Ordinary),
            LookupResult::Overloads(vec![f1, f2])
        );
    }

    #[test]
    fn inline_namespaces_are_transparent() {
        let mut w = W::new();
        let (_std, std_s) = w.ns(Scopes::GLOBAL, "std", false);
        let (_cxx11, cxx11_s) = w.ns(std_s, "__cxx11", true);
        let (string, _) = w.class(cxx11_s, "basic_string");
        assert_eq!(w.look_in(std_s, "basic_string"), LookupResult::Found(string));
        // and unqualified from inside std
        let b = w.s.push(ScopeKind::Block, std_s, EntityId::NONE);
        assert_eq!(
            w.look(b, "basic_string", LookupKind::Ordinary),
            LookupResult::Found(string)
        );
    }

    #[test]
    fn using_directive_merges_overloads() {
        let mut w = W::new();
        let (_std, std_s) = w.ns(Scopes::GLOBAL, "std", false);
        let g_abs = w.add(Scopes::GLOBAL, "abs", func());
        let s_abs = w.add(std_s, "abs", func());
        w.s.add_using_directive(Scopes::GLOBAL, std_s);
        let body = w.s.push(ScopeKind::Function, Scopes::GLOBAL, EntityId::NONE);
        assert_eq!(
            w.look(body, "abs", LookupKind::Ordinary),
            LookupResult::Overloads(vec![g_abs, s_abs])
        );
        // A variable clash across namespaces is ambiguous.
        let a = w.add(Scopes::GLOBAL, "count", var());
        let b = w.add(std_s, "count", var());
        assert_eq!(
            w.look(body, "count", LookupKind::Ordinary),
            LookupResult::Ambiguous(a, b)
        );
    }

    #[test]
    fn using_declaration_shadow() {
        let mut w = W::new();
        let (_n, n_s) = w.ns(Scopes::GLOBAL, "N", false);
        let f = w.add(n_s, "f", func());
        let u = w.add(Scopes::GLOBAL, "f", Payload::Using { target: f });
        let _ = u;
        assert_eq!(
            w.look(Scopes::GLOBAL, "f", LookupKind::Ordinary),
            LookupResult::Found(f)
        );
    }

    #[test]
    fn class_scope_searches_bases() {
        let mut w = W::new();
        let (_a, a_s) = w.class(Scopes::GLOBAL, "A");
        let m = w.add(a_s, "m", var());
        let (b, b_s) = w.class(Scopes::GLOBAL, "B");
        let a_ty = w.e.ent(_a).ty;
        w.e.set_bases(
            b,
            &[BaseSpec {
                ty: a_ty,
                access: crate::sema::entities::Access::Public,
                is_virtual: false,
                pack_expansion: false,
                span: Span::default(),
            }],
        );
        assert_eq!(w.look_in(b_s, "m"), LookupResult::Found(m));
        // Member function body of B (scope parent = class scope) sees A::m.
        let body = w.s.push(ScopeKind::Function, b_s, EntityId::NONE);
        assert_eq!(w.look(body, "m", LookupKind::Ordinary), LookupResult::Found(m));
        // Two different bases with m → ambiguous.
        let (c, c_s) = w.class(Scopes::GLOBAL, "C");
        let m2 = w.add(c_s, "m", var());
        let (d, d_s) = w.class(Scopes::GLOBAL, "D");
        let c_ty = w.e.ent(c).ty;
        let bs = |ty| BaseSpec {
            ty,
            access: crate::sema::entities::Access::Public,
            is_virtual: false,
            pack_expansion: false,
            span: Span::default(),
        };
        w.e.set_bases(d, &[bs(a_ty), bs(c_ty)]);
        assert_eq!(w.look_in(d_s, "m"), LookupResult::Ambiguous(m, m2));
    }

    #[test]
    fn nested_name_specifier_lookup_ignores_variables() {
        let mut w = W::new();
        let (n, _) = w.ns(Scopes::GLOBAL, "N", false);
        let b = w.s.push(ScopeKind::Block, Scopes::GLOBAL, EntityId::NONE);
        w.add(b, "N", var());
        assert_eq!(w.look(b, "N", LookupKind::NestedNameSpecifier), LookupResult::Found(n));
    }

    #[test]
    fn cyclic_directives_terminate() {
        let mut w = W::new();
        let (_a, a_s) = w.ns(Scopes::GLOBAL, "A", false);
        let (_b, b_s) = w.ns(Scopes::GLOBAL, "B", false);
        w.s.add_using_directive(a_s, b_s);
        w.s.add_using_directive(b_s, a_s);
        w.n.intern("zz");
        assert_eq!(w.look_in(a_s, "zz"), LookupResult::NotFound);
    }
}

/// A constructor template (`template<class It> C(It, It);`): like a constructor it has no name for
/// lookup, so `C` in C's scope stays the injected-class-name.
/// (Told by its name, the class's own, as a function template member: its pattern is not set while its
/// own declarator is built, and that declarator may name the class, `allocator(const allocator<U>&)`.)
pub(crate) fn is_constructor_template(ents: &super::entities::Entities, e: EntityId) -> bool {
    let Some(x) = ents.get(e) else { return false };
    x.template().is_some_and(|t| t.kind == super::entities::TemplateKind::Function) && ents.get(x.parent).is_some_and(|c| c.class().is_some() && c.name == x.name)
}

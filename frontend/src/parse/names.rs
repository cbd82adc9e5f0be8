//! Parser-level name classification. C++ cannot be parsed without knowing whether a name denotes a
//! type, a template or a namespace; until sema's real scopes exist, this table tracks just that.
//!
//! Scopes live in an arena and keep their parent links, so a class scope can be re-entered later (for
//! deferred member-function bodies and out-of-class definitions `void A::f() {…}`). Class templates and
//! their specializations share one member scope (a union of the members: enough to classify names).
//! Anything not found is `Unknown`, which the parser treats as a non-type, non-template name (with a
//! tentative template-argument parse for `unknown<…>(`, the usual dependent-base member template call).
use crate::lex::Symbol;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Multiplicative hash for small integer keys (symbols, token positions): the default SipHash
/// dominated lookup time on the prelude.
#[derive(Default, Clone, Copy)]
pub struct IntHasher(u64);

impl Hasher for IntHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u32(&mut self, v: u32) {
        self.0 = (self.0.rotate_left(5) ^ v as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
}

pub type IntMap<K, V> = HashMap<K, V, BuildHasherDefault<IntHasher>>;
pub type IntSet<K> = std::collections::HashSet<K, BuildHasherDefault<IntHasher>>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    /// typedef, class, enum, alias, type template parameter.
    Type,
    /// Class template, alias template, template template parameter.
    TypeTemplate,
    /// Function or variable template.
    ValueTemplate,
    Concept,
    Namespace,
    /// Variable, function, enumerator, non-type template parameter.
    Value,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScopeId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    Namespace,
    Class,
    Block,
    TemplateParams,
    Function,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub kind: NameKind,
    /// Member scope of a namespace or class.
    pub scope: Option<ScopeId>,
    /// A class hidden by a function/variable of the same name (`struct stat` + `stat()`): still found
    /// by elaborated specifiers and before `::`.
    pub hidden_class: Option<(NameKind, Option<ScopeId>)>,
}

struct Scope {
    kind: ScopeKind,
    parent: Option<ScopeId>,
    names: IntMap<Symbol, Entry>,
    /// Using-directives and inline namespaces (searched after the scope's own names).
    extra: Vec<ScopeId>,
    /// A class with bases whose members are unknown (dependent bases).
    open_bases: bool,
}

/// The interface the parser needs; sema's scopes can implement it later.
pub trait NameScopes {
    fn lookup(&self, sym: Symbol) -> Option<Entry>;
    fn lookup_in(&self, scope: ScopeId, sym: Symbol) -> Option<Entry>;
    fn declare(&mut self, sym: Symbol, kind: NameKind) -> Option<ScopeId>;
    fn current(&self) -> ScopeId;
    fn current_kind(&self) -> ScopeKind;
    /// Enters a new scope of the given kind (child of the current scope).
    fn push(&mut self, kind: ScopeKind) -> ScopeId;
    /// Re-enters an existing scope (its parents become the lookup chain); returns the previous one.
    fn enter(&mut self, s: ScopeId) -> ScopeId;
    fn set_current(&mut self, s: ScopeId);
    fn pop(&mut self);
    /// Enters namespace `sym` (creating it), `inline` makes it transparent in its parent.
    fn enter_namespace(&mut self, sym: Option<Symbol>, inline: bool) -> ScopeId;
    fn add_using_directive(&mut self, target: ScopeId);
    fn set_open_bases(&mut self);
    /// Creates the member scope for a class definition named `sym` (declared in the nearest
    /// non-template-parameter scope; the new scope's parent is the current scope so template
    /// parameters stay visible). A redefinition (specialization) links the new scope into the old.
    fn class_scope(&mut self, sym: Symbol, kind: NameKind) -> ScopeId;
    /// Declares in exactly the current scope (template parameters, injected class names, params).
    fn declare_here(&mut self, sym: Symbol, kind: NameKind);
    /// Declares `sym` as a copy of an existing entry (using-declarations).
    fn declare_entry(&mut self, sym: Symbol, e: Entry);
    /// Makes namespace alias `sym` (already declared) designate `target`.
    fn alias_namespace(&mut self, sym: Symbol, target: ScopeId);
    /// Looks only in the declaration scope (nearest non-template-parameter scope).
    fn lookup_here(&self, sym: Symbol) -> Option<Entry>;
}

pub struct Names {
    scopes: Vec<Scope>,
    cur: ScopeId,
}

impl Default for Names {
    fn default() -> Self {
        Self::new()
    }
}

impl Names {
    pub fn new() -> Names {
        Names {
            scopes: vec![Scope {
                kind: ScopeKind::Namespace,
                parent: None,
                names: IntMap::default(),
                extra: Vec::new(),
                open_bases: false,
            }],
            cur: ScopeId(0),
        }
    }

    fn s(&self, id: ScopeId) -> &Scope {
        &self.scopes[id.0 as usize]
    }

    fn new_scope(&mut self, kind: ScopeKind, parent: Option<ScopeId>) -> ScopeId {
        self.scopes.push(Scope { kind, parent, names: IntMap::default(), extra: Vec::new(), open_bases: false });
        ScopeId(self.scopes.len() as u32 - 1)
    }

    /// Looks in `id` and the scopes it nominates (using-directives, inline namespaces, linked
    /// specializations), depth-first over a bounded stack with a visited set, so cyclic
    /// using-directives terminate and no allocation happens on this hot path.
    fn find_in(&self, id: ScopeId, sym: Symbol) -> Option<Entry> {
        let sc = self.s(id);
        if let Some(e) = sc.names.get(&sym) {
            return Some(*e);
        }
        if sc.extra.is_empty() {
            return None;
        }
        const CAP: usize = 128;
        let mut seen = [ScopeId(u32::MAX); CAP];
        let mut nseen = 1;
        seen[0] = id;
        let mut stack = [ScopeId(u32::MAX); CAP];
        let mut n = 0;
        for &x in sc.extra.iter().rev() {
            if n < CAP {
                stack[n] = x;
                n += 1;
            }
        }
        while n > 0 {
            n -= 1;
            let s = stack[n];
            if seen[..nseen].contains(&s) {
                continue;
            }
            if nseen < CAP {
                seen[nseen] = s;
                nseen += 1;
            }
            let ss = self.s(s);
            if let Some(e) = ss.names.get(&sym) {
                return Some(*e);
            }
            for &x in ss.extra.iter().rev() {
                if n < CAP {
                    stack[n] = x;
                    n += 1;
                }
            }
        }
        None
    }

    /// The scope declarations go to: the current one, skipping template-parameter scopes.
    fn decl_scope(&self) -> ScopeId {
        let mut s = self.cur;
        while self.s(s).kind == ScopeKind::TemplateParams {
            match self.s(s).parent {
                Some(p) => s = p,
                None => break,
            }
        }
        s
    }

    pub fn is_open_class(&self, id: ScopeId) -> bool {
        self.s(id).open_bases
    }

    pub fn scope_kind(&self, id: ScopeId) -> ScopeKind {
        self.s(id).kind
    }
}

impl NameScopes for Names {
    fn lookup(&self, sym: Symbol) -> Option<Entry> {
        let mut s = Some(self.cur);
        while let Some(id) = s {
            if let Some(e) = self.find_in(id, sym) {
                return Some(e);
            }
            s = self.s(id).parent;
        }
        None
    }

    fn lookup_in(&self, scope: ScopeId, sym: Symbol) -> Option<Entry> {
        self.find_in(scope, sym)
    }

    fn declare(&mut self, sym: Symbol, kind: NameKind) -> Option<ScopeId> {
        let cur = self.decl_scope().0 as usize;
        let names = &mut self.scopes[cur].names;
        match names.get_mut(&sym) {
            Some(e) => {
                match (e.kind, kind) {
                    // A function or variable hides a class of the same name.
                    (NameKind::Type | NameKind::TypeTemplate, NameKind::Value) => {
                        if e.scope.is_some() || e.kind == NameKind::TypeTemplate {
                            e.hidden_class = Some((e.kind, e.scope));
                        }
                        e.kind = NameKind::Value;
                        e.scope = None;
                    }
                    // Redeclaring `struct stat` after the function keeps the function visible.
                    (NameKind::Value, NameKind::Type) if e.hidden_class.is_some() => {}
                    (NameKind::Value | NameKind::ValueTemplate, NameKind::ValueTemplate) => e.kind = NameKind::ValueTemplate,
                    (NameKind::ValueTemplate, NameKind::Value) => {}
                    (_, k) => {
                        if e.kind != k {
                            e.kind = k;
                            if !matches!(k, NameKind::Type | NameKind::TypeTemplate | NameKind::Namespace) {
                                e.scope = None;
                            }
                        }
                    }
                }
                e.scope
            }
            None => {
                names.insert(sym, Entry { kind, scope: None, hidden_class: None });
                None
            }
        }
    }

    fn current(&self) -> ScopeId {
        self.cur
    }

    fn current_kind(&self) -> ScopeKind {
        self.s(self.cur).kind
    }

    fn push(&mut self, kind: ScopeKind) -> ScopeId {
        let id = self.new_scope(kind, Some(self.cur));
        self.cur = id;
        id
    }

    fn enter(&mut self, s: ScopeId) -> ScopeId {
        let prev = self.cur;
        self.cur = s;
        prev
    }

    fn set_current(&mut self, s: ScopeId) {
        self.cur = s;
    }

    fn pop(&mut self) {
        if let Some(p) = self.s(self.cur).parent {
            self.cur = p;
        }
    }

    fn enter_namespace(&mut self, sym: Option<Symbol>, inline: bool) -> ScopeId {
        let Some(sym) = sym else {
            // Unnamed namespaces: one per enclosing namespace, with an implicit using-directive.
            let key = Symbol(u32::MAX);
            let id = match self.s(self.cur).names.get(&key).and_then(|e| e.scope) {
                Some(id) => id,
                None => {
                    let id = self.new_scope(ScopeKind::Namespace, Some(self.cur));
                    let cur = self.cur.0 as usize;
                    self.scopes[cur].names.insert(key, Entry { kind: NameKind::Namespace, scope: Some(id), hidden_class: None });
                    self.scopes[cur].extra.push(id);
                    id
                }
            };
            self.cur = id;
            return id;
        };
        let existing = self.s(self.cur).names.get(&sym).and_then(|e| if e.kind == NameKind::Namespace { e.scope } else { None });
        let id = match existing {
            Some(id) => id,
            None => {
                let id = self.new_scope(ScopeKind::Namespace, Some(self.cur));
                let cur = self.cur.0 as usize;
                self.scopes[cur].names.insert(sym, Entry { kind: NameKind::Namespace, scope: Some(id), hidden_class: None });
                id
            }
        };
        if inline {
            let cur = self.cur.0 as usize;
            if !self.scopes[cur].extra.contains(&id) {
                self.scopes[cur].extra.push(id);
            }
        }
        self.cur = id;
        id
    }

    fn add_using_directive(&mut self, target: ScopeId) {
        let cur = self.cur.0 as usize;
        if target != self.cur && !self.scopes[cur].extra.contains(&target) {
            self.scopes[cur].extra.push(target);
        }
    }

    fn set_open_bases(&mut self) {
        let cur = self.cur.0 as usize;
        self.scopes[cur].open_bases = true;
    }

    fn class_scope(&mut self, sym: Symbol, kind: NameKind) -> ScopeId {
        let ds = self.decl_scope();
        let id = self.new_scope(ScopeKind::Class, Some(self.cur));
        let names = &mut self.scopes[ds.0 as usize].names;
        let mut link = None;
        match names.get_mut(&sym) {
            Some(e) if e.kind == NameKind::Value || e.kind == NameKind::ValueTemplate => match e.hidden_class {
                Some((_, Some(old))) => link = Some(old),
                _ => e.hidden_class = Some((kind, Some(id))),
            },
            Some(e) => match e.scope {
                Some(old) if matches!(e.kind, NameKind::Type | NameKind::TypeTemplate) => link = Some(old),
                _ => {
                    e.kind = kind;
                    e.scope = Some(id);
                }
            },
            None => {
                names.insert(sym, Entry { kind, scope: Some(id), hidden_class: None });
            }
        }
        if let Some(old) = link {
            // Specializations / redefinitions: lookups through the name see both member sets.
            let o = old.0 as usize;
            if self.scopes[o].extra.len() < 64 {
                self.scopes[o].extra.push(id);
            }
        }
        id
    }

    fn declare_here(&mut self, sym: Symbol, kind: NameKind) {
        let cur = self.cur.0 as usize;
        let names = &mut self.scopes[cur].names;
        match names.get_mut(&sym) {
            Some(e) => {
                if e.kind != kind {
                    e.kind = kind;
                }
            }
            None => {
                names.insert(sym, Entry { kind, scope: None, hidden_class: None });
            }
        }
    }

    fn declare_entry(&mut self, sym: Symbol, e: Entry) {
        let ds = self.decl_scope().0 as usize;
        self.scopes[ds].names.insert(sym, e);
    }

    fn alias_namespace(&mut self, sym: Symbol, target: ScopeId) {
        let ds = self.decl_scope().0 as usize;
        self.scopes[ds].names.insert(sym, Entry { kind: NameKind::Namespace, scope: Some(target), hidden_class: None });
    }

    fn lookup_here(&self, sym: Symbol) -> Option<Entry> {
        self.s(self.decl_scope()).names.get(&sym).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn scopes_and_hiding() {
        let mut n = Names::new();
        let (a, b, stat) = (Symbol(1), Symbol(2), Symbol(3));
        let std = n.enter_namespace(Some(a), false);
        let v1 = n.enter_namespace(Some(b), true);
        n.declare(Symbol(9), NameKind::TypeTemplate);
        n.pop();
        n.pop();
        assert_eq!(n.lookup_in(std, Symbol(9)).map(|e| e.kind), Some(NameKind::TypeTemplate));
        assert_eq!(n.lookup_in(v1, Symbol(9)).map(|e| e.kind), Some(NameKind::TypeTemplate));
        assert_eq!(n.lookup(Symbol(9)), None);
        n.add_using_directive(std);
        assert_eq!(n.lookup(Symbol(9)).map(|e| e.kind), Some(NameKind::TypeTemplate));
        n.class_scope(stat, NameKind::Type);
        n.declare(stat, NameKind::Value);
        let e = n.lookup(stat).unwrap();
        assert_eq!(e.kind, NameKind::Value);
        assert!(e.hidden_class.is_some());
    }
}

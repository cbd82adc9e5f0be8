//! Interned names. A [`Symbol`] is a `u32`; name comparison is an integer compare.
//!
//! All symbol text lives in one `String` (no allocation per name). The lexer interns identifiers with its own
//! table today; at merge the two are unified behind this minimal API: [`Names::intern`] and [`Names::resolve`].

use super::hashtab::{HashIndex, Hasher};

/// An interned identifier (or operator/special name such as `operator+` — see [`Names::intern`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Symbol(pub u32);

impl Symbol {
    /// The empty name: unnamed namespaces, classes, enums, bit-fields and parameters.
    pub const EMPTY: Symbol = Symbol(0);
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// The interner.
#[derive(Clone, Debug)]
pub struct Names {
    text: String,
    /// `spans[i]` = byte range of symbol `i` in `text`.
    spans: Vec<(u32, u32)>,
    index: HashIndex,
}

impl Default for Names {
    fn default() -> Self {
        Self::new()
    }
}

fn hash(s: &str) -> u64 {
    let mut h = Hasher::new();
    h.add_bytes(s.as_bytes());
    h.finish()
}

impl Names {
    pub fn new() -> Self {
        let mut n = Names {
            text: String::new(),
            spans: Vec::new(),
            index: HashIndex::new(),
        };
        let e = n.intern("");
        debug_assert_eq!(e, Symbol::EMPTY);
        n
    }

    /// Returns the symbol for `s`, creating it on first use.
    pub fn intern(&mut self, s: &str) -> Symbol {
        let h = hash(s);
        let (text, spans) = (&self.text, &self.spans);
        if let Some(id) = self.index.find(h, |id| {
            let (lo, hi) = spans[id as usize];
            &text[lo as usize..hi as usize] == s
        }) {
            return Symbol(id);
        }
        let lo = self.text.len() as u32;
        self.text.push_str(s);
        let id = self.spans.len() as u32;
        self.spans.push((lo, self.text.len() as u32));
        self.index.insert(h, id);
        Symbol(id)
    }

    /// Looks a name up without creating it (`None` if never interned: no entity can have that name).
    pub fn get(&self, s: &str) -> Option<Symbol> {
        let (text, spans) = (&self.text, &self.spans);
        self.index
            .find(hash(s), |id| {
                let (lo, hi) = spans[id as usize];
                &text[lo as usize..hi as usize] == s
            })
            .map(Symbol)
    }

    /// The text of `sym` ("" for an id that was never handed out).
    pub fn resolve(&self, sym: Symbol) -> &str {
        match self.spans.get(sym.0 as usize) {
            Some(&(lo, hi)) => &self.text[lo as usize..hi as usize],
            None => "",
        }
    }

    pub fn len(&self) -> usize {
        self.spans.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.len() <= 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn intern_resolve_roundtrip() {
        let mut n = Names::new();
        let a = n.intern("size_t");
        let b = n.intern("std");
        assert_ne!(a, b);
        assert_eq!(n.intern("size_t"), a);
        assert_eq!(n.resolve(a), "size_t");
        assert_eq!(n.resolve(b), "std");
        assert_eq!(n.intern(""), Symbol::EMPTY);
        assert_eq!(n.get("std"), Some(b));
        assert_eq!(n.get("nope"), None);
        assert_eq!(n.resolve(Symbol(9999)), "");
    }
    #[test]
    fn many_names() {
        let mut n = Names::new();
        let syms: Vec<Symbol> = (0..5000).map(|i| n.intern(&format!("name{i}"))).collect();
        for (i, s) in syms.iter().enumerate() {
            assert_eq!(n.resolve(*s), format!("name{i}"));
            assert_eq!(n.intern(&format!("name{i}")), *s);
        }
    }
}

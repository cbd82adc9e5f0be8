//! Identifier interning: every distinct spelling gets a dense [`Symbol`] (u32), so the parser and the
//! symbol tables compare and hash names as integers. Keywords are interned first (see `kw.rs`), which
//! makes "is this identifier a keyword in the current mode" one array index.
//!
//! The hash table is open addressing with an FxHash-style multiplicative hash over 8-byte words, written
//! here because the crate takes no dependencies.

/// An interned identifier spelling. `Symbol(0)` is the empty spelling (used for non-identifier tokens).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Symbol(pub u32);

impl Symbol {
    pub const NONE: Symbol = Symbol(0);
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

/// FxHash-style hash of a byte string: 8 bytes at a time, rotate-xor-multiply.
#[inline]
pub fn hash_bytes(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0;
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        let w = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
        h = (h.rotate_left(5) ^ w).wrapping_mul(SEED);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut buf = [0u8; 8];
        buf[..rest.len()].copy_from_slice(rest);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(buf)).wrapping_mul(SEED);
    }
    // Mix the length in so that "a\0" and "a" differ, and spread the high bits down for masking.
    h = (h.rotate_left(5) ^ bytes.len() as u64).wrapping_mul(SEED);
    h ^ (h >> 29)
}

/// Byte-string equality for equal-length short strings without a `memcmp` call.
#[inline]
fn same(a: &[u8], b: &[u8]) -> bool {
    let mut ca = a.chunks_exact(8);
    let mut cb = b.chunks_exact(8);
    for (x, y) in (&mut ca).zip(&mut cb) {
        if u64::from_ne_bytes([x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]])
            != u64::from_ne_bytes([y[0], y[1], y[2], y[3], y[4], y[5], y[6], y[7]])
        {
            return false;
        }
    }
    ca.remainder().iter().zip(cb.remainder()).all(|(x, y)| x == y)
}

/// The interner: an arena of spellings and an open-addressing index into it.
#[derive(Debug, Clone)]
pub struct Interner {
    arena: Vec<u8>,
    /// (start, len) of each symbol's spelling in `arena`.
    spans: Vec<(u32, u32)>,
    /// Slots hold symbol+1 (0 = empty); the low 32 bits of the hash are kept alongside to skip most
    /// byte comparisons.
    slots: Vec<(u32, u32)>,
    mask: usize,
}

impl Default for Interner {
    fn default() -> Self {
        Self::new()
    }
}

impl Interner {
    pub fn new() -> Interner {
        Self::with_capacity(512)
    }

    /// An interner sized for about `symbols` spellings before it grows.
    pub fn with_capacity(symbols: usize) -> Interner {
        let n = (symbols.max(256) * 2).next_power_of_two();
        let mut i = Interner { arena: Vec::new(), spans: Vec::new(), slots: vec![(0, 0); n], mask: n - 1 };
        let empty = i.intern(b"");
        debug_assert_eq!(empty, Symbol::NONE);
        i
    }

    pub fn len(&self) -> usize {
        self.spans.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// The spelling of a symbol (empty for an unknown symbol).
    pub fn get(&self, s: Symbol) -> &[u8] {
        match self.spans.get(s.0 as usize) {
            Some(&(lo, len)) => &self.arena[lo as usize..(lo + len) as usize],
            None => b"",
        }
    }

    /// The spelling as text (identifiers are ASCII or UTF-8; invalid bytes never get here).
    pub fn str(&self, s: Symbol) -> &str {
        std::str::from_utf8(self.get(s)).unwrap_or("")
    }

    /// Looks a spelling up without adding it.
    pub fn lookup(&self, bytes: &[u8]) -> Option<Symbol> {
        let h = hash_bytes(bytes);
        let mut i = h as usize & self.mask;
        loop {
            let (sym1, h32) = self.slots[i];
            if sym1 == 0 {
                return None;
            }
            if h32 == h as u32 && self.get(Symbol(sym1 - 1)) == bytes {
                return Some(Symbol(sym1 - 1));
            }
            i = (i + 1) & self.mask;
        }
    }

    /// Interns a spelling, returning its symbol.
    #[inline]
    pub fn intern(&mut self, bytes: &[u8]) -> Symbol {
        let h = hash_bytes(bytes);
        let mut i = h as usize & self.mask;
        loop {
            let (sym1, h32) = self.slots[i];
            if sym1 == 0 {
                break;
            }
            if h32 == h as u32 {
                let (lo, len) = self.spans[(sym1 - 1) as usize];
                if len as usize == bytes.len() && same(&self.arena[lo as usize..(lo + len) as usize], bytes) {
                    return Symbol(sym1 - 1);
                }
            }
            i = (i + 1) & self.mask;
        }
        let sym = self.spans.len() as u32;
        self.spans.push((self.arena.len() as u32, bytes.len() as u32));
        self.arena.extend_from_slice(bytes);
        self.slots[i] = (sym + 1, h as u32);
        // Keep the load factor under 1/2.
        if self.spans.len() * 2 > self.slots.len() {
            self.grow();
        }
        Symbol(sym)
    }

    fn grow(&mut self) {
        let n = self.slots.len() * 2;
        let mut slots = vec![(0u32, 0u32); n];
        let mask = n - 1;
        for (sym, &(lo, len)) in self.spans.iter().enumerate() {
            let h = hash_bytes(&self.arena[lo as usize..(lo + len) as usize]);
            let mut i = h as usize & mask;
            while slots[i].0 != 0 {
                i = (i + 1) & mask;
            }
            slots[i] = (sym as u32 + 1, h as u32);
        }
        self.slots = slots;
        self.mask = mask;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_stable_and_dense() {
        let mut i = Interner::new();
        let a = i.intern(b"alpha");
        let b = i.intern(b"beta");
        assert_eq!(i.intern(b"alpha"), a);
        assert_ne!(a, b);
        assert_eq!(i.get(b), b"beta");
        assert_eq!(i.lookup(b"gamma"), None);
        assert_eq!(i.lookup(b"beta"), Some(b));
        assert_eq!(i.intern(b""), Symbol::NONE);
    }

    #[test]
    fn survives_growth() {
        let mut i = Interner::new();
        let syms: Vec<Symbol> = (0..5000).map(|n| i.intern(format!("id_{n}").as_bytes())).collect();
        for (n, s) in syms.iter().enumerate() {
            assert_eq!(i.get(*s), format!("id_{n}").as_bytes());
            assert_eq!(i.intern(format!("id_{n}").as_bytes()), *s);
        }
        assert_eq!(i.len(), 5001);
    }
}

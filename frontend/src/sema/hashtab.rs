//! A small open-addressing hash index used by every interner in `sema`.
//!
//! It stores only `u32` ids; the caller keeps the keyed data in its own arena and supplies the hash and the
//! equality test at each call. That lets the type table, the list pools and the name interner hash-cons their
//! nodes without a second copy of each key and without a heap allocation per entry (std's `HashMap` would need
//! an owned key, and `raw_entry` is not stable).

const EMPTY: u32 = u32::MAX;

/// FxHash-style mixing: fast, deterministic (no random seed, so output order never depends on the run).
#[derive(Clone, Copy, Default)]
pub struct Hasher(u64);

impl Hasher {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    #[inline]
    pub fn new() -> Self {
        Hasher(0)
    }
    #[inline]
    pub fn add(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(Self::K);
    }
    #[inline]
    pub fn add_bytes(&mut self, b: &[u8]) {
        let mut chunks = b.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        let mut w = [0u8; 8];
        w[..rest.len()].copy_from_slice(rest);
        self.add(u64::from_le_bytes(w) ^ ((b.len() as u64) << 56));
    }
    /// Final avalanche (murmur3 fmix64): the table indexes by the *low* bits, and a bare multiply leaves
    /// those depending only on the low input bits (`(scope << 32) | name` keys would all collide).
    #[inline]
    pub fn finish(self) -> u64 {
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
}

/// Lets `#[derive(Hash)]` types feed this hasher (the type table hashes `TypeKind` this way).
impl std::hash::Hasher for Hasher {
    fn finish(&self) -> u64 {
        Hasher::finish(*self)
    }
    fn write(&mut self, bytes: &[u8]) {
        self.add_bytes(bytes);
    }
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    fn write_u16(&mut self, i: u16) {
        self.add(i as u64);
    }
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
}

/// An index from hash to id. Load factor kept ≤ 1/2.
#[derive(Clone, Debug, Default)]
pub struct HashIndex {
    slots: Vec<u32>,
    /// Hash of the entry in each slot (saves re-hashing on growth and rejects most mismatches cheaply).
    hashes: Vec<u64>,
    len: usize,
}

impl HashIndex {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Finds an id with hash `h` for which `eq(id)` holds.
    pub fn find(&self, h: u64, mut eq: impl FnMut(u32) -> bool) -> Option<u32> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = (h as usize) & mask;
        loop {
            let s = self.slots[i];
            if s == EMPTY {
                return None;
            }
            if self.hashes[i] == h && eq(s) {
                return Some(s);
            }
            i = (i + 1) & mask;
        }
    }

    /// Inserts `id` under hash `h` (the caller has checked it is not present).
    pub fn insert(&mut self, h: u64, id: u32) {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        self.place(h, id);
        self.len += 1;
    }

    fn place(&mut self, h: u64, id: u32) {
        let mask = self.slots.len() - 1;
        let mut i = (h as usize) & mask;
        while self.slots[i] != EMPTY {
            i = (i + 1) & mask;
        }
        self.slots[i] = id;
        self.hashes[i] = h;
    }

    fn grow(&mut self) {
        let n = (self.slots.len() * 2).max(64);
        let old_slots = std::mem::replace(&mut self.slots, vec![EMPTY; n]);
        let old_hashes = std::mem::replace(&mut self.hashes, vec![0; n]);
        for (s, h) in old_slots.into_iter().zip(old_hashes) {
            if s != EMPTY {
                self.place(h, s);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn insert_find_many() {
        let keys: Vec<u64> = (0..1000u64).map(|i| i * 7919).collect();
        let mut ix = HashIndex::new();
        for (i, k) in keys.iter().enumerate() {
            let mut h = Hasher::new();
            h.add(*k);
            assert!(ix.find(h.finish(), |id| keys[id as usize] == *k).is_none());
            ix.insert(h.finish(), i as u32);
        }
        for (i, k) in keys.iter().enumerate() {
            let mut h = Hasher::new();
            h.add(*k);
            assert_eq!(ix.find(h.finish(), |id| keys[id as usize] == *k), Some(i as u32));
        }
        assert_eq!(ix.len(), 1000);
    }
    #[test]
    fn colliding_hashes_are_told_apart_by_eq() {
        let mut ix = HashIndex::new();
        ix.insert(5, 0);
        ix.insert(5, 1);
        assert_eq!(ix.find(5, |id| id == 1), Some(1));
        assert_eq!(ix.find(5, |id| id == 2), None);
    }
}

//! A deterministic test-case reducer over bytes, driven by an interestingness predicate
//! (`FnMut(&[u8]) -> bool`; the harness supplies "this mismatch signature still occurs").
//!
//! Passes, looped to a fixpoint: ddmin over lines, ddmin over tokens, then the structural passes
//! of [`passes::PASSES`] (top-level declarations, block statements, balanced brackets,
//! expressions → `0`, typedef inlining, template default removal, identifier shortening).
//! Every accepted candidate strictly decreases (token count, byte length), so the loop
//! terminates; predicate results are cached by content hash so no content is tested twice.
pub mod ddmin;
pub mod passes;
pub mod tokens;

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

/// Limits: predicate invocations (cache hits are free) and optional wall-clock time.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub max_tests: usize,
    pub wall: Option<Duration>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget { max_tests: 20_000, wall: None }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Predicate invocations.
    pub tests_run: usize,
    /// Candidates answered from the cache.
    pub cache_hits: usize,
    pub bytes_before: usize,
    pub bytes_after: usize,
    pub lines_before: usize,
    pub lines_after: usize,
    /// Fixpoint rounds over all passes.
    pub rounds: usize,
    /// Accepted reductions per pass, in pass order.
    pub accepted: Vec<(String, usize)>,
    /// The budget ran out before a fixpoint was reached.
    pub budget_exhausted: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReduceError {
    /// The predicate does not hold on the original input: nothing to preserve.
    NotInteresting,
}

/// Wraps the predicate: cache, budget, progress measure.
pub struct Tester<F> {
    pred: F,
    cache: HashMap<(u64, u64, usize), bool>,
    budget: Budget,
    start: Instant,
    /// The current best (interesting) content and its (tokens, bytes) measure.
    best: Vec<u8>,
    measure: (usize, usize),
    pub stats: Stats,
}

fn key(c: &[u8]) -> (u64, u64, usize) {
    // Two independent 64-bit hashes (FNV-1a and SipHash with fixed keys) + length: collisions
    // are not a practical concern and memory stays O(1) per tested candidate.
    let mut fnv: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in c {
        fnv = (fnv ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
    #[allow(deprecated)]
    let mut sip = std::hash::SipHasher::new_with_keys(0x0123_4567, 0x89ab_cdef);
    c.hash(&mut sip);
    (fnv, sip.finish(), c.len())
}

fn measure(c: &[u8]) -> (usize, usize) {
    (tokens::count(c), c.len())
}

impl<F: FnMut(&[u8]) -> bool> Tester<F> {
    fn exhausted(&self) -> bool {
        self.stats.tests_run >= self.budget.max_tests || self.budget.wall.is_some_and(|w| self.start.elapsed() >= w)
    }

    /// Asks the predicate (or the cache) about `cand`. `Some(true)`: interesting *and* smaller than
    /// the current best, which it becomes. `None`: the budget is exhausted.
    pub fn try_candidate(&mut self, cand: &[u8]) -> Option<bool> {
        let m = measure(cand);
        if m >= self.measure {
            return Some(false);
        }
        let k = key(cand);
        let ok = match self.cache.get(&k) {
            Some(&ok) => {
                self.stats.cache_hits += 1;
                ok
            }
            None => {
                if self.exhausted() {
                    self.stats.budget_exhausted = true;
                    return None;
                }
                self.stats.tests_run += 1;
                let ok = (self.pred)(cand);
                self.cache.insert(k, ok);
                ok
            }
        };
        if ok {
            self.best = cand.to_vec();
            self.measure = m;
        }
        Some(ok)
    }
}

/// The reduced input and statistics.
#[derive(Clone, Debug)]
pub struct Reduction {
    pub output: Vec<u8>,
    pub stats: Stats,
}

/// Reduces `input` while `pred` holds. Deterministic for a deterministic predicate.
pub fn reduce<F: FnMut(&[u8]) -> bool>(input: &[u8], mut pred: F, budget: Budget) -> Result<Reduction, ReduceError> {
    let lines = |c: &[u8]| c.split(|&b| b == b'\n').filter(|l| !l.is_empty()).count();
    if !pred(input) {
        return Err(ReduceError::NotInteresting);
    }
    let mut t = Tester {
        pred,
        cache: HashMap::new(),
        budget,
        start: Instant::now(),
        best: input.to_vec(),
        measure: measure(input),
        stats: Stats {
            tests_run: 1,
            bytes_before: input.len(),
            lines_before: lines(input),
            ..Default::default()
        },
    };
    t.cache.insert(key(input), true);
    let mut accepted: Vec<(String, usize)> = ["lines", "tokens"]
        .iter()
        .map(|s| s.to_string())
        .chain(passes::PASSES.iter().map(|(n, _)| n.to_string()))
        .map(|n| (n, 0))
        .collect();
    'fix: loop {
        t.stats.rounds += 1;
        let round_start = t.measure;
        for (idx, split) in [ddmin::lines as fn(&[u8]) -> Vec<Vec<u8>>, ddmin::token_pieces].into_iter().enumerate() {
            let before = t.measure;
            let pieces = split(&t.best.clone());
            ddmin::ddmin(&mut t, pieces);
            if t.measure < before {
                accepted[idx].1 += 1;
            }
            if t.stats.budget_exhausted {
                break 'fix;
            }
        }
        for (pi, (_, pass)) in passes::PASSES.iter().enumerate() {
            let mut i = 0;
            while let Some(cand) = pass(&t.best.clone(), i) {
                match t.try_candidate(&cand) {
                    None => break 'fix,
                    Some(true) => accepted[pi + 2].1 += 1,
                    Some(false) => i += 1,
                }
            }
        }
        if t.measure == round_start {
            break;
        }
    }
    t.stats.bytes_after = t.best.len();
    t.stats.lines_after = lines(&t.best);
    t.stats.accepted = accepted;
    Ok(Reduction { output: t.best, stats: t.stats })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uninteresting_input_is_an_error() {
        assert_eq!(reduce(b"x", |_| false, Budget::default()).err(), Some(ReduceError::NotInteresting));
    }

    #[test]
    fn reduces_to_the_planted_token() {
        let input = b"int a;\nint b = 1 + 2;\nvoid f() { g(); NEEDLE(); h(); }\nint c;\n";
        let r = reduce(input, |c| c.windows(6).any(|w| w == b"NEEDLE"), Budget::default()).unwrap();
        assert_eq!(r.output, b"NEEDLE");
        assert_eq!(r.stats.bytes_before, input.len());
        assert_eq!(r.stats.bytes_after, 6);
    }

    #[test]
    fn budget_is_respected() {
        let input: Vec<u8> = (0..200).flat_map(|i| format!("int v{i};\n").into_bytes()).collect();
        let mut calls = 0;
        let r = reduce(&input, |c| { calls += 1; c.len() > 100 }, Budget { max_tests: 10, wall: None }).unwrap();
        assert!(r.stats.budget_exhausted);
        assert_eq!(r.stats.tests_run, 10);
        assert_eq!(calls, 10);
    }

    #[test]
    fn wall_clock_budget_stops_early() {
        let input: Vec<u8> = (0..200).flat_map(|i| format!("int v{i};\n").into_bytes()).collect();
        let slow = |c: &[u8]| {
            std::thread::sleep(Duration::from_millis(20));
            c.len() > 100
        };
        let r = reduce(&input, slow, Budget { max_tests: usize::MAX, wall: Some(Duration::from_millis(200)) }).unwrap();
        assert!(r.stats.budget_exhausted);
        assert!(r.stats.tests_run < 20, "{:?}", r.stats);
        assert!(r.output.len() > 100 && r.output.len() <= input.len());
    }
}

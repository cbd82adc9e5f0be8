//! The reducer on generated programs with synthetic predicates.
use cufe_harness::campaign::gen::{Flavor, Program};
use cufe_harness::campaign::reduce::{reduce, Budget};
use std::collections::HashSet;

fn balanced(c: &[u8]) -> bool {
    let mut stack = Vec::new();
    for &b in c {
        match b {
            b'(' | b'{' | b'[' => stack.push(b),
            b')' | b'}' | b']' => {
                let open = match b {
                    b')' => b'(',
                    b'}' => b'{',
                    _ => b'[',
                };
                if stack.pop() != Some(open) {
                    return false;
                }
            }
            _ => {}
        }
    }
    stack.is_empty()
}

fn contains(c: &[u8], s: &str) -> bool {
    c.windows(s.len()).any(|w| w == s.as_bytes())
}

/// A ~100-line generated program that launches a kernel.
fn hundred_lines() -> Vec<u8> {
    for seed in 0.. {
        let p = Program::generate(seed, 28).print(Flavor::Cu);
        let n = p.lines().count();
        if (90..=140).contains(&n) && p.contains("<<<") && p.contains("__launch_bounds__") {
            return p.into_bytes();
        }
    }
    unreachable!()
}

/// "Still a balanced program with a `<<<` launch and a `__launch_bounds__` kernel".
fn planted(c: &[u8]) -> bool {
    balanced(c) && contains(c, "<<<") && contains(c, ">>>") && contains(c, "__launch_bounds__(") && contains(c, "__global__")
}

#[test]
fn planted_property_reduces_to_ten_lines() {
    let input = hundred_lines();
    let r = reduce(&input, planted, Budget::default()).unwrap();
    let out = String::from_utf8_lossy(&r.output);
    eprintln!("{:?}\n{out}", r.stats);
    assert!(planted(&r.output));
    assert!(r.stats.lines_before >= 90);
    assert!(r.stats.lines_after <= 10, "{out}");
    assert!(r.stats.bytes_after < r.stats.bytes_before / 5);
    assert!(!r.stats.budget_exhausted);
}

#[test]
fn deterministic_and_never_asks_twice() {
    let input = hundred_lines();
    let run = || {
        let mut seen = HashSet::new();
        let mut dup = 0;
        let r = reduce(&input, |c| {
            if !seen.insert(c.to_vec()) {
                dup += 1;
            }
            planted(c)
        }, Budget::default())
        .unwrap();
        (r, dup, seen.len())
    };
    let (a, dup_a, n_a) = run();
    let (b, _, _) = run();
    assert_eq!(dup_a, 0, "the predicate was asked about the same content twice");
    assert_eq!(n_a, a.stats.tests_run);
    assert_eq!(a.output, b.output);
    assert_eq!(a.stats, b.stats);
}

#[test]
fn cxx_passes_fire() {
    let input = b"typedef unsigned int T;\ntemplate <typename U = T> struct LongName { U member; };\nvoid function_one() { LongName<T> v; v.member = 1 + 2 * 3; }\n";
    // Interesting while a struct template is instantiated with `unsigned int`, spelled directly or
    // through the typedef: only typedef inlining can remove the typedef.
    let pred = |c: &[u8]| {
        balanced(c)
            && contains(c, "struct")
            && contains(c, "template")
            && (contains(c, "<unsigned int>") || (contains(c, "typedef unsigned int T;") && contains(c, "<T>")))
    };
    let r = reduce(input, pred, Budget::default()).unwrap();
    let out = String::from_utf8_lossy(&r.output).to_string();
    eprintln!("{out}\n{:?}", r.stats);
    assert!(!out.contains("typedef"), "{out}");
    assert!(!out.contains("LongName") && !out.contains("function_one"), "{out}");
    let fired = |n: &str| r.stats.accepted.iter().any(|(p, k)| p == n && *k > 0);
    assert!(fired("inline-typedefs"), "{:?}", r.stats.accepted);
}

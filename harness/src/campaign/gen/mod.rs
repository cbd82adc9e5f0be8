//! Structure-aware CUDA program generation: a non-recursive model (`model`) that derives
//! `arbitrary::Arbitrary` for coverage-guided fuzzing, a seeded deterministic generator for
//! campaigns (`Program::generate`), and printers to `.cu` and hermetic bare `.ii` (`print`).
pub mod model;
pub mod print;

pub use model::*;
pub use print::{Flavor, BARE_LAUNCH_PRELUDE};

use crate::campaign::rng::SplitMix64;
use arbitrary::{Arbitrary, Unstructured};

/// Bytes of entropy given to each item: bounds nested vectors (statements, operands) per item.
const ITEM_ENTROPY: usize = 96;

impl Program {
    /// A deterministic program of `size` top-level items from `seed` (same seed and size → same
    /// model → same printed bytes). Item kinds are weighted towards functions and kernels, where
    /// the cross-space rules live; the contents of each item come from `Arbitrary` over
    /// SplitMix64 bytes.
    pub fn generate(seed: u64, size: usize) -> Program {
        let mut rng = SplitMix64::new(seed);
        let mut items = Vec::with_capacity(size);
        for _ in 0..size {
            let mut buf = [0u8; ITEM_ENTROPY];
            let kind = rng.below(100);
            rng.fill(&mut buf);
            let mut u = Unstructured::new(&buf);
            let item = match kind {
                0..=24 => Function::arbitrary(&mut u).map(Item::Function),
                25..=42 => Kernel::arbitrary(&mut u).map(Item::Kernel),
                43..=56 => GlobalVar::arbitrary(&mut u).map(Item::Var),
                57..=61 => Ty::arbitrary(&mut u).map(Item::Typedef),
                62..=68 => Vec::<NsMember>::arbitrary(&mut u).map(Item::Namespace),
                69..=78 => Class::arbitrary(&mut u).map(Item::Class),
                79..=90 => FunctionTemplate::arbitrary(&mut u).map(Item::FunctionTemplate),
                _ => ClassTemplate::arbitrary(&mut u).map(Item::ClassTemplate),
            };
            if let Ok(item) = item {
                items.push(item);
            }
        }
        Program { items }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_bytes() {
        for seed in 0..20 {
            let a = Program::generate(seed, 12);
            let b = Program::generate(seed, 12);
            assert_eq!(a, b);
            assert_eq!(a.bare_ii(), b.bare_ii());
            assert_eq!(a.cu(), b.cu());
        }
        assert_ne!(Program::generate(1, 12).cu(), Program::generate(2, 12).cu());
    }

    #[test]
    fn bare_flavour_has_marker_and_no_cuda_keywords() {
        for seed in 0..30 {
            let p = Program::generate(seed, 15);
            let s = p.print(Flavor::Bare);
            let body = s.trim_start_matches("// nvcc-options: --extended-lambda\n");
            assert!(body.starts_with("# 1 \"fuzz.cu\"\n"), "{s}");
            for kw in ["__global__", "__device__ ", "__launch_bounds__", "__shared__", "#include"] {
                assert!(!s.contains(kw), "{kw} in bare output:\n{s}");
            }
            assert_eq!(s.contains("<<<"), s.contains("__cudaPushCallConfiguration"), "{s}");
        }
    }

    /// The bare flavour's body starts at the same line number as in the `.cu` (checked against
    /// the reference too: identical diagnostics up to the file name).
    #[test]
    fn bare_and_cu_bodies_line_up() {
        for seed in 0..40 {
            let p = Program::generate(seed, 12);
            let (cu, bare) = (p.print(Flavor::Cu), p.print(Flavor::Bare));
            let header = if p.uses_extended_lambda() { 1 } else { 0 };
            let last_marker = bare.lines().enumerate().filter(|(_, l)| l.starts_with("# ")).last().unwrap();
            let k: usize = last_marker.1[2..].split(' ').next().unwrap().parse().unwrap();
            assert_eq!(k, header + 1, "{bare}");
            let body: Vec<&str> = bare.lines().skip(last_marker.0 + 1).collect();
            assert_eq!(body.len(), cu.lines().count() - header, "seed {seed}");
        }
    }

    #[test]
    fn generator_reaches_the_interesting_constructs() {
        let all: String = (0..60).map(|s| Program::generate(s, 20).cu()).collect();
        for needle in [
            "__global__",
            "__host__ __device__",
            "<<<",
            "__launch_bounds__(",
            "__cluster_dims__(",
            "__maxnreg__(",
            "__constant__",
            "__shared__",
            "__managed__",
            "virtual",
            "override",
            "template struct",
            "template <typename T",
            "namespace ns",
            "typedef",
            "[=] __device__",
            "__grid_constant__",
            "template <typename KT> __global__",
            " o; (void)o.m",
            " = f",
        ] {
            assert!(all.contains(needle), "never generated: {needle}");
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic_and_print() {
        let mut rng = SplitMix64::new(99);
        for len in [0usize, 1, 7, 64, 500, 4000] {
            let mut buf = vec![0u8; len];
            rng.fill(&mut buf);
            if let Ok(p) = Program::arbitrary(&mut Unstructured::new(&buf)) {
                let _ = p.bare_ii();
                let _ = p.cu();
            }
        }
    }
}

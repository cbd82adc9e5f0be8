//! The generative differential fuzz loop behind `cufe-harness fuzz --minutes N [--seed S]`:
//! program i is `Program::generate(seed + i, size_i)`, so every finding is reproducible from
//! (seed, size) alone. The caller runs both front ends (it owns the reference cache and process
//! handling); this loop classifies, de-duplicates by signature and keeps the smallest input per
//! signature for reduction.
use super::gen::Program;
use super::history::Finding;
use super::rng::SplitMix64;
use super::signature::{classify, MismatchKind};
use crate::model::SideOutput;
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct FuzzConfig {
    pub seed: u64,
    /// Wall-clock budget (`--minutes N`).
    pub duration: Duration,
    /// Optional cap on generated programs (tests, CI smoke runs).
    pub max_programs: Option<u64>,
    /// Largest program, in top-level items; sizes vary in `2..=max_size` by seed.
    pub max_size: usize,
}

impl FuzzConfig {
    pub fn minutes(seed: u64, minutes: u64) -> Self {
        FuzzConfig { seed, duration: Duration::from_secs(minutes * 60), max_programs: None, max_size: 16 }
    }

    /// The size of program `seed` (deterministic).
    pub fn size_for(&self, seed: u64) -> usize {
        2 + SplitMix64::new(seed ^ 0x5eed).below(self.max_size.saturating_sub(1) as u64) as usize
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuzzFinding {
    pub kind: MismatchKind,
    pub signature: String,
    pub detail: String,
    /// Reproduce with `Program::generate(seed, size)`.
    pub seed: u64,
    pub size: usize,
    /// The smallest bare `.ii` seen with this signature, and the extra cudafe++ args it needs.
    pub input: Vec<u8>,
    pub extra_args: Vec<String>,
    /// How many programs hit this signature.
    pub hits: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FuzzReport {
    pub programs: u64,
    pub agree: u64,
    /// Programs the reference itself could not judge (runner returned `None`).
    pub skipped: u64,
    /// One per signature, in order of first occurrence.
    pub findings: Vec<FuzzFinding>,
}

impl FuzzFinding {
    /// File name for the corpus case: `fuzz-<kind>-s<seed>-n<size>.ii`.
    pub fn case_name(&self) -> String {
        format!("fuzz-{}-s{}-n{}.ii", self.kind.as_str(), self.seed, self.size)
    }

    /// A corpus `.ii` case (docs/CORPUS.md): directive comments, then the bare program, which
    /// carries its own `// nvcc-options:` line when it needs one and starts with its line marker.
    pub fn case_text(&self) -> Vec<u8> {
        let sig: String = self.signature.chars().map(|c| if c == '\n' { ' ' } else { c }).collect();
        let mut out = format!(
            "// tags: fuzz, {}\n// notes: Program::generate(seed {}, size {}); signature: {sig}\n",
            self.kind.as_str(),
            self.seed,
            self.size
        )
        .into_bytes();
        out.extend_from_slice(&self.input);
        out
    }
}

impl FuzzReport {
    /// For the history file.
    pub fn history_findings(&self) -> Vec<Finding> {
        self.findings
            .iter()
            .map(|f| Finding { kind: f.kind.as_str().into(), signature: f.signature.clone(), case: Some(format!("seed {} size {}", f.seed, f.size)) })
            .collect()
    }
}

/// Runs the loop. `run(program, bare_ii, extra_args)` returns `(cufe, reference)` records, or
/// `None` when the program cannot be judged (reference internal error, I/O failure).
pub fn fuzz<R>(cfg: &FuzzConfig, mut run: R) -> FuzzReport
where
    R: FnMut(&Program, &[u8], &[String]) -> Option<(SideOutput, SideOutput)>,
{
    let start = Instant::now();
    let mut rep = FuzzReport::default();
    let mut i: u64 = 0;
    while start.elapsed() < cfg.duration && cfg.max_programs.is_none_or(|m| i < m) {
        let seed = cfg.seed.wrapping_add(i);
        i += 1;
        let size = cfg.size_for(seed);
        let p = Program::generate(seed, size);
        let ii = p.bare_ii();
        let extra = p.cudafe_extra_args();
        rep.programs += 1;
        let Some((cufe, reference)) = run(&p, &ii, &extra) else {
            rep.skipped += 1;
            continue;
        };
        let Some(m) = classify(&cufe, &reference) else {
            rep.agree += 1;
            continue;
        };
        match rep.findings.iter_mut().find(|f| f.signature == m.signature) {
            Some(f) => {
                f.hits += 1;
                if ii.len() < f.input.len() {
                    (f.seed, f.size, f.input, f.extra_args) = (seed, size, ii, extra);
                }
            }
            None => rep.findings.push(FuzzFinding {
                kind: m.kind,
                signature: m.signature,
                detail: m.detail,
                seed,
                size,
                input: ii,
                extra_args: extra,
                hits: 1,
            }),
        }
    }
    rep
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Termination;

    fn rec(stderr: &str) -> SideOutput {
        SideOutput { stderr: stderr.as_bytes().to_vec(), ..SideOutput::new(Termination::Exited { code: 0 }) }
    }

    /// A fake pair of front ends: "cufe" misses the launch-bounds warning and crashes on managed
    /// variables; the "reference" cannot judge programs with clusters.
    fn fake(p: &Program, ii: &[u8], _: &[String]) -> Option<(SideOutput, SideOutput)> {
        let t = String::from_utf8_lossy(ii);
        let _ = p;
        if t.contains("cluster_dims") {
            return None;
        }
        if t.contains("managed") {
            return Some((SideOutput::new(Termination::Signaled { signal: 11 }), rec("")));
        }
        if t.contains("launch_bounds") {
            return Some((rec(""), rec("fuzz.cu(3): warning #1234-D: bounds \"x\"\n")));
        }
        Some((rec(""), rec("")))
    }

    #[test]
    fn dedups_and_reproduces() {
        let cfg = FuzzConfig { seed: 7, duration: Duration::from_secs(60), max_programs: Some(80), max_size: 10 };
        let a = fuzz(&cfg, fake);
        assert_eq!(a.programs, 80);
        assert_eq!(a.agree + a.skipped + a.findings.iter().map(|f| f.hits).sum::<u64>(), 80);
        let sigs: Vec<&str> = a.findings.iter().map(|f| f.signature.as_str()).collect();
        assert!(sigs.contains(&"crash:signal 11") && sigs.contains(&"diagnostic:missing warning#1234-D: bounds _"), "{sigs:?}");
        assert_eq!(sigs.len(), 2);
        assert!(a.skipped > 0 && a.agree > 0);
        for f in &a.findings {
            assert_eq!(Program::generate(f.seed, f.size).bare_ii(), f.input, "finding reproducible from (seed, size)");
        }
        assert_eq!(fuzz(&cfg, fake), a, "deterministic");
        assert_eq!(a.history_findings().len(), 2);
        let f = &a.findings[0];
        let text = String::from_utf8(f.case_text()).unwrap();
        assert!(text.starts_with("// tags: fuzz, "));
        assert!(text.lines().nth(1).unwrap().starts_with("// notes: Program::generate(seed "));
        assert!(text.contains("\n# 1 \"fuzz.cu\"\n"));
        assert!(f.case_name().starts_with("fuzz-") && f.case_name().ends_with(".ii"));
    }
}

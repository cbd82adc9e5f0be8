//! `cufe-harness fuzz --minutes N [--seed S] [--mode bare|cu] [--jobs J]`: the generative differential
//! campaign. Program i is `Program::generate(S + i, size)`; it is written as a corpus case (bare `.ii`
//! by default, or `.cu` preprocessed like corpus `.cu` cases), run through the reference and cufe like
//! `run` does, and judged by `campaign::signature`. Mismatches are de-duplicated by signature
//! (`campaign::fuzz`), reduced (`campaign::reduce` with "both sides still differ this way") and saved
//! as `reports/fuzz/<slug>/<case>`. cufe's "unsupported" answers are counted apart, never findings.
//!
//! Determinism: programs are judged in parallel batches but folded in program order, so the findings
//! depend only on the seed and the number of programs (`--programs N` fixes it; a time budget only
//! decides how many batches run).
//!
//! `--cufe-only`: no reference; cufe's driver runs in-process (`cufe::driver::run`) on generated bare
//! programs in /dev/shm to measure execs/s and catch panics.
use super::check::{judge, live_engine, load, Verdict};
use super::engine::Engine;
use crate::campaign::fuzz::{fuzz as fuzz_loop, FuzzConfig, FuzzFinding, FuzzReport};
use crate::campaign::gen::Program;
use crate::campaign::reduce::Budget;
use crate::cli::Global;
use crate::model::{SideOutput, Termination};
use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use rayon::prelude::*;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Hermetic hand-written-style `.ii` (no CUDA headers): fast
    Bare,
    /// `.cu` preprocessed with nvcc's gcc -E command, like corpus .cu cases
    Cu,
}

#[derive(Args, Debug)]
pub struct FuzzArgs {
    /// Wall-clock budget in minutes (fractions allowed) [default: 1, or none with --programs]
    #[arg(long)]
    pub minutes: Option<f64>,
    /// First program seed
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, value_enum, default_value = "bare")]
    pub mode: Mode,
    /// Stop after this many programs (makes the run fully reproducible; no time limit unless --minutes)
    #[arg(long)]
    pub programs: Option<u64>,
    /// Largest program, in top-level items
    #[arg(long, default_value_t = 16)]
    pub max_size: usize,
    /// Measure cufe alone, in-process (no reference): execs/s and panics
    #[arg(long)]
    pub cufe_only: bool,
    /// Do not reduce findings
    #[arg(long)]
    pub no_reduce: bool,
    /// Reduction budget per finding (test runs)
    #[arg(long, default_value_t = 400)]
    pub reduce_tests: usize,
    /// Where findings go [default: <workspace>/reports/fuzz]
    #[arg(long)]
    pub out: Option<PathBuf>,
}

impl FuzzArgs {
    fn budget(&self) -> Duration {
        match (self.minutes, self.programs) {
            (Some(m), _) => Duration::from_secs_f64(if m.is_finite() {
                m.clamp(0.0, 1e7) * 60.0
            } else {
                0.0
            }),
            (None, Some(_)) => Duration::from_secs(u64::MAX / 4),
            (None, None) => Duration::from_secs(60),
        }
    }
}

/// `diagnostic:missing warning#N-D: …` → `diagnostic-missing-warning-n-d-…-<8 hex>` (≤ 72 chars).
pub fn slug(signature: &str) -> String {
    let mut s = String::new();
    for c in signature.chars() {
        if c.is_ascii_alphanumeric() {
            s.push(c.to_ascii_lowercase());
        } else if !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
        if s.len() >= 60 {
            break;
        }
    }
    let s = s.trim_end_matches('-');
    format!(
        "{s}-{}",
        &crate::util::sha256_hex(signature.as_bytes())[..8]
    )
}

/// Folds `b` (later programs) into `a` with the same rules as the fuzz loop.
fn merge_reports(a: &mut FuzzReport, b: FuzzReport) {
    a.programs += b.programs;
    a.agree += b.agree;
    a.skipped += b.skipped;
    for f in b.findings {
        match a.findings.iter_mut().find(|x| x.signature == f.signature) {
            Some(x) => {
                x.hits += f.hits;
                if f.input.len() < x.input.len() {
                    (x.seed, x.size, x.input, x.extra_args) =
                        (f.seed, f.size, f.input, f.extra_args);
                }
            }
            None => a.findings.push(f),
        }
    }
}

/// One program as a case file in a fresh scratch folder; returns (folder guard, case path).
fn write_case(p: &Program, mode: Mode) -> Result<(tempfile::TempDir, PathBuf)> {
    let dir = tempfile::Builder::new()
        .prefix("cufe-fuzz-")
        .tempdir_in(crate::util::scratch_dir())?;
    let path = match mode {
        Mode::Bare => dir.path().join("fuzz.ii"),
        Mode::Cu => dir.path().join("fuzz.cu"),
    };
    let text = match mode {
        Mode::Bare => p.bare_ii(),
        Mode::Cu => p.cu().into_bytes(),
    };
    std::fs::write(&path, text)?;
    Ok((dir, path))
}

#[derive(Clone, Debug)]
enum Judged {
    Records(SideOutput, SideOutput),
    Unsupported,
    Unjudged,
}

fn judge_program(eng: &Engine, p: &Program, mode: Mode) -> Judged {
    let res = (|| -> Result<Judged> {
        let (_dir, path) = write_case(p, mode)?;
        let case = load(&path)?;
        let prep = eng.prepare(&case, None)?;
        Ok(match judge(eng, &case, &prep) {
            (Verdict::Unsupported(_), _) => Judged::Unsupported,
            (_, Some((c, r))) => Judged::Records(c, r),
            (_, None) => Judged::Unjudged,
        })
    })();
    res.unwrap_or(Judged::Unjudged)
}

pub fn fuzz(g: &Global, a: &FuzzArgs) -> Result<i32> {
    if a.cufe_only {
        return cufe_only(g, a);
    }
    let cufe = super::cufe_binary(g)?;
    let mut eng = live_engine(g, cufe, true)?;
    // Generated .cu files are one-offs: keep them out of the preprocessing cache.
    eng.ppcache = None;
    let (pool, jobs) = super::thread_pool(g)?;
    let budget = a.budget();
    let base = FuzzConfig {
        seed: a.seed,
        duration: Duration::from_secs(u64::MAX / 4),
        max_programs: None,
        max_size: a.max_size.max(2),
    };
    let batch = (jobs * 4) as u64;
    let start = Instant::now();
    let mut rep = FuzzReport::default();
    let mut unsupported = 0u64;
    let mut judge_secs = 0.0;
    let mut next = 0u64;
    let mut risky: std::collections::HashSet<u64> = Default::default();
    while start.elapsed() < budget && a.programs.is_none_or(|n| next < n) {
        let n = a.programs.map(|t| (t - next).min(batch)).unwrap_or(batch);
        let seeds: Vec<u64> = (next..next + n).map(|i| a.seed.wrapping_add(i)).collect();
        let t = Instant::now();
        let judged: HashMap<u64, Judged> = pool.install(|| {
            seeds
                .par_iter()
                .map(|&s| {
                    (
                        s,
                        judge_program(&eng, &Program::generate(s, base.size_for(s)), a.mode),
                    )
                })
                .collect()
        });
        judge_secs += t.elapsed().as_secs_f64();
        // A program that crashed or hung the cufe process would take the harness down in-process.
        risky.extend(judged.iter().filter_map(|(s, j)| match j {
            Judged::Records(c, _)
                if !matches!(c.termination, Termination::Exited { code } if code != 101) =>
            {
                Some(*s)
            }
            _ => None,
        }));
        let cfg = FuzzConfig {
            seed: a.seed.wrapping_add(next),
            max_programs: Some(n),
            ..base.clone()
        };
        let mut i = 0u64;
        let part = fuzz_loop(&cfg, |_, _, _| {
            let s = cfg.seed.wrapping_add(i);
            i += 1;
            match judged.get(&s) {
                Some(Judged::Records(c, r)) => Some((c.clone(), r.clone())),
                Some(Judged::Unsupported) => {
                    unsupported += 1;
                    None
                }
                _ => None,
            }
        });
        merge_reports(&mut rep, part);
        next += n;
    }
    let wall = start.elapsed().as_secs_f64();
    // Reduction candidates are one-offs: keep them out of the shared reference cache.
    eng.refcache = None;
    // `skipped` from the loop counts both; report them apart.
    let unjudged = rep.skipped - unsupported;
    let out = a
        .out
        .clone()
        .unwrap_or_else(|| crate::util::workspace_root().join("reports/fuzz"));
    eprintln!(
        "cufe-harness fuzz: seed {}, mode {:?}: {} programs in {:.1} s ({:.2} cases/s, {:.2} cases/s per core on {} jobs)",
        a.seed,
        a.mode,
        rep.programs,
        wall,
        rep.programs as f64 / wall.max(1e-9),
        rep.programs as f64 / wall.max(1e-9) / jobs as f64,
        jobs
    );
    eprintln!(
        "  agree {}, unsupported {}, reference could not judge {}, mismatching {} ({} distinct signatures); judging took {:.1} s",
        rep.agree,
        unsupported,
        unjudged,
        rep.findings.iter().map(|f| f.hits).sum::<u64>(),
        rep.findings.len(),
        judge_secs
    );
    // The same programs in-process (cufe alone, no reference, at most 2 s): what a cufe-only
    // campaign or a libFuzzer target would get on this input distribution. Programs that crashed or
    // hung the cufe process are left out.
    let ip = in_process(
        &FuzzConfig {
            seed: a.seed,
            duration: Duration::from_secs(2),
            max_programs: Some(rep.programs),
            max_size: base.max_size,
        },
        1,
        &risky,
    );
    eprintln!(
        "  in-process cufe only (same programs, 1 thread): {} execs, {:.0} execs/s overall, {:.0} execs/s inside cufe::driver::run, {} panics",
        ip.execs,
        ip.execs as f64 / ip.wall.max(1e-9),
        ip.execs as f64 / ip.driver_secs.max(1e-9),
        ip.panics.len()
    );
    for f in &rep.findings {
        let dir = save_finding(&eng, f, a, &out)?;
        println!("{}\t{} hits\t{}", f.signature, f.hits, dir.display());
    }
    Ok(0)
}

/// Writes a finding as `<out>/<slug>/<case>` (reduced unless --no-reduce), the unreduced original as
/// `<out>/<slug>/original/<case>`, and `README.md` with the signature and a one-line repro command.
fn save_finding(eng: &Engine, f: &FuzzFinding, a: &FuzzArgs, out: &Path) -> Result<PathBuf> {
    let dir = out.join(slug(&f.signature));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("original"))?;
    let (name, text) = match a.mode {
        Mode::Bare => (f.case_name(), f.case_text()),
        Mode::Cu => {
            // The loop keeps the bare flavour; the `.cu` one is regenerated from (seed, size).
            let cu = FuzzFinding {
                input: Program::generate(f.seed, f.size).cu().into_bytes(),
                ..f.clone()
            };
            (f.case_name().replace(".ii", ".cu"), cu.case_text())
        }
    };
    let orig = dir.join("original").join(&name);
    std::fs::write(&orig, &text).with_context(|| format!("writing {}", orig.display()))?;
    let case = dir.join(&name);
    let mut note = String::new();
    if a.no_reduce {
        std::fs::write(&case, &text)?;
    } else {
        let budget = Budget {
            max_tests: a.reduce_tests.max(1),
            wall: None,
        };
        // A `.cu` finding is reduced as source (re-preprocessed at each step): a small `.cu` is a far
        // better report than a part of its 1 MB preprocessed form.
        match super::reduce::reduce_case(eng, &orig, Some(&f.signature), a.mode == Mode::Cu, budget)
        {
            Ok(o) => {
                let s = &o.reduction.stats;
                note = format!(
                    "reduced {} -> {} bytes in {} tests",
                    s.bytes_before, s.bytes_after, s.tests_run
                );
                std::fs::write(&case, &o.output)?;
            }
            Err(e) => {
                note = format!("not reduced: {e:#}");
                std::fs::write(&case, &text)?;
            }
        }
    }
    let shown = dir
        .strip_prefix(crate::util::workspace_root())
        .unwrap_or(&dir)
        .to_path_buf();
    let reduced_name = name.clone();
    let readme = format!(
        "# {kind} finding\n\n- signature: `{sig}`\n- detail: {detail}\n- hits: {hits}\n- program: `Program::generate({seed}, {size})` (mode {mode:?})\n- {note}\n\nRepro (exit 1 = still there):\n\n    cargo run --release -p cufe-harness -- check {case} --keep '{sig_q}'\n",
        kind = f.kind.as_str(),
        sig = f.signature,
        detail = f.detail,
        hits = f.hits,
        seed = f.seed,
        size = f.size,
        mode = a.mode,
        case = shell_words::quote(&shown.join(&reduced_name).display().to_string()),
        sig_q = f.signature.replace('\'', "'\\''"),
    );
    std::fs::write(dir.join("README.md"), readme)?;
    let finding = serde_json::json!({
        "kind": f.kind.as_str(), "signature": f.signature, "hits": f.hits, "seed": f.seed, "size": f.size,
        "case": shown.join(&reduced_name).display().to_string(),
    });
    std::fs::write(
        dir.join("finding.json"),
        serde_json::to_vec_pretty(&finding)?,
    )?;
    Ok(dir)
}

/// The findings saved under `<reports>/fuzz/*/finding.json`, sorted by signature (for the history).
pub fn saved_findings(reports: &Path) -> Vec<crate::campaign::history::Finding> {
    let mut v: Vec<_> = std::fs::read_dir(reports.join("fuzz"))
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| std::fs::read(e.path().join("finding.json")).ok())
        .filter_map(|b| serde_json::from_slice::<serde_json::Value>(&b).ok())
        .map(|j| crate::campaign::history::Finding {
            kind: j["kind"].as_str().unwrap_or_default().to_string(),
            signature: j["signature"].as_str().unwrap_or_default().to_string(),
            case: j["case"].as_str().map(str::to_string),
        })
        .collect();
    v.sort_by(|a, b| a.signature.cmp(&b.signature));
    v
}

/// Runs `cfg`'s programs through `cufe::driver::run` in-process on `jobs` threads.
fn in_process(cfg: &FuzzConfig, jobs: usize, skip: &std::collections::HashSet<u64>) -> InProc {
    let base = crate::util::scratch_dir().join(format!("cufe-fuzz-inproc-{}", std::process::id()));
    // Panics are caught and counted; the default hook would print each one.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let start = Instant::now();
    let results: Vec<InProc> = std::thread::scope(|sc| {
        let hs: Vec<_> = (0..jobs)
            .map(|j| {
                let dir = base.join(j.to_string());
                sc.spawn(move || in_process_worker(cfg, j as u64, jobs as u64, &dir, skip))
            })
            .collect();
        hs.into_iter().filter_map(|h| h.join().ok()).collect()
    });
    let wall = start.elapsed().as_secs_f64();
    std::panic::set_hook(hook);
    let _ = std::fs::remove_dir_all(&base);
    let mut all = InProc {
        wall,
        ..Default::default()
    };
    for r in results {
        all.execs += r.execs;
        all.bytes += r.bytes;
        all.driver_secs += r.driver_secs;
        for (k, v) in r.codes {
            *all.codes.entry(k).or_default() += v;
        }
        all.panics.extend(r.panics);
    }
    all.panics.sort();
    all
}

/// `--cufe-only`: execs/s per core and panics.
fn cufe_only(g: &Global, a: &FuzzArgs) -> Result<i32> {
    let jobs = g.jobs.unwrap_or(1).max(1);
    let cfg = FuzzConfig {
        seed: a.seed,
        duration: a.budget(),
        max_programs: a.programs,
        max_size: a.max_size.max(2),
    };
    let r = in_process(&cfg, jobs, &Default::default());
    eprintln!(
        "cufe-harness fuzz --cufe-only: {} programs (avg {} bytes) on {jobs} threads in {:.2} s: {:.0} execs/s per core overall, {:.0} execs/s per core inside cufe::driver::run",
        r.execs,
        r.bytes / r.execs.max(1),
        r.wall,
        r.execs as f64 / r.wall.max(1e-9) / jobs as f64,
        r.execs as f64 / r.driver_secs.max(1e-9)
    );
    let codes: std::collections::BTreeMap<_, _> = r.codes.iter().collect();
    eprintln!(
        "  exit codes: {}",
        codes
            .iter()
            .map(|(k, v)| format!("{k}: {v}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    eprintln!("  panics: {}", r.panics.len());
    for (seed, size, msg) in r.panics.iter().take(20) {
        println!("panic\tProgram::generate({seed}, {size})\t{msg}");
    }
    Ok(if r.panics.is_empty() { 0 } else { 1 })
}

#[derive(Default)]
struct InProc {
    wall: f64,
    execs: u64,
    bytes: u64,
    driver_secs: f64,
    codes: HashMap<i32, u64>,
    panics: Vec<(u64, usize, String)>,
}

/// Worker `j` of `n` takes programs seed+j, seed+j+n, ….
fn in_process_worker(
    cfg: &FuzzConfig,
    j: u64,
    n: u64,
    dir: &Path,
    skip: &std::collections::HashSet<u64>,
) -> InProc {
    let mut r = InProc::default();
    if std::fs::create_dir_all(dir).is_err() {
        return r;
    }
    let start = Instant::now();
    let err = dir.join("err.txt");
    let mut i = j;
    while start.elapsed() < cfg.duration && cfg.max_programs.is_none_or(|m| i < m) {
        let seed = cfg.seed.wrapping_add(i);
        i += n;
        if skip.contains(&seed) {
            continue;
        }
        let size = cfg.size_for(seed);
        let p = Program::generate(seed, size);
        let ii = p.bare_ii();
        if std::fs::write(dir.join("fuzz.ii"), &ii).is_err() {
            break;
        }
        let mut argv = crate::campaign::reference::bare_argv(dir, &p.cudafe_extra_args());
        // Diagnostics to a file: keeps the terminal quiet and measures what the binary would do.
        let input = argv.pop().unwrap_or_default();
        argv.extend([
            "--error_output".to_string(),
            err.display().to_string(),
            input,
        ]);
        let args: Vec<std::ffi::OsString> = argv.into_iter().map(Into::into).collect();
        let t = Instant::now();
        let res = std::panic::catch_unwind(|| cufe::driver::run(&args));
        r.driver_secs += t.elapsed().as_secs_f64();
        r.execs += 1;
        r.bytes += ii.len() as u64;
        match res {
            Ok(code) => *r.codes.entry(code).or_default() += 1,
            Err(e) => {
                let msg = e
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| e.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                r.panics.push((seed, size, msg));
            }
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_short_safe_and_distinct() {
        let a = slug("diagnostic:missing warning#20091-D: a __device__ variable _ cannot be read");
        assert!(
            a.starts_with("diagnostic-missing-warning-20091-d-a-device-variable"),
            "{a}"
        );
        assert!(
            a.len() <= 72 && a.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'),
            "{a}"
        );
        assert_ne!(slug("crash:signal 11"), slug("crash:signal 6"));
        assert_eq!(slug("x"), slug("x"));
    }

    #[test]
    fn merging_batches_equals_one_loop() {
        use crate::campaign::signature::MismatchKind;
        let f = |seed, len, hits| FuzzFinding {
            kind: MismatchKind::Crash,
            signature: "crash:signal 11".into(),
            detail: String::new(),
            seed,
            size: 2,
            input: vec![b'x'; len],
            extra_args: vec![],
            hits,
        };
        let mut a = FuzzReport {
            programs: 4,
            agree: 3,
            skipped: 0,
            findings: vec![f(1, 10, 1)],
        };
        merge_reports(
            &mut a,
            FuzzReport {
                programs: 4,
                agree: 2,
                skipped: 0,
                findings: vec![f(6, 5, 2)],
            },
        );
        assert_eq!((a.programs, a.agree, a.findings.len()), (8, 5, 1));
        assert_eq!((a.findings[0].seed, a.findings[0].hits), (6, 3));
    }
}

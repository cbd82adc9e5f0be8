//! `cufe-harness run`: every case through both front ends (or cufe against stored expectations), in
//! parallel, each result written atomically as it finishes (so `--resume` loses nothing), then
//! report.json / report.md under reports/<run-name>/ and a copy in reports/latest/.
use super::engine::{Engine, Prepared, Skip};
use super::expected;
use crate::checks::{self, CheckInput, CheckRecord, Outcome};
use crate::cli::{FailOn, Global, RunArgs};
use crate::corpus::{self, Case};
use crate::model::SideOutput;
use crate::provision;
use crate::report::{self, CaseResult, CaseTimings, ReferenceInfo, RunReport, RunTimings};
use anyhow::{Context, Result};
use rayon::prelude::*;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;

pub const MODE_REFERENCE: &str = "reference";
pub const MODE_STORED: &str = "stored-expectations";

/// Builds the engine: the reference when allowed and available (installing it when missing), else
/// stored-expectations mode with the reason.
pub fn engine(g: &Global, cufe: Option<PathBuf>) -> Result<(Engine, &'static str, Option<String>)> {
    let limits = super::limits(g)?;
    let cache = provision::cache_dir(g.cache_dir.as_deref());
    let (reference, reason) = if g.offline {
        (None, Some("--offline".to_string()))
    } else {
        match provision::locate(&provision::Locate {
            explicit: g.reference.as_deref(),
            cache: &cache,
            install: true,
        }) {
            Ok(r) => (Some(r), None),
            Err(e) if g.require_reference => return Err(e.context("the reference is required (--require-reference)")),
            Err(e) => {
                eprintln!("cufe-harness: reference unavailable, falling back to stored expectations: {:#}", e);
                (
                    None,
                    Some(format!(
                        "reference unavailable: {}",
                        format!("{:#}", e).lines().next().unwrap_or("")
                    )),
                )
            }
        }
    };
    let mode = if reference.is_some() {
        MODE_REFERENCE
    } else {
        MODE_STORED
    };
    let dry = reference
        .as_ref()
        .map(|r| crate::nvcc::DryRunner::new(r, &cache));
    let refcache = reference
        .as_ref()
        .map(|_| crate::refcache::RefCache::new(&cache));
    let ppcache = reference
        .as_ref()
        .map(|_| crate::ppcache::PpCache::new(&cache));
    Ok((
        Engine {
            reference,
            dry,
            refcache,
            ppcache,
            cufe,
            limits,
        },
        mode,
        reason,
    ))
}

/// File name of a case's result inside the run folder (ids contain `/`).
fn result_file(run_dir: &Path, id: &str) -> PathBuf {
    let safe: String = id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    run_dir.join("cases").join(format!(
        "{}-{}.json",
        safe,
        &crate::util::sha256_hex(id.as_bytes())[..8]
    ))
}

pub fn run(g: &Global, a: &RunArgs) -> Result<i32> {
    let start = Instant::now();
    let cufe = super::cufe_binary(g)?;
    let paths = super::default_paths(&a.paths);
    let reports = a
        .reports_dir
        .clone()
        .unwrap_or_else(|| crate::util::workspace_root().join("reports"));
    let last_file = reports.join("LAST_RUN");
    let run_name = match (&a.run_name, a.resume) {
        (Some(n), _) => n.clone(),
        (None, true) => std::fs::read_to_string(&last_file)
            .map(|s| s.trim().to_string())
            .context("--resume: no previous run recorded (reports/LAST_RUN); pass --run-name")?,
        (None, false) => {
            // Two runs started within the same second get distinct folders.
            let base = format!("run-{}", crate::util::utc_stamp());
            (1..)
                .map(|k| {
                    if k == 1 {
                        base.clone()
                    } else {
                        format!("{}-{}", base, k)
                    }
                })
                .find(|n| !reports.join(n).exists())
                .unwrap_or(base)
        }
    };
    if run_name.is_empty()
        || run_name.contains('/')
        || run_name == "latest"
        || run_name.starts_with('.')
    {
        anyhow::bail!("bad run name `{}`", run_name);
    }
    let run_dir = reports.join(&run_name);
    if run_dir.exists() && !a.resume {
        anyhow::bail!(
            "{} exists: pass --resume to continue it, or another --run-name",
            run_dir.display()
        );
    }
    std::fs::create_dir_all(run_dir.join("cases"))?;
    crate::util::atomic_write(&last_file, format!("{}\n", run_name).as_bytes())?;

    let (eng, mode, mode_reason) = engine(g, Some(cufe.clone()))?;
    let cufe_commit = crate::util::git_commit(&crate::util::workspace_root());
    // Setup (provisioning/validating the reference, git) is reported apart: it is paid once per run.
    let setup_secs = start.elapsed().as_secs_f64();
    let t_discover = Instant::now();
    let (mut cases, case_errors) = corpus::discover(&paths);
    for e in &case_errors {
        eprintln!("cufe-harness: malformed case: {}", e);
    }
    // Scale-out (commands/merge.rs): keep this shard's share of the sorted list, and say so.
    let shard = a
        .shard
        .as_deref()
        .map(super::merge::Shard::parse)
        .transpose()?;
    if let Some(s) = shard {
        let total_cases = cases.len();
        cases = cases
            .into_iter()
            .enumerate()
            .filter(|(i, _)| s.contains(*i))
            .map(|(_, c)| c)
            .collect();
        super::merge::write_shard_info(
            &run_dir,
            &super::merge::ShardInfo {
                index: s.index,
                count: s.count,
                total_cases,
                whole_corpus: a.paths.is_empty(),
            },
        )?;
    }
    let discovery_secs = t_discover.elapsed().as_secs_f64();
    let checkers = checks::select(&a.checks).map_err(anyhow::Error::msg)?;
    let (pool, jobs) = super::thread_pool(g)?;
    let progress = Progress::new(cases.len() as u64);
    let results: Vec<(CaseResult, bool)> = pool.install(|| {
        cases
            .par_iter()
            .map(|case| {
                let file = result_file(&run_dir, &case.id);
                if a.resume {
                    if let Some(r) = std::fs::read(&file)
                        .ok()
                        .and_then(|b| serde_json::from_slice::<CaseResult>(&b).ok())
                        .filter(|r| r.id == case.id)
                    {
                        progress.done(&r, true);
                        return (r, true);
                    }
                }
                let t = Instant::now();
                let mut r = run_case(&eng, &checkers, case);
                if let Ok(j) = serde_json::to_vec_pretty(&r) {
                    if let Err(e) = crate::util::atomic_write(&file, &j) {
                        eprintln!("cufe-harness: cannot write {}: {}", file.display(), e);
                    }
                }
                // Include the result write in the case's harness time (the file keeps the earlier value).
                r.timings.total_secs = t.elapsed().as_secs_f64();
                progress.done(&r, false);
                (r, false)
            })
            .collect()
    });
    progress.finish();

    let mut t = RunTimings {
        jobs,
        setup_secs,
        ..Default::default()
    };
    let mut per_case_overhead = 0.0;
    let mut cases_out = Vec::with_capacity(results.len());
    for (r, resumed) in results {
        if resumed {
            t.cases_resumed += 1;
        } else {
            t.cases_run += 1;
            t.child_secs += r.timings.child_secs;
            t.reference_secs += r.timings.reference_secs;
            t.cufe_secs += r.timings.cufe_secs;
            per_case_overhead += (r.timings.total_secs - r.timings.child_secs).max(0.0);
            t.reference_cache_hits += r.reference_cached as usize;
            t.preprocess_cache_hits += r.preprocess_cached as usize;
        }
        cases_out.push(r);
    }
    let mut rep = RunReport {
        harness_version: env!("CARGO_PKG_VERSION").into(),
        run_name: run_name.clone(),
        mode: mode.into(),
        mode_reason,
        reference: eng.reference.as_ref().map(|r| ReferenceInfo {
            version: r.version.clone(),
            sha256: r.sha256.clone(),
            root: r.root.display().to_string(),
        }),
        cufe_path: cufe.display().to_string(),
        cufe_commit,
        paths: paths.iter().map(|p| p.display().to_string()).collect(),
        table: Default::default(),
        totals: Default::default(),
        gaps: Default::default(),
        case_counts: Default::default(),
        timings: t,
        case_errors,
        cases: cases_out,
    };
    rep.aggregate();
    let t_report = Instant::now();
    let write_all = |rep: &RunReport| -> Result<()> {
        report::json::write(rep, &run_dir.join("report.json"))?;
        crate::util::atomic_write(
            &run_dir.join("report.md"),
            report::markdown::render(rep).as_bytes(),
        )?;
        Ok(())
    };
    write_all(&rep)?;
    // Overhead = harness work outside child processes: discovery, per-case glue (preparing folders,
    // reading outputs, normalising, parsing, diffing, writing results) and writing the reports.
    rep.timings.harness_overhead_secs =
        discovery_secs + per_case_overhead + t_report.elapsed().as_secs_f64();
    rep.timings.overhead_percent = if rep.timings.child_secs > 0.0 {
        100.0 * rep.timings.harness_overhead_secs / rep.timings.child_secs
    } else {
        0.0
    };
    rep.timings.wall_secs = start.elapsed().as_secs_f64();
    write_all(&rep)?;
    let latest = reports.join("latest");
    let _ = std::fs::remove_dir_all(&latest);
    std::fs::create_dir_all(&latest)?;
    for f in ["report.json", "report.md"] {
        std::fs::copy(run_dir.join(f), latest.join(f))?;
    }
    // report.html + junit.xml (also in latest/); the history gets complete runs only (commands/report.rs).
    if let Err(e) = super::report::after_run(
        &rep,
        &run_dir,
        &reports,
        a.paths.is_empty() && shard.is_none(),
    ) {
        eprintln!("cufe-harness: warning: html/junit/history: {:#}", e);
    }
    print_summary(&rep, &run_dir);

    let mut fail = Vec::new();
    for f in &a.fail_on {
        match f {
            FailOn::Differ => fail.push(Outcome::Differ),
            FailOn::Crash => fail.extend([Outcome::Crash, Outcome::Timeout, Outcome::Memory]),
        }
    }
    Ok(if rep.any(&fail) { 1 } else { 0 })
}

fn print_summary(rep: &RunReport, run_dir: &Path) {
    eprintln!(
        "cufe-harness: mode {}; {} cases; report {}",
        rep.mode,
        rep.cases.len(),
        run_dir.join("report.md").display()
    );
    for (check, m) in &rep.totals {
        eprintln!(
            "  {:<12} {}",
            check,
            m.iter()
                .map(|(k, v)| format!("{} {}", k, v))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    eprintln!(
        "  time: {:.2} s wall; children {:.2} s; harness overhead {:.2} s ({:.1}%)",
        rep.timings.wall_secs,
        rep.timings.child_secs,
        rep.timings.harness_overhead_secs,
        rep.timings.overhead_percent
    );
}

/// One command line that re-runs just this case (path relative to the workspace when inside it).
fn repro(case: &Case) -> String {
    let root = crate::util::workspace_root();
    let p = case.path.strip_prefix(&root).unwrap_or(&case.path);
    format!(
        "cargo run --release -p cufe-harness -- run {}",
        shell_words::quote(&p.display().to_string())
    )
}

/// Runs one case; never fails (problems become `error`/`skipped` results).
pub fn run_case(eng: &Engine, checkers: &[Box<dyn checks::Checker>], case: &Case) -> CaseResult {
    let t0 = Instant::now();
    let mut r = CaseResult {
        id: case.id.clone(),
        category: case.category.clone(),
        status: "ran".into(),
        message: None,
        checks: vec![],
        unsupported: vec![],
        reference: None,
        cufe: None,
        reference_cached: false,
        preprocess_cached: false,
        argv: vec![],
        repro: repro(case),
        timings: CaseTimings::default(),
    };
    let skip_all = |r: &mut CaseResult, status: &str, msg: String, outcome: Option<Outcome>| {
        r.status = status.into();
        r.message = Some(msg.clone());
        if let Some(o) = outcome {
            r.checks = checkers
                .iter()
                .map(|c| CheckRecord {
                    check: c.name().into(),
                    outcome: o,
                    detail: Some(msg.clone()),
                })
                .collect();
        }
    };
    // Reference side: live, or stored.
    let stored = if eng.reference.is_none() {
        match expected::read(case) {
            Ok(Some(x)) => Some(x),
            Ok(None) => {
                skip_all(
                    &mut r,
                    "skipped",
                    "no stored expectations (NAME.expected/): run `cufe-harness bless`".into(),
                    Some(Outcome::Skipped),
                );
                r.timings.total_secs = t0.elapsed().as_secs_f64();
                return r;
            }
            Err(e) => {
                skip_all(&mut r, "error", e.to_string(), None);
                return r;
            }
        }
    } else {
        None
    };
    let prepared: Prepared =
        match eng.prepare(case, stored.as_ref().map(|(_, m)| m.argv.as_slice())) {
            Ok(p) => p,
            Err(e) => {
                let skip = e.downcast_ref::<Skip>().is_some();
                skip_all(
                    &mut r,
                    if skip { "skipped" } else { "error" },
                    format!("{:#}", e),
                    skip.then_some(Outcome::Skipped),
                );
                r.timings.total_secs = t0.elapsed().as_secs_f64();
                return r;
            }
        };
    r.timings.child_secs += prepared.child_secs;
    r.preprocess_cached = prepared.preprocess_cached;
    r.argv = prepared.argv.clone();
    let reference: SideOutput = match stored {
        Some((s, meta)) => {
            let mut stale = Vec::new();
            if meta.input_sha256 != crate::util::sha256_hex(&prepared.input) {
                stale.push("the input");
            }
            if meta.argv != prepared.argv {
                stale.push("the cudafe++ argv");
            }
            if meta.nvcc_options != case.directives.nvcc_options {
                stale.push("the nvcc options");
            }
            if !stale.is_empty() {
                r.message = Some(format!(
                    "stale expectations: {} changed since `bless`; re-bless with the reference",
                    stale.join(", ")
                ));
            }
            s
        }
        None => match eng.run_reference(&prepared) {
            Ok((s, cached)) => {
                r.reference_cached = cached;
                if !cached {
                    r.timings.reference_secs = s.wall_secs;
                }
                r.timings.reference_recorded_secs = s.wall_secs;
                s
            }
            Err(e) => {
                skip_all(&mut r, "error", format!("reference: {:#}", e), None);
                r.timings.total_secs = t0.elapsed().as_secs_f64();
                return r;
            }
        },
    };
    r.timings.child_secs += r.timings.reference_secs;
    let cufe = match eng.run_cufe(&prepared) {
        Ok(s) => s,
        Err(e) => {
            skip_all(&mut r, "error", format!("cufe: {:#}", e), None);
            r.timings.total_secs = t0.elapsed().as_secs_f64();
            return r;
        }
    };
    r.timings.cufe_secs = cufe.wall_secs;
    r.timings.child_secs += cufe.wall_secs;
    if let Some(e) = &cufe.report_error {
        r.message = Some(e.clone());
    }
    r.reference = Some(reference.termination.describe());
    r.cufe = Some(cufe.termination.describe());
    r.unsupported = cufe.unsupported.clone();
    // The expensive checkers need the toolkit and the prepared case (reference mode only).
    let ctx = match (&eng.reference, &eng.dry) {
        (Some(toolkit), Some(dry)) => Some(checks::CheckContext {
            toolkit,
            dry,
            refcache_dir: eng.refcache.as_ref().map(|c| c.dir()),
            cufe: eng.cufe.as_deref(),
            input: &prepared.input,
            names: &prepared.names,
            argv: &prepared.argv,
            limits: eng.limits,
            memo: Default::default(),
        }),
        _ => None,
    };
    r.checks = checks::evaluate(
        checkers,
        &CheckInput {
            case,
            reference: &reference,
            cufe: &cufe,
            ctx: ctx.as_ref(),
        },
    );
    if let Some(c) = &ctx {
        r.timings.child_secs += c.memo.tool_secs();
    }
    r.timings.total_secs = t0.elapsed().as_secs_f64();
    r
}

/// A progress bar on a terminal, one line per case otherwise.
struct Progress {
    bar: Option<indicatif::ProgressBar>,
    total: u64,
    n: std::sync::atomic::AtomicU64,
}

impl Progress {
    fn new(total: u64) -> Self {
        let bar = std::io::stderr().is_terminal().then(|| {
            let b = indicatif::ProgressBar::new(total);
            if let Ok(st) =
                indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} {elapsed} {msg}")
            {
                b.set_style(st);
            }
            b
        });
        Progress {
            bar,
            total,
            n: Default::default(),
        }
    }
    fn done(&self, r: &CaseResult, resumed: bool) {
        let n = self.n.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        let summary = if r.checks.is_empty() {
            r.status.clone()
        } else {
            r.checks
                .iter()
                .map(|k| format!("{}={}", k.check, k.outcome.name()))
                .collect::<Vec<_>>()
                .join(" ")
        };
        match &self.bar {
            Some(b) => {
                b.set_message(r.id.clone());
                b.inc(1);
            }
            None => eprintln!(
                "[{}/{}] {}{}: {}",
                n,
                self.total,
                r.id,
                if resumed { " (resumed)" } else { "" },
                summary
            ),
        }
    }
    fn finish(&self) {
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
    }
}

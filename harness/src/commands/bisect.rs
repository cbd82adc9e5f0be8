//! `cufe-harness bisect --good REV --bad REV CASE [--keep …]`: builds cufe at probed commits in cached
//! detached worktrees (`<cache>/bisect/<sha>`, see `campaign::bisect`), runs `check` logic on the case
//! with each build and names the first commit whose outcome turned bad. Commits that do not build,
//! or where the case cannot be judged, are skipped like `git bisect skip`.
use super::check::{judge_case, live_engine, outcome};
use crate::campaign::bisect::{bisect as run_bisect, BisectConfig, Outcome};
use crate::campaign::signature::Keep;
use crate::cli::Global;
use anyhow::{anyhow, Result};
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct BisectArgs {
    /// A revision where the case is good
    #[arg(long)]
    pub good: String,
    /// A revision where the case is bad
    #[arg(long)]
    pub bad: String,
    /// The case (`.ii` or `.cu`)
    pub case: PathBuf,
    /// Which mismatch counts as bad (kind, `any`, or full signature)
    #[arg(long, default_value = "any")]
    pub keep: String,
    /// The repository [default: the workspace]
    #[arg(long)]
    pub repo: Option<PathBuf>,
    /// Debug builds (faster to build, slower to run)
    #[arg(long)]
    pub debug: bool,
    /// Walk first-parent history only (merges as units)
    #[arg(long)]
    pub first_parent: bool,
    /// One shared CARGO_TARGET_DIR for all probes [default: <cache>/bisect-target]
    #[arg(long)]
    pub target_dir: Option<PathBuf>,
}

pub fn bisect(g: &Global, a: &BisectArgs) -> Result<i32> {
    let repo = a.repo.clone().unwrap_or_else(crate::util::workspace_root);
    let cache = crate::provision::cache_dir(g.cache_dir.as_deref());
    let mut cfg = BisectConfig::cufe(&repo, &cache);
    cfg.release = !a.debug;
    cfg.first_parent = a.first_parent;
    // Incremental builds between neighbouring commits are much cheaper than fresh ones.
    cfg.shared_target = Some(
        a.target_dir
            .clone()
            .unwrap_or_else(|| cache.join("bisect-target")),
    );
    let keep = Keep::parse(&a.keep);
    let case = std::fs::canonicalize(&a.case).map_err(|e| anyhow!("{}: {e}", a.case.display()))?;
    let mut probes = 0usize;
    let report = run_bisect(&cfg, &a.good, &a.bad, |bin: &std::path::Path| {
        probes += 1;
        let o =
            match live_engine(g, bin.to_path_buf(), true).and_then(|eng| judge_case(&eng, &case)) {
                Ok(v) => {
                    let o = outcome(&keep, &v);
                    eprintln!("  probe {}: {:?}: {v}", bin.display(), o);
                    o
                }
                Err(e) => {
                    eprintln!("  probe {}: skip: {e:#}", bin.display());
                    Outcome::Skip
                }
            };
        o
    })
    .map_err(|e| anyhow!("bisect: {e}"))?;
    for (sha, o) in &report.probes {
        eprintln!("  {sha} {o:?}");
    }
    match (&report.first_bad, report.candidates.as_slice()) {
        (Some(sha), _) => {
            let subject = std::process::Command::new("git")
                .arg("-C")
                .arg(&repo)
                .args(["log", "-1", "--format=%s", sha])
                .output()
                .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
                .unwrap_or_default();
            println!("first bad commit: {sha} {subject}");
            eprintln!(
                "cufe-harness bisect: {} commits in range, {} probes",
                report.range_len,
                report.probes.len()
            );
            Ok(0)
        }
        (None, []) => {
            println!("no commit in the range");
            Ok(1)
        }
        (None, c) => {
            println!(
                "ambiguous (skipped commits): the first bad commit is one of {}",
                c.join(" ")
            );
            Ok(1)
        }
    }
}

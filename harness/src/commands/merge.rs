//! Scale-out: `run --shard K/N` runs the cases whose index in the sorted case list is K modulo N
//! (0 ≤ K < N, a deterministic partition), recording `shard.json` in its run folder; `cufe-harness
//! merge DIR…` combines shard run folders into one run (report.json/md/html, junit.xml, latest/),
//! and appends the history when all N shards of a whole-corpus run are present.
use crate::cli::Global;
use crate::report::{self, RunReport};
use anyhow::{bail, Context, Result};
use clap::Args;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// Shard run folders (each holding report.json)
    #[arg(required = true)]
    pub dirs: Vec<PathBuf>,
    /// Name of the merged run [default: run-<UTC time>-merged]
    #[arg(long)]
    pub run_name: Option<String>,
    /// Where reports go [default: <workspace>/reports]
    #[arg(long)]
    pub reports_dir: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

impl Shard {
    /// `K/N` with 0 ≤ K < N.
    pub fn parse(s: &str) -> Result<Shard> {
        let (k, n) = s.split_once('/').context("--shard K/N")?;
        let (index, count): (usize, usize) = (
            k.trim().parse().context("--shard K/N: K")?,
            n.trim().parse().context("--shard K/N: N")?,
        );
        if count == 0 || index >= count {
            bail!("--shard {s}: need 0 <= K < N");
        }
        Ok(Shard { index, count })
    }

    /// Whether the case at `position` of the sorted case list belongs to this shard.
    pub fn contains(&self, position: usize) -> bool {
        position % self.count == self.index
    }
}

/// Recorded in a shard's run folder: which shard, and of how many cases in all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardInfo {
    pub index: usize,
    pub count: usize,
    /// Cases in the whole (unsharded) list.
    pub total_cases: usize,
    /// The run covered the default corpus (no explicit paths).
    pub whole_corpus: bool,
}

pub const SHARD_FILE: &str = "shard.json";

pub fn write_shard_info(run_dir: &Path, info: &ShardInfo) -> Result<()> {
    crate::util::atomic_write(&run_dir.join(SHARD_FILE), &serde_json::to_vec_pretty(info)?)?;
    Ok(())
}

/// Combines shard reports: cases concatenated (a case id present twice keeps the first), timings
/// summed (wall: the longest shard), aggregates recomputed.
pub fn combine(reports: Vec<RunReport>, run_name: &str) -> Result<RunReport> {
    let mut it = reports.into_iter();
    let Some(mut out) = it.next() else {
        bail!("nothing to merge")
    };
    out.run_name = run_name.to_string();
    let mut seen: std::collections::HashSet<String> =
        out.cases.iter().map(|c| c.id.clone()).collect();
    for r in it {
        if r.mode != out.mode {
            bail!("cannot merge a `{}` run with a `{}` run", r.mode, out.mode);
        }
        if r.reference.as_ref().map(|x| &x.sha256) != out.reference.as_ref().map(|x| &x.sha256) {
            bail!("cannot merge runs against different references");
        }
        let (t, u) = (&mut out.timings, &r.timings);
        t.wall_secs = t.wall_secs.max(u.wall_secs);
        t.setup_secs += u.setup_secs;
        t.child_secs += u.child_secs;
        t.reference_secs += u.reference_secs;
        t.cufe_secs += u.cufe_secs;
        t.harness_overhead_secs += u.harness_overhead_secs;
        t.jobs += u.jobs;
        t.cases_run += u.cases_run;
        t.cases_resumed += u.cases_resumed;
        t.reference_cache_hits += u.reference_cache_hits;
        t.preprocess_cache_hits += u.preprocess_cache_hits;
        if out.cufe_commit != r.cufe_commit {
            eprintln!(
                "cufe-harness merge: warning: shards ran different cufe commits ({:?} vs {:?})",
                out.cufe_commit, r.cufe_commit
            );
        }
        for e in r.case_errors {
            if !out
                .case_errors
                .iter()
                .any(|x| x.file == e.file && x.line == e.line)
            {
                out.case_errors.push(e);
            }
        }
        for c in r.cases {
            if seen.insert(c.id.clone()) {
                out.cases.push(c);
            }
        }
    }
    out.timings.overhead_percent = if out.timings.child_secs > 0.0 {
        100.0 * out.timings.harness_overhead_secs / out.timings.child_secs
    } else {
        0.0
    };
    out.aggregate();
    Ok(out)
}

pub fn merge(_g: &Global, a: &MergeArgs) -> Result<i32> {
    let reports_dir = a
        .reports_dir
        .clone()
        .unwrap_or_else(|| crate::util::workspace_root().join("reports"));
    let mut reps = Vec::new();
    let mut infos = Vec::new();
    for d in &a.dirs {
        let r = report::json::read(&d.join("report.json"))
            .with_context(|| format!("no readable report.json in {}", d.display()))?;
        reps.push(r);
        infos.push(
            std::fs::read(d.join(SHARD_FILE))
                .ok()
                .and_then(|b| serde_json::from_slice::<ShardInfo>(&b).ok()),
        );
    }
    let name = a
        .run_name
        .clone()
        .unwrap_or_else(|| format!("run-{}-merged", crate::util::utc_stamp()));
    if name.is_empty() || name.contains('/') || name == "latest" || name.starts_with('.') {
        bail!("bad run name `{name}`");
    }
    let merged = combine(reps, &name)?;
    // Complete: every shard 0..N of one whole-corpus partition is present.
    let complete = infos
        .iter()
        .all(|i| i.as_ref().is_some_and(|i| i.whole_corpus))
        && {
            let mut idx: Vec<(usize, usize)> =
                infos.iter().flatten().map(|i| (i.count, i.index)).collect();
            idx.sort();
            idx.dedup();
            let n = idx.first().map(|x| x.0).unwrap_or(0);
            n > 0 && idx.len() == n && idx.iter().enumerate().all(|(k, x)| *x == (n, k))
        };
    let run_dir = reports_dir.join(&name);
    std::fs::create_dir_all(&run_dir)?;
    report::json::write(&merged, &run_dir.join("report.json"))?;
    let latest = reports_dir.join("latest");
    let _ = std::fs::remove_dir_all(&latest);
    std::fs::create_dir_all(&latest)?;
    std::fs::copy(run_dir.join("report.json"), latest.join("report.json"))?;
    super::report::after_run(&merged, &run_dir, &reports_dir, complete)?;
    eprintln!(
        "cufe-harness merge: {} cases from {} folders into {}{}",
        merged.cases.len(),
        a.dirs.len(),
        run_dir.display(),
        if complete {
            " (complete: history updated)"
        } else {
            " (partial: history unchanged)"
        }
    );
    for (check, m) in &merged.totals {
        eprintln!(
            "  {:<12} {}",
            check,
            m.iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_partition_the_list() {
        assert!(
            Shard::parse("4/4").is_err()
                && Shard::parse("1/0").is_err()
                && Shard::parse("x").is_err()
        );
        let shards: Vec<Shard> = (0..3)
            .map(|k| Shard::parse(&format!("{k}/3")).unwrap())
            .collect();
        for pos in 0..20 {
            assert_eq!(shards.iter().filter(|s| s.contains(pos)).count(), 1);
        }
    }
}

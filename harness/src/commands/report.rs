//! `cufe-harness report [--run DIR]`: renders a run folder's `report.json` as `report.html`
//! (self-contained, inline SVG plots over `reports/history.jsonl`: conformance per category, the
//! cufe/reference time ratio, fuzz findings), `report.md` and `junit.xml`.
//!
//! History policy: one entry per *complete* run — `run` without explicit paths (the whole default
//! corpus) and without `--shard`, or a `merge` of all N shards of such a run. Partial runs (explicit
//! paths, single shards) get their html/md/junit but leave the history alone, so the plots always
//! compare like with like. Each entry's findings are the fuzz findings saved under
//! `reports/fuzz/*/finding.json` at that time (the open findings).
use crate::campaign::history;
use crate::campaign::html::render_html;
use crate::campaign::summary::{render_junit, CaseResult as SumCase, CaseStatus, RunSummary};
use crate::checks::Outcome;
use crate::cli::Global;
use crate::report::RunReport;
use anyhow::{Context, Result};
use clap::Args;
use std::fmt::Write;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct ReportArgs {
    /// The run folder holding report.json [default: <reports>/latest]
    #[arg(long)]
    pub run: Option<PathBuf>,
    /// The reports folder (history.jsonl, fuzz/) [default: <workspace>/reports]
    #[arg(long)]
    pub reports_dir: Option<PathBuf>,
}

pub const HISTORY: &str = "history.jsonl";
pub const EXTRAS: [&str; 3] = ["report.md", "report.html", "junit.xml"];

/// `2026-11-21T09:00:00Z` (from `util::utc_stamp`).
pub fn iso_now() -> String {
    let s = crate::util::utc_stamp();
    let d = s.as_bytes();
    if d.len() != 15 {
        return s;
    }
    format!(
        "{}-{}-{}T{}:{}:{}Z",
        &s[0..4],
        &s[4..6],
        &s[6..8],
        &s[9..11],
        &s[11..13],
        &s[13..15]
    )
}

/// One case's overall status: the worst of its checks. Skipped and errored cases have none.
fn status(c: &crate::report::CaseResult) -> Option<(CaseStatus, String)> {
    let has = |o: Outcome| c.checks.iter().find(|k| k.outcome == o);
    if c.status != "ran" || c.checks.is_empty() {
        return None;
    }
    for o in [Outcome::Crash, Outcome::Timeout, Outcome::Memory] {
        if let Some(k) = has(o) {
            return Some((
                CaseStatus::Crash,
                format!(
                    "{}: {}",
                    k.check,
                    k.detail.clone().unwrap_or_else(|| o.name().into())
                ),
            ));
        }
    }
    if let Some(k) = has(Outcome::Differ) {
        return Some((
            CaseStatus::Differ,
            format!("{}: {}", k.check, k.detail.clone().unwrap_or_default()),
        ));
    }
    if has(Outcome::Unsupported).is_some() {
        let gaps: Vec<&str> = c.unsupported.iter().map(|g| g.what.as_str()).collect();
        return Some((CaseStatus::Unsupported, gaps.join("; ")));
    }
    if has(Outcome::Skipped).is_some() {
        return None;
    }
    Some((CaseStatus::Agree, String::new()))
}

/// The campaign summary of a run (cases that did not run are left out).
pub fn summary(rep: &RunReport, findings: Vec<history::Finding>, date: String) -> RunSummary {
    let cases = rep
        .cases
        .iter()
        .filter_map(|c| {
            let (st, detail) = status(c)?;
            Some(SumCase {
                name: c.id.clone(),
                category: c.category.clone(),
                status: st,
                detail,
                seconds: c.timings.total_secs,
            })
        })
        .collect();
    // The reference's time as measured when it ran on the same input (now, or as the reference cache
    // recorded it on an earlier run); cases without a known reference time are left out of both sums.
    let timed: Vec<&crate::report::CaseResult> = rep
        .cases
        .iter()
        .filter(|c| c.timings.reference_recorded_secs > 0.0 && c.timings.cufe_secs > 0.0)
        .collect();
    let (cufe, reference) = if timed.is_empty() {
        (None, None)
    } else {
        (
            Some(timed.iter().map(|c| c.timings.cufe_secs).sum()),
            Some(timed.iter().map(|c| c.timings.reference_recorded_secs).sum()),
        )
    };
    RunSummary {
        date,
        commit: rep.cufe_commit.clone().unwrap_or_default(),
        cases,
        cufe_seconds: cufe,
        reference_seconds: reference,
        findings,
    }
}

/// Writes report.md (the run's detailed Markdown plus open fuzz findings), report.html and junit.xml
/// into `run_dir`. `history` is the recorded history; the run itself is shown as its last point
/// when it is not already there.
pub fn write_extras(rep: &RunReport, run_dir: &Path, reports: &Path, s: &RunSummary) -> Result<()> {
    let (mut hist, bad) = history::load(&reports.join(HISTORY)).context("reading the history")?;
    for (line, e) in bad {
        eprintln!(
            "cufe-harness: {}:{line}: ignored: {e}",
            reports.join(HISTORY).display()
        );
    }
    let entry = s.to_history();
    if hist
        .last()
        .is_none_or(|l| l.commit != entry.commit || l.categories != entry.categories)
    {
        hist.push(entry);
    }
    let mut md = crate::report::markdown::render(rep);
    if !s.findings.is_empty() {
        let _ = writeln!(
            md,
            "\n## Open fuzz findings\n\n| kind | signature | case |\n|---|---|---|"
        );
        for f in &s.findings {
            let _ = writeln!(
                md,
                "| {} | `{}` | {} |",
                f.kind,
                f.signature.replace('|', "\\|"),
                f.case.as_deref().unwrap_or("")
            );
        }
    }
    crate::util::atomic_write(&run_dir.join("report.md"), md.as_bytes())?;
    let html = render_html(&format!("cufe conformance — {}", rep.run_name), &hist);
    crate::util::atomic_write(&run_dir.join("report.html"), html.as_bytes())?;
    crate::util::atomic_write(&run_dir.join("junit.xml"), render_junit(s).as_bytes())?;
    Ok(())
}

/// Called at the end of `run` and `merge`: appends the history entry when the run is complete, then
/// writes the extras into the run folder and `latest/`.
pub fn after_run(rep: &RunReport, run_dir: &Path, reports: &Path, complete: bool) -> Result<()> {
    let s = summary(rep, super::fuzz::saved_findings(reports), iso_now());
    if complete {
        history::append(&reports.join(HISTORY), &s.to_history())
            .context("appending to the history")?;
    }
    write_extras(rep, run_dir, reports, &s)?;
    let latest = reports.join("latest");
    if latest.is_dir() && latest != run_dir {
        for f in EXTRAS {
            std::fs::copy(run_dir.join(f), latest.join(f))?;
        }
    }
    Ok(())
}

pub fn report(_g: &Global, a: &ReportArgs) -> Result<i32> {
    let reports = a
        .reports_dir
        .clone()
        .unwrap_or_else(|| crate::util::workspace_root().join("reports"));
    let run_dir = a.run.clone().unwrap_or_else(|| reports.join("latest"));
    let rep = crate::report::json::read(&run_dir.join("report.json"))
        .with_context(|| format!("no readable report.json in {}", run_dir.display()))?;
    let s = summary(&rep, super::fuzz::saved_findings(&reports), iso_now());
    write_extras(&rep, &run_dir, &reports, &s)?;
    for f in EXTRAS {
        println!("{}", run_dir.join(f).display());
    }
    Ok(0)
}

#[cfg(test)]
mod tests {
    #[test]
    fn iso_dates() {
        let d = super::iso_now();
        assert_eq!(d.len(), 20, "{d}");
        assert!(d.ends_with('Z') && d.as_bytes()[10] == b'T', "{d}");
    }
}

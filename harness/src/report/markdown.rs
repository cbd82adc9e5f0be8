//! report.md: header (mode, reference, cufe commit, timings), per-category outcome tables, unsupported
//! gaps, then every differing case with its diffs and a one-line repro command.
use super::RunReport;
use crate::checks::Outcome;
use std::fmt::Write;

pub fn render(r: &RunReport) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "# cufe conformance run `{}`\n", r.run_name);
    let _ = writeln!(
        s,
        "- mode: **{}**{}",
        r.mode,
        r.mode_reason
            .as_ref()
            .map(|m| format!(" ({})", m))
            .unwrap_or_default()
    );
    match &r.reference {
        Some(x) => {
            let _ = writeln!(
                s,
                "- reference: {} (cudafe++ sha256 `{}`)",
                x.version, x.sha256
            );
        }
        None => {
            let _ = writeln!(
                s,
                "- reference: not used (comparing against stored NAME.expected/)"
            );
        }
    }
    let _ = writeln!(
        s,
        "- cufe: `{}` at commit `{}`",
        r.cufe_path,
        r.cufe_commit.as_deref().unwrap_or("unknown")
    );
    let t = &r.timings;
    let _ = writeln!(
        s,
        "- time: {:.2} s wall ({:.2} s setup), {} jobs; child processes {:.2} s (reference {:.2} s, cufe {:.2} s); harness overhead {:.2} s = {:.1}% of child time",
        t.wall_secs, t.setup_secs, t.jobs, t.child_secs, t.reference_secs, t.cufe_secs, t.harness_overhead_secs, t.overhead_percent
    );
    let _ = writeln!(
        s,
        "- cases: {} run now, {} resumed, {} reference and {} preprocessing cache hits; {}",
        t.cases_run,
        t.cases_resumed,
        t.reference_cache_hits,
        t.preprocess_cache_hits,
        r.case_counts
            .iter()
            .map(|(k, v)| format!("{} {}", v, k))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let _ = writeln!(s);

    let cols: Vec<Outcome> = Outcome::ALL.to_vec();
    let _ = writeln!(s, "## Outcomes per category and check\n");
    let _ = writeln!(
        s,
        "| category | check | {} |",
        cols.iter()
            .map(|o| o.name())
            .collect::<Vec<_>>()
            .join(" | ")
    );
    let _ = writeln!(s, "|---|---|{}", "---:|".repeat(cols.len()));
    let mut row = |cat: &str, check: &str, m: &std::collections::BTreeMap<String, u64>| {
        let cells: Vec<String> = cols
            .iter()
            .map(|o| {
                m.get(o.name())
                    .map(|n| n.to_string())
                    .unwrap_or_else(|| "·".into())
            })
            .collect();
        let _ = writeln!(s, "| {} | {} | {} |", cat, check, cells.join(" | "));
    };
    for (cat, checks) in &r.table {
        for (check, m) in checks {
            row(cat, check, m);
        }
    }
    for (check, m) in &r.totals {
        row("**all**", check, m);
    }

    if !r.gaps.is_empty() {
        let _ = writeln!(
            s,
            "\n## Unsupported in cufe (gaps)\n\n\"outputs only\": cases where the gap concerned only the written outputs, so diagnostics and exit code were still judged.\n\n| gap | cases | occurrences | outputs only |\n|---|---:|---:|---:|"
        );
        let mut g: Vec<_> = r.gaps.iter().collect();
        g.sort_by(|a, b| b.1.cases.cmp(&a.1.cases).then(a.0.cmp(b.0)));
        for (name, t) in g {
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} |",
                name.replace('|', "\\|"),
                t.cases,
                t.occurrences,
                t.output_only_cases
            );
        }
    }

    if !r.case_errors.is_empty() {
        let _ = writeln!(s, "\n## Malformed cases\n");
        for e in &r.case_errors {
            let _ = writeln!(s, "- {}", e);
        }
    }
    let errs: Vec<_> = r.cases.iter().filter(|c| c.status != "ran").collect();
    if !errs.is_empty() {
        let _ = writeln!(s, "\n## Cases not compared\n");
        for c in errs {
            let _ = writeln!(
                s,
                "- `{}` ({}): {}",
                c.id,
                c.status,
                c.message
                    .as_deref()
                    .unwrap_or("")
                    .lines()
                    .next()
                    .unwrap_or("")
            );
        }
    }

    let notes: Vec<_> = r
        .cases
        .iter()
        .filter(|c| c.status == "ran" && c.message.is_some())
        .collect();
    if !notes.is_empty() {
        let _ = writeln!(s, "\n## Notes\n");
        for c in notes {
            let _ = writeln!(s, "- `{}`: {}", c.id, c.message.as_deref().unwrap_or(""));
        }
    }

    let bad = [
        Outcome::Differ,
        Outcome::Crash,
        Outcome::Timeout,
        Outcome::Memory,
    ];
    let differing: Vec<_> = r
        .cases
        .iter()
        .filter(|c| c.checks.iter().any(|k| bad.contains(&k.outcome)))
        .collect();
    if !differing.is_empty() {
        let _ = writeln!(s, "\n## Differing cases\n");
        for c in differing {
            let _ = writeln!(s, "### `{}`\n", c.id);
            let _ = writeln!(
                s,
                "reference: {} · cufe: {}\n",
                c.reference.as_deref().unwrap_or("-"),
                c.cufe.as_deref().unwrap_or("-")
            );
            let _ = writeln!(s, "repro: `{}`\n", c.repro);
            for k in c.checks.iter().filter(|k| bad.contains(&k.outcome)) {
                let _ = writeln!(s, "- **{}**: {}", k.check, k.outcome.name());
                if let Some(d) = &k.detail {
                    let _ = writeln!(s, "\n```diff\n{}\n```\n", d.replace("```", "`\u{200b}``"));
                }
            }
        }
    }
    s
}

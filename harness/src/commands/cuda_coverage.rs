//! `cufe-harness cuda-coverage`: which CUDA diagnostics that the verified table attributes to cudafe++
//! have, in the corpus, a *trigger* case (the reference gives the diagnostic) and a *near-miss* case
//! (tagged with the diagnostic's tag, but the reference does not give it), and whether cufe agrees with
//! the reference on those cases (the diagnostics check of a run report).
//!
//! Matching is by the blessed expectations, never by the case names: errors print no number, so a
//! diagnostic is recognised by its message, the table's template with each `%…` placeholder standing
//! for any text (and, for warnings/remarks, by the displayed number too).
use crate::cli::CudaCoverageArgs;
use anyhow::{Context, Result};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

/// One row of the table attributed to cudafe++.
#[derive(Debug, Clone)]
pub struct TableRow {
    pub number: u32,
    pub tag: String,
    pub template: String,
}

/// The rows of `cuda-diagnostics.tsv` whose `emitted_by` column starts with `cudafe++`.
pub fn cudafe_rows(tsv: &str) -> Vec<TableRow> {
    let mut lines = tsv.lines();
    let Some(head) = lines.next() else { return Vec::new() };
    let cols: Vec<&str> = head.split('\t').collect();
    let col = |n: &str| cols.iter().position(|c| *c == n);
    let (Some(num), Some(tag), Some(msg), Some(by)) = (col("number"), col("tag"), col("message_template"), col("emitted_by")) else {
        return Vec::new();
    };
    lines
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            if !f.get(by)?.starts_with("cudafe++") {
                return None;
            }
            Some(TableRow { number: f.get(num)?.trim().parse().ok()?, tag: f.get(tag)?.to_string(), template: f.get(msg)?.to_string() })
        })
        .collect()
}

/// Does `message` match `template` (`%` + letters/digits = any text, possibly empty)?
pub fn matches_template(template: &str, message: &str) -> bool {
    // Split the template into literal pieces between placeholders.
    let mut pieces: Vec<String> = vec![String::new()];
    let mut it = template.chars().peekable();
    while let Some(c) = it.next() {
        if c == '%' && it.peek().map(|n| n.is_ascii_alphanumeric()).unwrap_or(false) {
            while it.peek().map(|n| n.is_ascii_alphanumeric()).unwrap_or(false) {
                it.next();
            }
            pieces.push(String::new());
        } else if let Some(last) = pieces.last_mut() {
            last.push(c);
        }
    }
    let n = pieces.len();
    let mut rest = message;
    for (i, p) in pieces.iter().enumerate() {
        if i == 0 {
            let Some(r) = rest.strip_prefix(p.as_str()) else { return false };
            rest = r;
        } else if i == n - 1 {
            return rest.ends_with(p.as_str());
        } else {
            let Some(k) = rest.find(p.as_str()) else { return false };
            rest = &rest[k + p.len()..];
        }
    }
    rest.is_empty()
}

/// What the reference gave in one case: (severity, displayed number, message) per diagnostic.
fn expected_diags(dir: &Path) -> Vec<(String, Option<u32>, String)> {
    let Ok(text) = std::fs::read_to_string(dir.join("diagnostics.json")) else { return Vec::new() };
    let Ok(serde_json::Value::Array(items)) = serde_json::from_str::<serde_json::Value>(&text) else { return Vec::new() };
    items
        .iter()
        .filter_map(|d| match d.get("kind").and_then(|k| k.as_str()) {
            Some("diagnostic") => Some((
                d.get("severity").and_then(|s| s.as_str()).unwrap_or("").to_string(),
                d.get("number").and_then(|n| n.as_u64()).map(|n| n as u32),
                d.get("message").and_then(|s| s.as_str()).unwrap_or("").to_string(),
            )),
            // The suppression hint after the first shown warning (20252) is recorded as a `Remark: …`
            // line of its own.
            Some("remark") => {
                let t = d.get("text").and_then(|s| s.as_str()).unwrap_or("");
                Some(("remark".to_string(), None, t.strip_prefix("Remark: ").unwrap_or(t).to_string()))
            }
            _ => None,
        })
        .collect()
}

fn gives(row: &TableRow, diags: &[(String, Option<u32>, String)]) -> bool {
    diags.iter().any(|(_, num, msg)| num.map(|n| n == row.number).unwrap_or(true) && matches_template(&row.template, msg))
}

/// Does a case say it is about `row` (its tags hold the tag, or its notes name the tag or the number)?
fn names_row(row: &TableRow, d: &crate::corpus::Directives) -> bool {
    let num = row.number.to_string();
    let notes = d.notes.as_deref().unwrap_or("");
    d.tags.iter().any(|t| t == &row.tag) || notes.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).any(|w| w == row.tag || w == num)
}

#[derive(Default, Debug)]
struct Cover {
    triggers: Vec<String>,
    near: Vec<String>,
    triggers_agree: usize,
    near_agree: usize,
}

pub fn cuda_coverage(a: &CudaCoverageArgs) -> Result<i32> {
    // The table is the verified one, copied into the repository (the front end reads the same file).
    let tsv = match &a.table {
        Some(t) => std::fs::read_to_string(t).with_context(|| format!("reading {}", t.display()))?,
        None => include_str!("../../../frontend/data/cuda-diagnostics.tsv").to_string(),
    };
    let rows = cudafe_rows(&tsv);
    let roots = super::default_paths(&a.paths);
    let (cases, _errors) = crate::corpus::discover(&roots);
    // Outcome of the diagnostics check per case id, from the run report (absent: unknown).
    let mut outcome: BTreeMap<String, String> = BTreeMap::new();
    // The check's detail (the gap or the first difference), shown by --cases.
    let mut detail: BTreeMap<String, String> = BTreeMap::new();
    let report = a.report.clone().unwrap_or_else(|| crate::util::workspace_root().join("reports/latest/report.json"));
    if let Ok(text) = std::fs::read_to_string(&report) {
        if let Ok(v) = serde_json::from_str::<serde_json::Value>(&text) {
            for c in v.get("cases").and_then(|c| c.as_array()).into_iter().flatten() {
                let id = c.get("id").and_then(|s| s.as_str()).unwrap_or("");
                for ch in c.get("checks").and_then(|c| c.as_array()).into_iter().flatten() {
                    if ch.get("check").and_then(|s| s.as_str()) == Some("diagnostics") {
                        outcome.insert(id.to_string(), ch.get("outcome").and_then(|s| s.as_str()).unwrap_or("").to_string());
                        detail.insert(id.to_string(), ch.get("detail").and_then(|s| s.as_str()).unwrap_or("").to_string());
                    }
                }
            }
        }
    } else {
        eprintln!("cuda-coverage: no run report at {} (agreement unknown)", report.display());
    }
    let mut cover: Vec<Cover> = rows.iter().map(|_| Cover::default()).collect();
    for case in &cases {
        let diags = expected_diags(&case.expected_dir());
        let agrees = outcome.get(&case.id).map(|o| o == "agree").unwrap_or(false);
        for (row, cv) in rows.iter().zip(cover.iter_mut()) {
            if gives(row, &diags) {
                cv.triggers.push(case.id.clone());
                cv.triggers_agree += agrees as usize;
            } else if names_row(row, &case.directives) {
                cv.near.push(case.id.clone());
                cv.near_agree += agrees as usize;
            }
        }
    }
    // Diagnostics proved unreachable in 13.0.88 (docs/cuda-unreachable.tsv: number, proof): listed as such,
    // never counted as covered.
    let unreachable: BTreeMap<u32, String> = include_str!("../../../docs/cuda-unreachable.tsv")
        .lines()
        .skip(1)
        .filter_map(|l| {
            let (n, proof) = l.split_once('\t')?;
            Some((n.trim().parse().ok()?, proof.to_string()))
        })
        .collect();
    let mut md = String::new();
    let _ = writeln!(md, "# CUDA diagnostics of cudafe++: corpus coverage\n");
    let _ = writeln!(md, "trigger = the reference gives it; near miss = its tags or notes name the tag or number but the reference does not give it; agree = cufe's diagnostics agree (report {}).\n", report.display());
    let _ = writeln!(md, "| number | tag | triggers (agree) | near misses (agree) | missing |");
    let _ = writeln!(md, "|---:|---|---:|---:|---|");
    let (mut full, mut total, mut dead) = (0, 0, 0);
    for (row, cv) in rows.iter().zip(cover.iter()) {
        total += 1;
        let mut missing = Vec::new();
        if unreachable.contains_key(&row.number) {
            dead += 1;
            let _ = writeln!(md, "| {} | {} | {} ({}) | {} ({}) | unreachable (docs/cuda-unreachable.tsv) |", row.number, row.tag, cv.triggers.len(), cv.triggers_agree, cv.near.len(), cv.near_agree);
            continue;
        }
        if cv.triggers_agree == 0 {
            missing.push(if cv.triggers.is_empty() { "trigger" } else { "agreeing trigger" });
        }
        if cv.near_agree == 0 {
            missing.push(if cv.near.is_empty() { "near miss" } else { "agreeing near miss" });
        }
        if missing.is_empty() {
            full += 1;
            if !a.all {
                continue;
            }
        }
        let _ = writeln!(md, "| {} | {} | {} ({}) | {} ({}) | {} |", row.number, row.tag, cv.triggers.len(), cv.triggers_agree, cv.near.len(), cv.near_agree, missing.join(", "));
        if a.cases {
            for (kind, ids) in [("trigger", &cv.triggers), ("near miss", &cv.near)] {
                for id in ids {
                    let o = outcome.get(id).map(String::as_str).unwrap_or("unknown");
                    let d: String = detail.get(id).map(String::as_str).unwrap_or("").chars().take(160).collect();
                    let _ = writeln!(md, "|  | {kind}: {id} | {o} | {} | |", d.replace('|', "/").replace('\n', " "));
                }
            }
        }
    }
    let _ = writeln!(md, "\n{full} of {total} cudafe++ diagnostics have an agreeing trigger and an agreeing near miss; {dead} are unreachable in the reference (docs/cuda-unreachable.tsv).");
    print!("{md}");
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_match_with_placeholders() {
        let t = "calling a __device__ function(%sq1) from a __host__ function(%sq2) is not allowed";
        assert!(matches_template(t, "calling a __device__ function(\"d\") from a __host__ function(\"h\") is not allowed"));
        assert!(!matches_template(t, "calling a __device__ function(\"d\") from a __host__ __device__ function(\"h\") is not allowed"));
        assert!(matches_template("expected a \">>>\"", "expected a \">>>\""));
        assert!(!matches_template("expected a \">>>\"", "expected a \">>>\" here"));
        assert!(matches_template("%s1 %sq2 variable", "__shared__ \"x\" variable"));
    }

    #[test]
    fn only_cudafe_rows_are_read() {
        let tsv = "number\ttag\tdefault_severity\tmessage_template\temitted_by\n1\ta\terror\tm\tcudafe++\n2\tb\terror\tm\tcicc\n3\tc\terror\tm\tcudafe++ (emission site found statically)\n";
        let r = cudafe_rows(tsv);
        assert_eq!(r.iter().map(|r| r.number).collect::<Vec<_>>(), vec![1, 3]);
    }
}

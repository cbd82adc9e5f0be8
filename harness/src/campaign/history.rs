//! The run history: one JSON object per line (append-only, merge-friendly), e.g.
//! `{"date":"2026-11-21T09:00:00Z","commit":"abc123","categories":[{"category":"lexer","agree":10,
//! "differ":1,"unsupported":2,"crash":0}],"time_ratio":1.7,"findings":[{"kind":"diagnostic",
//! "signature":"diagnostic:missing …","case":"fuzz/seed-12.ii"}]}`.
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::Path;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CategoryCounts {
    pub category: String,
    pub agree: u64,
    pub differ: u64,
    pub unsupported: u64,
    pub crash: u64,
}

impl CategoryCounts {
    pub fn total(&self) -> u64 {
        self.agree + self.differ + self.unsupported + self.crash
    }

    /// Share of agreeing cases, 0..=1 (0 for an empty category).
    pub fn conformance(&self) -> f64 {
        if self.total() == 0 {
            0.0
        } else {
            self.agree as f64 / self.total() as f64
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Finding {
    /// A `signature::MismatchKind` name (`crash`, `diagnostic`, …).
    pub kind: String,
    pub signature: String,
    pub case: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// ISO 8601 UTC, e.g. `2026-11-21T09:00:00Z`.
    pub date: String,
    #[serde(default)]
    pub commit: String,
    #[serde(default)]
    pub categories: Vec<CategoryCounts>,
    /// cufe wall time / reference wall time over the run, when both were measured.
    #[serde(default)]
    pub time_ratio: Option<f64>,
    #[serde(default)]
    pub findings: Vec<Finding>,
}

impl HistoryEntry {
    /// Compact one-line rendering (serde_json never emits raw newlines in compact mode).
    pub fn to_line(&self) -> String {
        // Serialising plain structs of strings and numbers cannot fail; a non-finite
        // time_ratio is written as `null` by serde_json.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Parses one line; missing counts default to 0 and missing lists to empty (older or
    /// hand-edited lines stay readable), but `date` is required.
    pub fn from_line(line: &str) -> Result<HistoryEntry, String> {
        serde_json::from_str(line).map_err(|e| e.to_string())
    }
}

/// Appends one entry as a line.
pub fn append(path: &Path, e: &HistoryEntry) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let mut f = std::fs::OpenOptions::new().create(true).append(true).open(path)?;
    writeln!(f, "{}", e.to_line())
}

/// Parsed entries, and (1-based line number, error) for lines that did not parse.
pub type Loaded = (Vec<HistoryEntry>, Vec<(usize, String)>);

/// Loads all entries; unparsable lines are returned as (1-based line number, error) instead of
/// failing the whole report. A missing file is an empty history.
pub fn load(path: &Path) -> std::io::Result<Loaded> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(e),
    };
    let (mut ok, mut bad) = (Vec::new(), Vec::new());
    for (i, l) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        match HistoryEntry::from_line(l) {
            Ok(e) => ok.push(e),
            Err(err) => bad.push((i + 1, err)),
        }
    }
    Ok((ok, bad))
}

#[cfg(test)]
pub(crate) fn sample(n: usize) -> Vec<HistoryEntry> {
    (0..n)
        .map(|i| HistoryEntry {
            date: format!("2026-11-{:02}T09:00:00Z", i + 1),
            commit: format!("c0ffee{i}"),
            categories: ["lexer", "cuda <rules>", "cli"]
                .iter()
                .enumerate()
                .map(|(k, c)| CategoryCounts {
                    category: c.to_string(),
                    agree: (10 + i * (k + 1)) as u64,
                    differ: (5 - (i % 5)) as u64,
                    unsupported: k as u64,
                    crash: (i == 2 && k == 0) as u64,
                })
                .collect(),
            time_ratio: if i == 1 { None } else { Some(1.0 + i as f64 * 0.3) },
            findings: (0..i % 3)
                .map(|j| Finding { kind: "diagnostic".into(), signature: format!("diagnostic:missing error & <{j}>"), case: Some(format!("fuzz/{i}-{j}.ii")) })
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_round_trip_and_bad_lines_are_reported() {
        let dir = std::env::temp_dir().join(format!("cufe-history-{}", std::process::id()));
        let path = dir.join("h/history.jsonl");
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(load(&path).unwrap().0, vec![]);
        let entries = sample(4);
        for e in &entries {
            append(&path, e).unwrap();
        }
        std::fs::OpenOptions::new().append(true).open(&path).map(|mut f| writeln!(f, "{{not json")).unwrap().unwrap();
        let (got, bad) = load(&path).unwrap();
        assert_eq!(got, entries);
        assert_eq!(bad.len(), 1);
        assert_eq!(bad[0].0, 5);
        assert!(!entries[0].to_line().contains('\n'));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn format_is_the_one_reports_history_jsonl_uses() {
        let line = r#"{"date":"2026-11-21T09:53:18Z","commit":"98f1412","categories":[{"category":"diagnostics","agree":1,"differ":0,"unsupported":55,"crash":0}],"time_ratio":null,"findings":[{"kind":"crash","signature":"crash:x","case":null}]}"#;
        let e = HistoryEntry::from_line(line).unwrap();
        assert_eq!(e.categories[0].unsupported, 55);
        assert_eq!(e.findings[0].case, None);
        assert_eq!(e.to_line(), line);
        // Older/hand-written lines: absent fields default, but a date is required.
        let e = HistoryEntry::from_line(r#"{"date":"d","categories":[{"category":"c","agree":2}]}"#).unwrap();
        assert_eq!((e.categories[0].agree, e.categories[0].crash, e.time_ratio), (2, 0, None));
        for bad in ["", "{", "[1,", r#"{"commit":"x"}"#, r#"{"date":1}"#, &"[".repeat(1000)] {
            assert!(HistoryEntry::from_line(bad).is_err(), "{bad}");
        }
    }
}

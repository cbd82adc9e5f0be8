//! The run history: one JSON object per line (append-only, merge-friendly), e.g.
//! `{"date":"2026-11-21T09:00:00Z","commit":"abc123","categories":[{"category":"lexer","agree":10,
//! "differ":1,"unsupported":2,"crash":0}],"time_ratio":1.7,"findings":[{"kind":"diagnostic",
//! "signature":"diagnostic:missing …","case":"fuzz/seed-12.ii"}]}`.
use super::json::Json;
use std::io::Write;
use std::path::Path;

#[derive(Clone, Debug, Default, PartialEq)]
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

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Finding {
    /// A `signature::MismatchKind` name (`crash`, `diagnostic`, …).
    pub kind: String,
    pub signature: String,
    pub case: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct HistoryEntry {
    /// ISO 8601 UTC, e.g. `2026-11-21T09:00:00Z`.
    pub date: String,
    pub commit: String,
    pub categories: Vec<CategoryCounts>,
    /// cufe wall time / reference wall time over the run, when both were measured.
    pub time_ratio: Option<f64>,
    pub findings: Vec<Finding>,
}

fn num(n: u64) -> Json {
    Json::Num(n as f64)
}

impl HistoryEntry {
    pub fn to_json(&self) -> Json {
        let cats = self
            .categories
            .iter()
            .map(|c| {
                Json::Obj(vec![
                    ("category".into(), Json::Str(c.category.clone())),
                    ("agree".into(), num(c.agree)),
                    ("differ".into(), num(c.differ)),
                    ("unsupported".into(), num(c.unsupported)),
                    ("crash".into(), num(c.crash)),
                ])
            })
            .collect();
        let findings = self
            .findings
            .iter()
            .map(|f| {
                Json::Obj(vec![
                    ("kind".into(), Json::Str(f.kind.clone())),
                    ("signature".into(), Json::Str(f.signature.clone())),
                    ("case".into(), f.case.clone().map(Json::Str).unwrap_or(Json::Null)),
                ])
            })
            .collect();
        Json::Obj(vec![
            ("date".into(), Json::Str(self.date.clone())),
            ("commit".into(), Json::Str(self.commit.clone())),
            ("categories".into(), Json::Arr(cats)),
            ("time_ratio".into(), self.time_ratio.map(Json::Num).unwrap_or(Json::Null)),
            ("findings".into(), Json::Arr(findings)),
        ])
    }

    pub fn to_line(&self) -> String {
        self.to_json().render()
    }

    pub fn from_line(line: &str) -> Result<HistoryEntry, String> {
        let v = Json::parse(line)?;
        let s = |j: &Json, k: &str| j.get(k).and_then(Json::as_str).map(str::to_string);
        let n = |j: &Json, k: &str| j.get(k).and_then(Json::as_u64).unwrap_or(0);
        let categories = v
            .get("categories")
            .and_then(Json::as_arr)
            .unwrap_or(&[])
            .iter()
            .map(|c| CategoryCounts {
                category: s(c, "category").unwrap_or_default(),
                agree: n(c, "agree"),
                differ: n(c, "differ"),
                unsupported: n(c, "unsupported"),
                crash: n(c, "crash"),
            })
            .collect();
        let findings = v
            .get("findings")
            .and_then(Json::as_arr)
            .unwrap_or(&[])
            .iter()
            .map(|f| Finding {
                kind: s(f, "kind").unwrap_or_default(),
                signature: s(f, "signature").unwrap_or_default(),
                case: s(f, "case"),
            })
            .collect();
        Ok(HistoryEntry {
            date: s(&v, "date").ok_or("missing date")?,
            commit: s(&v, "commit").unwrap_or_default(),
            categories,
            time_ratio: v.get("time_ratio").and_then(Json::as_f64),
            findings,
        })
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
}

//! Per-run summaries: the plain input struct, its history entry and its JUnit XML rendering (the
//! run's Markdown is `report::markdown`).
use super::history::{CategoryCounts, Finding, HistoryEntry};
use std::fmt::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaseStatus {
    Agree,
    Differ,
    /// cufe noted a gap (`gaps.note`) instead of producing an answer.
    Unsupported,
    /// cufe crashed / panicked / timed out.
    Crash,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CaseResult {
    /// Path relative to the corpus root, e.g. `lexer/raw_string.ii`.
    pub name: String,
    pub category: String,
    pub status: CaseStatus,
    /// For Differ/Crash: the mismatch signature or message; for Unsupported: the gap.
    pub detail: String,
    pub seconds: f64,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunSummary {
    pub date: String,
    pub commit: String,
    pub cases: Vec<CaseResult>,
    /// Total wall time of cufe and of the reference over the run, when measured.
    pub cufe_seconds: Option<f64>,
    pub reference_seconds: Option<f64>,
    /// Fuzz findings of this run (may be empty).
    pub findings: Vec<Finding>,
}

impl RunSummary {
    /// Counts per category, sorted by name.
    pub fn categories(&self) -> Vec<CategoryCounts> {
        let mut cats: Vec<CategoryCounts> = Vec::new();
        for c in &self.cases {
            let i = match cats.iter().position(|x| x.category == c.category) {
                Some(i) => i,
                None => {
                    cats.push(CategoryCounts { category: c.category.clone(), ..Default::default() });
                    cats.len() - 1
                }
            };
            let k = &mut cats[i];
            match c.status {
                CaseStatus::Agree => k.agree += 1,
                CaseStatus::Differ => k.differ += 1,
                CaseStatus::Unsupported => k.unsupported += 1,
                CaseStatus::Crash => k.crash += 1,
            }
        }
        cats.sort_by(|a, b| a.category.cmp(&b.category));
        cats
    }

    pub fn time_ratio(&self) -> Option<f64> {
        match (self.cufe_seconds, self.reference_seconds) {
            (Some(c), Some(r)) if r > 0.0 => Some(c / r),
            _ => None,
        }
    }

    /// The line to append to the history file.
    pub fn to_history(&self) -> HistoryEntry {
        HistoryEntry {
            date: self.date.clone(),
            commit: self.commit.clone(),
            categories: self.categories(),
            time_ratio: self.time_ratio(),
            findings: self.findings.clone(),
        }
    }
}

/// XML text/attribute escaping (also used by the HTML renderer).
pub fn xml_escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&apos;"),
            // Control characters are not allowed in XML 1.0.
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\t' | '\r') => o.push('\u{fffd}'),
            c => o.push(c),
        }
    }
    o
}

/// JUnit XML: one `<testsuite>` per category; differences are failures, crashes errors,
/// unsupported cases skipped.
pub fn render_junit(s: &RunSummary) -> String {
    let mut o = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let cats = s.categories();
    let (tests, failures, errors, skipped) = cats.iter().fold((0, 0, 0, 0), |a, c| (a.0 + c.total(), a.1 + c.differ, a.2 + c.crash, a.3 + c.unsupported));
    let total_time: f64 = s.cases.iter().map(|c| c.seconds).sum();
    let _ = writeln!(o, "<testsuites name=\"cufe-conformance\" tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"{skipped}\" time=\"{total_time:.3}\">");
    for c in &cats {
        let cases: Vec<&CaseResult> = s.cases.iter().filter(|x| x.category == c.category).collect();
        let t: f64 = cases.iter().map(|x| x.seconds).sum();
        let _ = writeln!(
            o,
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\" time=\"{t:.3}\" timestamp=\"{}\">",
            xml_escape(&c.category), c.total(), c.differ, c.crash, c.unsupported, xml_escape(&s.date)
        );
        for x in cases {
            let _ = write!(o, "    <testcase classname=\"{}\" name=\"{}\" time=\"{:.3}\"", xml_escape(&x.category), xml_escape(&x.name), x.seconds);
            let d = xml_escape(&x.detail);
            match x.status {
                CaseStatus::Agree => o.push_str("/>\n"),
                CaseStatus::Differ => {
                    let _ = writeln!(o, ">\n      <failure message=\"{d}\" type=\"difference\">{d}</failure>\n    </testcase>");
                }
                CaseStatus::Crash => {
                    let _ = writeln!(o, ">\n      <error message=\"{d}\" type=\"crash\">{d}</error>\n    </testcase>");
                }
                CaseStatus::Unsupported => {
                    let _ = writeln!(o, ">\n      <skipped message=\"{d}\"/>\n    </testcase>");
                }
            }
        }
        o.push_str("  </testsuite>\n");
    }
    o.push_str("</testsuites>\n");
    o
}

#[cfg(test)]
pub(crate) fn sample() -> RunSummary {
    let mk = |name: &str, cat: &str, status, detail: &str| CaseResult { name: name.into(), category: cat.into(), status, detail: detail.into(), seconds: 0.25 };
    RunSummary {
        date: "2026-11-21T09:00:00Z".into(),
        commit: "abc123".into(),
        cases: vec![
            mk("lexer/a.ii", "lexer", CaseStatus::Agree, ""),
            mk("lexer/b.ii", "lexer", CaseStatus::Differ, "diagnostic:missing error: expected a \"<\" & more"),
            mk("cuda/c.cu", "cuda", CaseStatus::Agree, ""),
            mk("cuda/d.cu", "cuda", CaseStatus::Unsupported, "templates | partial"),
            mk("cuda/e.cu", "cuda", CaseStatus::Crash, "crash:signal 11"),
            mk("cli/f.ii", "cli", CaseStatus::Agree, ""),
        ],
        cufe_seconds: Some(3.0),
        reference_seconds: Some(2.0),
        findings: vec![Finding { kind: "crash".into(), signature: "crash:signal 11".into(), case: Some("fuzz/1.ii".into()) }],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_history() {
        let s = sample();
        let cats = s.categories();
        assert_eq!(cats.iter().map(|c| c.category.as_str()).collect::<Vec<_>>(), ["cli", "cuda", "lexer"]);
        assert_eq!((cats[1].agree, cats[1].unsupported, cats[1].crash), (1, 1, 1));
        assert_eq!(s.time_ratio(), Some(1.5));
        assert_eq!(s.to_history().categories, cats);
    }

    #[test]
    fn junit_is_well_formed_with_the_right_counts() {
        let x = render_junit(&sample());
        roxmltree::Document::parse(&x).unwrap();
        assert!(x.contains("<testsuites name=\"cufe-conformance\" tests=\"6\" failures=\"1\" errors=\"1\" skipped=\"1\""), "{x}");
        assert!(x.contains("<testsuite name=\"cuda\" tests=\"3\" failures=\"0\" errors=\"1\" skipped=\"1\""));
        assert_eq!(x.matches("<testcase ").count(), 6);
        assert_eq!(x.matches("<failure ").count(), 1);
        assert!(x.contains("expected a &quot;&lt;&quot; &amp; more"));
    }
}

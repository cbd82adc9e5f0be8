//! Run results and their aggregation; `json` and `markdown` render them.
pub mod json;
pub mod markdown;

use crate::checks::{CheckRecord, Outcome};
use crate::corpus::CaseError;
use crate::model::Gap;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct CaseTimings {
    /// Wall time the harness spent on the case.
    pub total_secs: f64,
    /// Of which in child processes (front ends, nvcc, gcc).
    pub child_secs: f64,
    /// The reference's run now (0 when its result came from the cache).
    pub reference_secs: f64,
    pub cufe_secs: f64,
    /// The reference's wall time when it last ran on this input and argv (now, or as recorded in the
    /// reference cache); 0 when unknown. Used for the cufe/reference time ratio.
    #[serde(default)]
    pub reference_recorded_secs: f64,
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct CaseResult {
    pub id: String,
    pub category: String,
    /// `ran`, `error` (malformed case or harness failure) or `skipped` (cannot run in this mode).
    pub status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub checks: Vec<CheckRecord>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unsupported: Vec<Gap>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cufe: Option<String>,
    #[serde(default)]
    pub reference_cached: bool,
    #[serde(default)]
    pub preprocess_cached: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub argv: Vec<String>,
    pub repro: String,
    pub timings: CaseTimings,
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct ReferenceInfo {
    pub version: String,
    pub sha256: String,
    pub root: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct RunTimings {
    pub wall_secs: f64,
    /// Finding and validating the reference (and installing it when missing), reading git: once per run.
    pub setup_secs: f64,
    /// Time in child processes (front ends, nvcc, gcc) for the cases run now.
    pub child_secs: f64,
    pub reference_secs: f64,
    pub cufe_secs: f64,
    /// Harness time per case outside child processes, plus discovery and report writing.
    pub harness_overhead_secs: f64,
    /// harness_overhead_secs / child_secs, in percent.
    pub overhead_percent: f64,
    pub jobs: usize,
    pub cases_run: usize,
    pub cases_resumed: usize,
    pub reference_cache_hits: usize,
    pub preprocess_cache_hits: usize,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct GapTotal {
    pub cases: u64,
    pub occurrences: u64,
    /// Cases where the gap only concerned the outputs (diagnostics and exit code were judged).
    #[serde(default)]
    pub output_only_cases: u64,
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct RunReport {
    pub harness_version: String,
    pub run_name: String,
    /// `reference` or `stored-expectations`.
    pub mode: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode_reason: Option<String>,
    pub reference: Option<ReferenceInfo>,
    pub cufe_path: String,
    pub cufe_commit: Option<String>,
    pub paths: Vec<String>,
    /// category → check → outcome → count.
    pub table: BTreeMap<String, BTreeMap<String, BTreeMap<String, u64>>>,
    /// check → outcome → count over all categories.
    pub totals: BTreeMap<String, BTreeMap<String, u64>>,
    pub gaps: BTreeMap<String, GapTotal>,
    pub case_counts: BTreeMap<String, u64>,
    pub timings: RunTimings,
    pub case_errors: Vec<CaseError>,
    pub cases: Vec<CaseResult>,
}

impl RunReport {
    /// Fills the aggregate fields from `cases` (sorted by id for deterministic output).
    pub fn aggregate(&mut self) {
        self.cases.sort_by(|a, b| a.id.cmp(&b.id));
        self.table.clear();
        self.totals.clear();
        self.gaps.clear();
        self.case_counts.clear();
        for c in &self.cases {
            *self.case_counts.entry(c.status.clone()).or_default() += 1;
            for k in &c.checks {
                *self
                    .table
                    .entry(c.category.clone())
                    .or_default()
                    .entry(k.check.clone())
                    .or_default()
                    .entry(k.outcome.name().into())
                    .or_default() += 1;
                *self
                    .totals
                    .entry(k.check.clone())
                    .or_default()
                    .entry(k.outcome.name().into())
                    .or_default() += 1;
            }
            for g in &c.unsupported {
                let t = self.gaps.entry(g.what.clone()).or_default();
                t.cases += 1;
                t.occurrences += g.count;
                if g.output_only() {
                    t.output_only_cases += 1;
                }
            }
        }
    }

    pub fn any(&self, outcomes: &[Outcome]) -> bool {
        self.cases
            .iter()
            .any(|c| c.checks.iter().any(|k| outcomes.contains(&k.outcome)))
    }
}

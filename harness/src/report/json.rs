//! report.json: the full machine-readable run result.
use super::RunReport;
use std::path::Path;

pub fn write(report: &RunReport, path: &Path) -> std::io::Result<()> {
    let mut s = serde_json::to_string_pretty(report).map_err(std::io::Error::other)?;
    s.push('\n');
    crate::util::atomic_write(path, s.as_bytes())
}

pub fn read(path: &Path) -> Option<RunReport> {
    serde_json::from_slice(&std::fs::read(path).ok()?).ok()
}

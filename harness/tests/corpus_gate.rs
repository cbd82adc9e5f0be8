//! The conformance gate: the whole bundled corpus through cufe and the real reference. It fails when
//! cufe disagrees with the reference on any case it claims to support (`differ`) or when cufe crashes,
//! hangs or blows its memory cap. Cases cufe reports as unsupported are counted, not failed: coverage
//! grows by turning them into agreements.
//!
//! The reference is installed into the cache when missing (like `cufe-harness run`); with
//! CUFE_ALLOW_NO_REFERENCE=1 and no toolkit the gate runs against the stored expectations instead.
use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

#[test]
fn corpus_agrees_wherever_cufe_claims_support() {
    let harness = PathBuf::from(env!("CARGO_BIN_EXE_cufe-harness"));
    // The cufe binary of the same profile as this test (cargo builds every workspace binary for tests).
    let cufe = harness.with_file_name("cufe");
    assert!(cufe.exists(), "{} missing: run the tests with `cargo test --workspace`", cufe.display());
    let root = workspace_root();
    let reports = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(&harness);
    cmd.current_dir(&root)
        .arg("run")
        .arg("--cufe")
        .arg(&cufe)
        .arg("--reports-dir")
        .arg(reports.path())
        .args(["--fail-on", "differ,crash"])
        .arg("corpus");
    let allow_offline = std::env::var("CUFE_ALLOW_NO_REFERENCE").as_deref() == Ok("1");
    if !allow_offline {
        cmd.arg("--require-reference");
    }
    let out = cmd.output().expect("running cufe-harness");
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The per-check totals are the last lines the harness prints.
    let summary: Vec<&str> = stderr.lines().filter(|l| l.starts_with("cufe-harness:") || l.starts_with("  ")).collect();
    eprintln!("{}", summary.join("\n"));
    let report = std::fs::read_to_string(reports.path().join("latest").join("report.md")).unwrap_or_default();
    assert!(
        out.status.success(),
        "cufe disagrees with the reference or crashed (exit {:?}); report:\n{}",
        out.status.code(),
        report
    );
}

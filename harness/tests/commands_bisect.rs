//! `bisect` against the REAL reference over a scratch git repository holding a fake `cufe` crate: a
//! wrapper that runs the real cudafe++ and, from commit 4 on, turns warning #20092-D into an error.
//! The command must name commit 4.
mod commands_common;
use commands_common::*;

#[test]
fn bisect_names_the_commit_that_introduced_the_mismatch() {
    let Some(r) = reference() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let repo = t.join("repo");
    fake_cufe_repo(&repo);
    let mut shas = Vec::new();
    for i in 1..=6 {
        let bug = i >= 4;
        let src = format!(
            r#"// commit {i}
fn main() {{
    // The harness passes --cufe-report=FILE first; the reference does not know it.
    let args: Vec<String> = std::env::args().skip(2).collect();
    let out = std::process::Command::new({reference:?}).args(&args).output().expect("reference");
    let mut err = String::from_utf8_lossy(&out.stderr).to_string();
    if {bug} {{
        err = err.replace("warning #20092-D", "error #20092-D");
    }}
    eprint!("{{err}}");
    print!("{{}}", String::from_utf8_lossy(&out.stdout));
    std::process::exit(out.status.code().unwrap_or(134));
}}
"#,
            reference = r.cudafe.display().to_string()
        );
        shas.push(commit_main(&repo, &src, &format!("commit {i}")));
    }
    let case = t.join("shared_write.ii");
    std::fs::write(
        &case,
        "// tags: bisect\n# 1 \"k.cu\"\n__attribute__((shared)) int a;\nvoid b() { a = 1; }\n",
    )
    .unwrap();
    // --cufe is irrelevant to bisect (each probe builds its own) but harness() passes one.
    let same = same_cufe(t, &r);
    let target = t.join("target");
    let bisect = |good: &str, bad: &str, extra: &[&str]| {
        let mut args = vec![
            "bisect",
            "--good",
            good,
            "--bad",
            bad,
            case.to_str().unwrap(),
            "--repo",
            repo.to_str().unwrap(),
            "--debug",
            "--target-dir",
            target.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        harness(t, &r, &same, &args)
    };
    let o = bisect(&shas[0], &shas[5], &["--keep", "diagnostic"]);
    assert!(o.status.success());
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(
        stdout.contains(&format!("first bad commit: {} commit 4", shas[3])),
        "{stdout}"
    );
    // Builds are cached per commit in <cache>/bisect/<sha>/.bisect-bin.
    assert!(t
        .join("cache/bisect")
        .join(&shas[3])
        .join(".bisect-bin/cufe")
        .is_file());
    // A bad --good endpoint is refused.
    let o = bisect(&shas[4], &shas[5], &[]);
    assert!(!o.status.success());
}

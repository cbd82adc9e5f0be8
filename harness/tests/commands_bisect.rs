//! `bisect` against the REAL reference over a scratch git repository holding a fake `cufe` crate: a
//! wrapper that runs the real cudafe++ and, from commit 4 on, turns warning #20092-D into an error.
//! The command must name commit 4.
mod commands_common;
use commands_common::*;
use std::path::Path;
use std::process::Command;

fn git(dir: &Path, args: &[&str]) -> String {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args([
            "-c",
            "user.name=t",
            "-c",
            "user.email=t@t",
            "-c",
            "commit.gpgsign=false",
        ])
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

#[test]
fn bisect_names_the_commit_that_introduced_the_mismatch() {
    let Some(r) = reference() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let repo = t.join("repo");
    std::fs::create_dir_all(repo.join("src")).unwrap();
    git(&repo, &["init", "-q"]);
    std::fs::write(
        repo.join("Cargo.toml"),
        "[package]\nname = \"cufe\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n",
    )
    .unwrap();
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
        std::fs::write(repo.join("src/main.rs"), src).unwrap();
        git(&repo, &["add", "-A"]);
        git(&repo, &["commit", "-q", "-m", &format!("commit {i}")]);
        shas.push(git(&repo, &["rev-parse", "HEAD"]));
    }
    let case = t.join("shared_write.ii");
    std::fs::write(
        &case,
        "// tags: bisect\n# 1 \"k.cu\"\n__attribute__((shared)) int a;\nvoid b() { a = 1; }\n",
    )
    .unwrap();
    // --cufe is irrelevant to bisect (each probe builds its own) but harness() passes one.
    let same = same_cufe(t, &r);
    let o = harness(
        t,
        &r,
        &same,
        &[
            "bisect",
            "--good",
            &shas[0],
            "--bad",
            &shas[5],
            case.to_str().unwrap(),
            "--repo",
            repo.to_str().unwrap(),
            "--debug",
            "--keep",
            "diagnostic",
            "--target-dir",
            t.join("target").to_str().unwrap(),
        ],
    );
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
    let o = harness(
        t,
        &r,
        &same,
        &[
            "bisect",
            "--good",
            &shas[4],
            "--bad",
            &shas[5],
            case.to_str().unwrap(),
            "--repo",
            repo.to_str().unwrap(),
            "--debug",
            "--target-dir",
            t.join("target").to_str().unwrap(),
        ],
    );
    assert!(!o.status.success());
}

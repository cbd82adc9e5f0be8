//! Bisection over a scratch repository holding a tiny fake `cufe` crate: commit 5 changes the
//! printed version (the regression), commit 6 does not build (probed, must be skipped).
mod commands_common;
use commands_common::{commit_main, fake_cufe_repo};
use std::path::Path;
use std::process::Command;
use cufe_harness::campaign::bisect::{bisect, exit_code, BisectConfig, Outcome};

#[test]
fn names_the_commit_that_changed_the_output() {
    let root = std::env::temp_dir().join(format!("cufe-campaign-bisect-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let repo = root.join("repo");
    fake_cufe_repo(&repo);
    let mut shas = Vec::new();
    for i in 1..=8 {
        let version = if i >= 5 { "v2" } else { "v1" };
        let body = if i == 6 { "this does not compile".to_string() } else { format!("fn main() {{ println!(\"{version} {i}\"); }}\n") };
        shas.push(commit_main(&repo, &body, &format!("commit {i}")));
    }
    let mut cfg = BisectConfig::cufe(&repo, &root.join("cache"));
    cfg.release = false;
    cfg.shared_target = Some(root.join("target"));
    let run = |bin: &Path| {
        let out = Command::new(bin).output().unwrap();
        if String::from_utf8_lossy(&out.stdout).starts_with("v2") { Outcome::Bad } else { Outcome::Good }
    };
    let r = bisect(&cfg, &shas[0], &shas[7], run).unwrap();
    eprintln!("{r:#?}");
    assert_eq!(r.first_bad.as_deref(), Some(shas[4].as_str()), "commit 5 is the first bad");
    assert_eq!(r.range_len, 7);
    assert!(r.probes.len() <= 6, "binary search probes few commits: {:?}", r.probes);
    assert!(r.probes.contains(&(shas[5].clone(), Outcome::Skip)), "commit 6 (broken build) is skipped");

    // A caller-side skip next to the regression leaves it ambiguous, as with `git bisect skip`;
    // the builds are cached by sha, so this second run only re-runs the outcome function.
    let skip4 = shas[3].clone();
    let r2 = bisect(&cfg, &shas[0], &shas[7], |bin: &Path| {
        if bin.to_string_lossy().contains(&skip4) { Outcome::Skip } else { run(bin) }
    })
    .unwrap();
    assert_eq!(r2.first_bad, None);
    assert_eq!(r2.candidates, vec![shas[3].clone(), shas[4].clone()]);
    assert_eq!(exit_code(Outcome::Skip), 125);
    let _ = std::fs::remove_dir_all(&root);
}

//! `run` → report.html / report.md / junit.xml and the history; `run --shard K/N` + `merge` equal the
//! unsharded run; `report --run DIR`; `check` exit codes including the reference-failure skip. Uses the
//! fake toolkit and fake cufe of tests/common (no real reference needed).
mod common;
use common::Scratch;
use cufe_harness::campaign::history;

fn corpus(s: &Scratch) {
    // A scratch workspace: `run` without paths covers <cwd>/corpus and writes <cwd>/reports.
    std::fs::write(s.path().join("Cargo.toml"), "[workspace]\n").unwrap();
    for n in [
        "a.ii",
        "b.ii",
        "c.ii",
        "d.ii",
        "differ.ii",
        "gap.ii",
        "crash.ii",
    ] {
        s.case(n, "");
    }
    std::fs::create_dir_all(s.path().join("corpus/other")).unwrap();
    std::fs::copy(
        s.path().join("corpus/cat/a.ii"),
        s.path().join("corpus/other/e.ii"),
    )
    .unwrap();
}

fn totals(s: &Scratch, run: &str) -> serde_json::Value {
    s.report(run)["table"].clone()
}

/// The HTML page and JUnit file are XML (the page's `<!DOCTYPE html>` is a DTD to the parser).
fn well_formed(xml: &str) {
    let opt = roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() };
    roxmltree::Document::parse_with_options(xml, opt).unwrap();
}

#[test]
fn run_report_history_shards_and_merge() {
    let s = Scratch::new();
    corpus(&s);
    assert!(s.harness(&["run", "--run-name", "full"]).status.success());
    let dir = s.path().join("reports/full");
    for f in ["report.json", "report.md", "report.html", "junit.xml"] {
        assert!(dir.join(f).is_file(), "{f}");
        assert!(
            s.path().join("reports/latest").join(f).is_file(),
            "latest/{f}"
        );
    }
    let html = std::fs::read_to_string(dir.join("report.html")).unwrap();
    well_formed(&html);
    assert!(html.contains("<svg") && html.contains("Conformance per category"));
    let junit = std::fs::read_to_string(dir.join("junit.xml")).unwrap();
    well_formed(&junit);
    assert!(
        junit.contains("tests=\"8\" failures=\"1\" errors=\"1\" skipped=\"1\""),
        "{junit}"
    );
    let history = s.path().join("reports/history.jsonl");
    let recorded = || history::load(&history).unwrap().0.len();
    let (h, bad) = history::load(&history).unwrap();
    assert!(bad.is_empty());
    assert_eq!(h.len(), 1, "a whole-corpus run is recorded");
    let cat = h[0]
        .categories
        .iter()
        .find(|c| c.category == "cat")
        .unwrap();
    assert_eq!(
        (cat.agree, cat.differ, cat.unsupported, cat.crash),
        (4, 1, 1, 1)
    );

    // Explicit paths: a partial run, not recorded.
    assert!(s
        .harness(&["run", "--run-name", "part", "corpus/cat"])
        .status
        .success());
    assert_eq!(recorded(), 1);

    // Shards: disjoint, together the whole list; merged counts equal the full run's.
    for k in 0..3 {
        assert!(s
            .harness(&[
                "run",
                "--run-name",
                &format!("s{k}"),
                "--shard",
                &format!("{k}/3")
            ])
            .status
            .success());
    }
    let n: Vec<usize> = (0..3)
        .map(|k| {
            s.report(&format!("s{k}"))["cases"]
                .as_array()
                .unwrap()
                .len()
        })
        .collect();
    assert_eq!(n, [3, 3, 2]);
    assert_eq!(recorded(), 1, "single shards are not recorded");
    assert!(!s
        .harness(&["run", "--run-name", "bad", "--shard", "3/3"])
        .status
        .success());
    // Two of three shards: partial.
    assert!(s
        .harness(&["merge", "reports/s0", "reports/s1", "--run-name", "m2"])
        .status
        .success());
    assert_eq!(recorded(), 1);
    assert!(s
        .harness(&[
            "merge",
            "reports/s0",
            "reports/s1",
            "reports/s2",
            "--run-name",
            "merged"
        ])
        .status
        .success());
    assert_eq!(totals(&s, "merged"), totals(&s, "full"));
    assert_eq!(
        s.report("merged")["case_counts"],
        s.report("full")["case_counts"]
    );
    let (h, _) = history::load(&history).unwrap();
    assert_eq!(h.len(), 2, "all shards merged: recorded");
    assert_eq!(h[1].categories, h[0].categories);
    assert!(
        s.path().join("reports/merged/junit.xml").is_file()
            && s.path().join("reports/merged/report.html").is_file()
    );
    assert_eq!(
        std::fs::read(s.path().join("reports/latest/junit.xml")).unwrap(),
        std::fs::read(s.path().join("reports/merged/junit.xml")).unwrap()
    );

    // report re-renders a run folder (here the partial one) with the history's plots.
    std::fs::remove_file(s.path().join("reports/part/report.html")).unwrap();
    let o = s.harness(&["report", "--run", "reports/part"]);
    assert!(o.status.success());
    let html = std::fs::read_to_string(s.path().join("reports/part/report.html")).unwrap();
    well_formed(&html);
    assert!(html.contains("All runs"));
    let md = std::fs::read_to_string(s.path().join("reports/part/report.md")).unwrap();
    assert!(md.contains("differ.ii"), "{md}");
}

#[test]
fn check_exit_codes_with_fake_front_ends() {
    let s = Scratch::new();
    corpus(&s);
    let code = |args: &[&str]| s.harness(args).status.code();
    assert_eq!(code(&["check", "corpus/cat/a.ii"]), Some(0));
    assert_eq!(code(&["check", "corpus/cat/differ.ii"]), Some(1));
    assert_eq!(
        code(&["check", "corpus/cat/differ.ii", "--keep", "crash"]),
        Some(0)
    );
    assert_eq!(
        code(&["check", "corpus/cat/crash.ii", "--keep", "crash"]),
        Some(1)
    );
    assert_eq!(
        code(&["check", "corpus/cat/gap.ii"]),
        Some(0),
        "unsupported is not a mismatch"
    );
    assert_eq!(code(&["check", "corpus/cat/missing.ii"]), Some(125));
    // A reference that aborts (internal error) cannot judge: skip.
    std::fs::create_dir_all(s.path().join("tk2/bin")).unwrap();
    s.script(
        "tk2/bin/cudafe++",
        "#!/bin/bash\ncase \"$1\" in --version) echo 'Cuda compilation tools, release 13.0, V13.0.88' >&2; exit 0;; esac\nkill -ABRT $$\n",
    );
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_cufe-harness"))
        .current_dir(s.path())
        .env_remove("CUFE_REFERENCE")
        .env("CUFE_CACHE_DIR", s.path().join("cache2"))
        .args([
            "--reference",
            "tk2",
            "--cufe",
            "cufe",
            "check",
            "corpus/cat/a.ii",
        ])
        .output()
        .unwrap();
    eprintln!("{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(o.status.code(), Some(125));
}

//! Reference result cache, resume of an interrupted run, bless + stored-expectations (offline) mode.
mod common;
use common::{outcome, Scratch};

fn corpus(s: &Scratch) {
    for n in ["a.ii", "b.ii", "c.ii"] {
        s.case(n, "");
    }
    s.case("gap.ii", "");
}

#[test]
fn second_run_hits_the_reference_cache() {
    let s = Scratch::new();
    corpus(&s);
    let out = s.harness(&[
        "run",
        "--run-name",
        "one",
        "--reports-dir",
        "reports",
        "corpus",
    ]);
    assert!(out.status.success());
    assert_eq!(s.count("ref"), 4);
    assert_eq!(s.report("one")["timings"]["reference_cache_hits"], 0);
    let out = s.harness(&[
        "run",
        "--run-name",
        "two",
        "--reports-dir",
        "reports",
        "corpus",
    ]);
    assert!(out.status.success());
    assert_eq!(s.count("ref"), 4, "the reference was not run again");
    assert_eq!(s.count("cufe"), 8, "cufe always runs");
    let two = s.report("two");
    assert_eq!(two["timings"]["reference_cache_hits"], 4);
    assert_eq!(outcome(&two, "cat/a.ii", "diagnostics"), "agree");
    // A changed input is a new key.
    s.case("a.ii", "// notes: changed\n");
    s.harness(&[
        "run",
        "--run-name",
        "three",
        "--reports-dir",
        "reports",
        "corpus/cat/a.ii",
    ]);
    assert_eq!(s.count("ref"), 5);
    // An existing run folder is not overwritten without --resume.
    let out = s.harness(&[
        "run",
        "--run-name",
        "two",
        "--reports-dir",
        "reports",
        "corpus",
    ]);
    assert!(!out.status.success());
}

#[test]
fn resume_reruns_only_missing_cases() {
    let s = Scratch::new();
    corpus(&s);
    assert!(s
        .harness(&[
            "run",
            "--run-name",
            "r",
            "--reports-dir",
            "reports",
            "corpus"
        ])
        .status
        .success());
    let before = s.report("r");
    // Simulate an interruption: one case result and the reports are missing.
    let cases = s.path().join("reports/r/cases");
    let victim = std::fs::read_dir(&cases)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().contains("_b.ii"))
        .unwrap();
    std::fs::remove_file(&victim).unwrap();
    std::fs::remove_file(s.path().join("reports/r/report.json")).unwrap();
    let cufe_before = s.count("cufe");
    // --resume without a name continues the last run (reports/LAST_RUN).
    assert!(s
        .harness(&["run", "--resume", "--reports-dir", "reports", "corpus"])
        .status
        .success());
    assert_eq!(
        s.count("cufe"),
        cufe_before + 1,
        "only the missing case ran"
    );
    let after = s.report("r");
    assert_eq!(after["timings"]["cases_resumed"], 3);
    assert_eq!(after["timings"]["cases_run"], 1);
    assert_eq!(before["table"], after["table"]);
    assert_eq!(before["gaps"], after["gaps"]);
    assert!(victim.is_file(), "the result was written again");
}

#[test]
fn bless_then_offline() {
    let s = Scratch::new();
    corpus(&s);
    // Without expectations, offline mode skips the cases (and says which mode ran).
    let out = s.harness(&[
        "--offline",
        "run",
        "--run-name",
        "off0",
        "--reports-dir",
        "reports",
        "corpus",
    ]);
    assert!(out.status.success());
    let r = s.report("off0");
    assert_eq!(r["mode"], "stored-expectations");
    assert_eq!(outcome(&r, "cat/a.ii", "exit_code"), "skipped");

    assert!(s.harness(&["bless", "corpus"]).status.success());
    let exp = s.path().join("corpus/cat/a.expected");
    for f in [
        "exit_code",
        "stderr.txt",
        "diagnostics.json",
        "host.int.c",
        "module_id",
        "meta.json",
    ] {
        assert!(exp.join(f).is_file(), "{}", f);
    }
    assert_eq!(
        std::fs::read_to_string(exp.join("exit_code")).unwrap(),
        "2\n"
    );
    assert_eq!(
        std::fs::read_to_string(exp.join("module_id")).unwrap(),
        "_deadbeef_5_x_cu_xxxxxxxx_PID"
    );
    let meta: serde_json::Value =
        serde_json::from_slice(&std::fs::read(exp.join("meta.json")).unwrap()).unwrap();
    assert_eq!(
        meta["reference_version"],
        "Cuda compilation tools, release 13.0, V13.0.88"
    );
    assert_eq!(meta["argv"].as_array().unwrap().last().unwrap(), "a.ii");
    // Deterministic: blessing again gives identical bytes (the cache is bypassed by a fresh cache dir).
    let snapshot: Vec<Vec<u8>> = ["stderr.txt", "diagnostics.json", "meta.json", "host.int.c"]
        .iter()
        .map(|f| std::fs::read(exp.join(f)).unwrap())
        .collect();
    std::fs::remove_dir_all(s.path().join("cache")).unwrap();
    assert!(s.harness(&["bless", "corpus"]).status.success());
    let again: Vec<Vec<u8>> = ["stderr.txt", "diagnostics.json", "meta.json", "host.int.c"]
        .iter()
        .map(|f| std::fs::read(exp.join(f)).unwrap())
        .collect();
    assert_eq!(snapshot, again);

    // Offline: cufe against the stored expectations, with the reference gone.
    std::fs::remove_dir_all(s.path().join("tk")).unwrap();
    let out = s.harness(&[
        "--offline",
        "run",
        "--run-name",
        "off1",
        "--reports-dir",
        "reports",
        "corpus",
    ]);
    assert!(out.status.success());
    let r = s.report("off1");
    assert_eq!(r["mode"], "stored-expectations");
    assert!(r["reference"].is_null());
    for c in ["exit_code", "diagnostics", "host_output", "module_id"] {
        assert_eq!(outcome(&r, "cat/a.ii", c), "agree", "{}", c);
        assert_eq!(outcome(&r, "cat/gap.ii", c), "unsupported", "{}", c);
    }
    let md = std::fs::read_to_string(s.path().join("reports/off1/report.md")).unwrap();
    assert!(
        md.contains("- mode: **stored-expectations** (--offline)"),
        "{}",
        md
    );
    // A case changed after bless is flagged as stale.
    s.case("a.ii", "// cudafe-extra-args: -w\n");
    let out = s.harness(&[
        "--offline",
        "run",
        "--run-name",
        "off1b",
        "--reports-dir",
        "reports",
        "corpus/cat/a.ii",
    ]);
    assert!(out.status.success());
    let r = s.report("off1b");
    let msg = r["cases"][0]["message"].as_str().unwrap().to_string();
    assert!(
        msg.contains("stale expectations: the input, the cudafe++ argv changed"),
        "{}",
        msg
    );

    // A malformed expectation is an error naming the file and line; the other cases still run.
    std::fs::write(
        s.path().join("corpus/cat/b.expected/meta.json"),
        "{\n  \"argv\": [\n  oops\n",
    )
    .unwrap();
    std::fs::write(s.path().join("corpus/cat/c.expected/exit_code"), "two\n").unwrap();
    let out = s.harness(&[
        "--offline",
        "run",
        "--run-name",
        "off3",
        "--reports-dir",
        "reports",
        "corpus",
    ]);
    assert!(out.status.success());
    let r = s.report("off3");
    let case = |id: &str| {
        r["cases"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["id"] == id)
            .unwrap()
            .clone()
    };
    assert_eq!(case("cat/b.ii")["status"], "error");
    assert!(
        case("cat/b.ii")["message"]
            .as_str()
            .unwrap()
            .contains("b.expected/meta.json:3:"),
        "{}",
        case("cat/b.ii")
    );
    assert!(
        case("cat/c.ii")["message"]
            .as_str()
            .unwrap()
            .contains("c.expected/exit_code:1:"),
        "{}",
        case("cat/c.ii")
    );
    assert_eq!(outcome(&r, "cat/a.ii", "diagnostics"), "agree");

    // Without --offline but with no reference available, the harness falls back and says why.
    let out = s.harness(&[
        "run",
        "--run-name",
        "off2",
        "--reports-dir",
        "reports",
        "corpus",
    ]);
    assert!(out.status.success());
    let r = s.report("off2");
    assert_eq!(r["mode"], "stored-expectations");
    assert!(r["mode_reason"]
        .as_str()
        .unwrap()
        .contains("reference unavailable"));
}

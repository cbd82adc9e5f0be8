//! End to end with fake front ends: every outcome (agree, differ, unsupported, crash, timeout, memory,
//! expected-difference), malformed cases, non-UTF-8 data, --fail-on. The harness must survive all of it.
mod common;
use common::{outcome, Scratch};

const CHECKS: [&str; 4] = ["exit_code", "diagnostics", "host_output", "module_id"];

#[test]
fn outcomes_and_isolation() {
    let s = Scratch::new();
    for n in ["same.ii", "differ.ii", "crash.ii", "mem.ii", "gap.ii"] {
        s.case(n, "");
    }
    s.case("expect.ii", "// expect-difference: unsupported-no-output\n");
    // Malformed: a bad directive (line 2), a bad sidecar YAML.
    std::fs::write(
        s.path().join("corpus/cat/bad.ii"),
        "// tags: x\n// nvcc-options: 'open\nint x;\n",
    )
    .unwrap();
    s.case("yamlbad.ii", "");
    std::fs::write(
        s.path().join("corpus/cat/yamlbad.yaml"),
        "tags: [a]\nnot_a_key: 1\n",
    )
    .unwrap();
    // Non-UTF-8 bytes in a file name and in the input (and so in both front ends' outputs).
    s.case_raw(
        "u8\u{fffd}.ii".as_ref(),
        b"// tags: u8\n# 1 \"x.cu\"\nint \xff\xfe = x;\n",
    );
    {
        use std::os::unix::ffi::OsStrExt;
        s.case_raw(
            std::ffi::OsStr::from_bytes(b"raw\xff.ii"),
            b"# 1 \"x.cu\"\nint \xff = x;\n",
        );
    }
    // Skipped by discovery: expectation folders and the self-test folder.
    std::fs::create_dir_all(s.path().join("corpus/cat/same.expected")).unwrap();
    std::fs::write(s.path().join("corpus/cat/same.expected/x.ii"), "int x;").unwrap();
    std::fs::create_dir_all(s.path().join("corpus/_harness_selftest")).unwrap();
    std::fs::write(s.path().join("corpus/_harness_selftest/z.ii"), "int x;").unwrap();

    // A generous time limit here (a loaded machine must not turn `mem` into a timeout); the hanging
    // case runs alone below with a short one.
    let out = s.harness(&[
        "--timeout",
        "30",
        "--mem-limit",
        "256M",
        "run",
        "--run-name",
        "r1",
        "--reports-dir",
        "reports",
        "corpus",
    ]);
    assert_eq!(out.status.code(), Some(0), "no --fail-on: success");
    let rep = s.report("r1");
    assert_eq!(rep["mode"], "reference");
    let ids: Vec<&str> = rep["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(ids, sorted, "deterministic order");
    assert!(
        !ids.iter()
            .any(|i| i.contains("expected") || i.contains("_harness_selftest")),
        "{:?}",
        ids
    );
    for c in CHECKS {
        assert_eq!(outcome(&rep, "cat/same.ii", c), "agree", "{}", c);
        assert_eq!(outcome(&rep, "cat/crash.ii", c), "crash", "{}", c);
        assert_eq!(outcome(&rep, "cat/mem.ii", c), "memory", "{}", c);
        assert_eq!(outcome(&rep, "cat/gap.ii", c), "unsupported", "{}", c);
        assert_eq!(outcome(&rep, "cat/u8\u{fffd}.ii", c), "agree", "{}", c);
    }
    assert_eq!(outcome(&rep, "cat/differ.ii", "exit_code"), "agree");
    for c in ["diagnostics", "host_output", "module_id"] {
        assert_eq!(outcome(&rep, "cat/differ.ii", c), "differ", "{}", c);
        assert_eq!(
            outcome(&rep, "cat/expect.ii", c),
            "expected-difference",
            "{}",
            c
        );
    }
    assert_eq!(rep["gaps"]["parse: templates"]["cases"], 1);
    assert_eq!(rep["gaps"]["parse: templates"]["occurrences"], 2);
    let raw = rep["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"].as_str().unwrap().starts_with("cat/raw"))
        .unwrap();
    assert_eq!(raw["status"], "ran");

    // Malformed cases are reported with file and line; the run went on.
    let errs = rep["case_errors"].as_array().unwrap();
    let bad = errs
        .iter()
        .find(|e| e["file"].as_str().unwrap().ends_with("bad.ii"))
        .expect("bad.ii reported");
    assert_eq!(bad["line"], 2);
    let yb = errs
        .iter()
        .find(|e| e["file"].as_str().unwrap().ends_with("yamlbad.yaml"))
        .expect("yaml reported");
    assert_eq!(yb["line"], 2);

    // The markdown report: table, the differing case with a diff and a repro line.
    let md = std::fs::read_to_string(s.path().join("reports/r1/report.md")).unwrap();
    assert!(md.contains("- mode: **reference**"), "{}", md);
    assert!(md.contains("| cat | diagnostics |"), "{}", md);
    assert!(md.contains("### `cat/differ.ii`"), "{}", md);
    assert!(
        md.contains("+cat/differ.ii") || md.contains("+differ.ii(1): error: something else"),
        "{}",
        md
    );
    assert!(
        md.contains("repro: `cargo run --release -p cufe-harness -- run"),
        "{}",
        md
    );
    assert!(md.contains("harness overhead"), "{}", md);
    assert!(s.path().join("reports/latest/report.json").is_file());

    // A hanging front end is killed at the time limit (with its children) and reported as a timeout.
    s.case("hang.ii", "");
    let t = std::time::Instant::now();
    let out = s.harness(&[
        "--timeout",
        "1",
        "run",
        "--run-name",
        "hang",
        "--reports-dir",
        "reports",
        "--fail-on",
        "crash",
        "corpus/cat/hang.ii",
    ]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "timeouts count as crashes for --fail-on"
    );
    assert!(t.elapsed() < std::time::Duration::from_secs(20));
    let rep = s.report("hang");
    for c in CHECKS {
        assert_eq!(outcome(&rep, "cat/hang.ii", c), "timeout", "{}", c);
    }

    // --fail-on: differ and crash give a non-zero exit.
    let out = s.harness(&[
        "run",
        "--run-name",
        "r2",
        "--reports-dir",
        "reports",
        "--fail-on",
        "differ",
        "corpus/cat/differ.ii",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let out = s.harness(&[
        "run",
        "--run-name",
        "r3",
        "--reports-dir",
        "reports",
        "--fail-on",
        "crash",
        "corpus/cat/crash.ii",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let out = s.harness(&[
        "run",
        "--run-name",
        "r4",
        "--reports-dir",
        "reports",
        "--fail-on",
        "differ,crash",
        "corpus/cat/same.ii",
    ]);
    assert_eq!(out.status.code(), Some(0));
}

//! `fuzz`, `reduce` and `check` against the REAL reference, with a planted mismatch: the "cufe" is a
//! wrapper around the real cudafe++ that turns warning #20092-D into an error. The fuzz campaign must
//! find it (deterministically), `reduce` must shrink it to a few lines, and `check` must answer
//! 1 / 0 / 125.
mod commands_common;
use commands_common::*;
use std::path::Path;

const SIG: &str = "diagnostic:missing warning#20092-D: a __shared__ variable _ cannot be directly written in a host function";

fn findings(dir: &Path) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let j: serde_json::Value = serde_json::from_slice(
                &std::fs::read(e.unwrap().path().join("finding.json")).unwrap(),
            )
            .unwrap();
            (
                j["signature"].as_str().unwrap().to_string(),
                j["case"]
                    .as_str()
                    .unwrap()
                    .rsplit('/')
                    .next()
                    .unwrap()
                    .to_string(),
            )
        })
        .collect();
    v.sort();
    v
}

#[test]
fn fuzz_finds_reduce_shrinks_check_judges() {
    let Some(r) = reference() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let planted = planted_cufe(t, &r);
    let same = same_cufe(t, &r);

    // Seeds 40..100 hold __shared__ writes in host code (seed 46 among them).
    let run = |out: &str, cufe: &Path| {
        let o = harness(
            t,
            &r,
            cufe,
            &[
                "-j",
                "2",
                "fuzz",
                "--seed",
                "40",
                "--programs",
                "60",
                "--no-reduce",
                "--out",
                out,
            ],
        );
        assert!(o.status.success());
        String::from_utf8_lossy(&o.stderr).to_string()
    };
    let log = run("f1", &planted);
    assert!(log.contains("60 programs"), "{log}");
    let f1 = findings(&t.join("f1"));
    assert!(
        f1.iter().any(|(s, _)| s == SIG),
        "planted mismatch not found: {f1:?}"
    );
    assert!(
        f1.iter().all(|(s, _)| s.contains("#20092-D")),
        "only the planted difference: {f1:?}"
    );
    run("f2", &planted);
    assert_eq!(findings(&t.join("f2")), f1, "same seed, same findings");
    // The reference against itself: nothing.
    let log = run("f3", &same);
    assert!(log.contains("agree 60,"), "{log}");
    assert!(
        std::fs::read_dir(t.join("f3"))
            .map(|d| d.count())
            .unwrap_or(0)
            == 0
    );

    // The finding is a corpus case with a repro line; reduce it.
    let dir = t.join("f1").join(
        std::fs::read_dir(t.join("f1"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .find(|n| n.to_string_lossy().contains("shared"))
            .unwrap(),
    );
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    assert!(
        readme.contains("cufe-harness -- check ") && readme.contains(SIG),
        "{readme}"
    );
    let case = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "ii"))
        .unwrap();
    let text = std::fs::read_to_string(&case).unwrap();
    assert!(text.starts_with("// tags: fuzz, diagnostic\n"), "{text}");
    let reduce_to = |out: &Path| {
        let out = out.to_str().unwrap();
        harness(t, &r, &planted, &["reduce", case.to_str().unwrap(), "--out", out])
    };
    let out = t.join("small.ii");
    let o = reduce_to(&out);
    assert!(o.status.success());
    let small = std::fs::read_to_string(&out).unwrap();
    eprintln!("reduced:\n{small}");
    assert!(small.lines().count() <= 10, "{small}");
    assert!(small.len() < text.len() / 4, "{small}");
    assert!(String::from_utf8_lossy(&o.stderr).contains(&format!("kept `{SIG}`")));
    // Deterministic: a second reduction gives the same bytes.
    let out2 = t.join("small2.ii");
    reduce_to(&out2);
    assert_eq!(std::fs::read(&out2).unwrap(), small.as_bytes());

    // check: bad with the planted bug, good without, skip without a cufe.
    let code = |cufe: &Path, keep: &str| {
        harness(
            t,
            &r,
            cufe,
            &["check", out.to_str().unwrap(), "--keep", keep],
        )
        .status
        .code()
    };
    assert_eq!(code(&planted, "any"), Some(1));
    assert_eq!(code(&planted, SIG), Some(1));
    assert_eq!(
        code(&planted, "crash"),
        Some(0),
        "another kind of mismatch is good"
    );
    assert_eq!(code(&same, "any"), Some(0));
    assert_eq!(code(&t.join("no-such-cufe"), "any"), Some(125));
    let broken = script(&t.join("not-a-case.txt"), "x");
    assert_eq!(
        harness(t, &r, &same, &["check", broken.to_str().unwrap()])
            .status
            .code(),
        Some(125)
    );
}

/// `--mode cu`: the program is a `.cu` preprocessed with nvcc's gcc -E like corpus `.cu` cases; the
/// finding is reduced as source (re-preprocessed at every step) to a small `.cu`.
#[test]
fn cu_mode_finding_is_reduced_as_source() {
    let Some(r) = reference() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let planted = planted_cufe(t, &r);
    let o = harness(
        t,
        &r,
        &planted,
        &[
            "-j",
            "2",
            "fuzz",
            "--mode",
            "cu",
            "--seed",
            "46",
            "--programs",
            "1",
            "--reduce-tests",
            "60",
            "--out",
            "f",
        ],
    );
    assert!(o.status.success());
    let f = findings(&t.join("f"));
    assert_eq!(f.len(), 1, "{f:?}");
    assert_eq!(f[0].0, SIG);
    assert!(f[0].1.ends_with(".cu"), "{f:?}");
    let slug = std::fs::read_dir(t.join("f"))
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let cu = std::fs::read_to_string(slug.join(&f[0].1)).unwrap();
    let orig = std::fs::read_to_string(slug.join("original").join(&f[0].1)).unwrap();
    eprintln!("reduced .cu:\n{cu}");
    assert!(cu.contains("__shared__"), "{cu}");
    assert!(
        cu.len() < orig.len() / 3 && cu.lines().count() <= 10,
        "{cu}"
    );
    // No scratch candidates left next to the case.
    assert!(std::fs::read_dir(slug.join("original")).unwrap().count() == 1);
    // The reduced .cu still shows the mismatch (check preprocesses it like a corpus .cu case).
    assert_eq!(
        harness(
            t,
            &r,
            &planted,
            &["check", slug.join(&f[0].1).to_str().unwrap(), "--keep", SIG]
        )
        .status
        .code(),
        Some(1)
    );
}

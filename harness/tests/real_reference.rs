//! Against the REAL reference toolkit: nvcc -dryrun parsing and a full self-test corpus run in which
//! "cufe" is the reference itself (so every check must agree, including the .cu case preprocessed with
//! nvcc's gcc -E command). The toolkit is installed into the cache when missing (as `cufe-harness run` does);
//! if that fails these tests FAIL, unless CUFE_ALLOW_NO_REFERENCE=1.
mod commands_common;
use commands_common::{reference, same_cufe};
use std::path::Path;

#[test]
fn real_nvcc_dryrun() {
    let Some(r) = reference() else { return };
    let cache = tempfile::tempdir().unwrap();
    let d = cufe_harness::nvcc::DryRunner::new(&r, cache.path());
    let opts: Vec<String> = ["-rdc=true", "--extended-lambda", "-std=c++20"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let (dry, secs) = d.dryrun(&opts).unwrap();
    assert!(secs > 0.0, "first call runs nvcc");
    let t = cufe_harness::nvcc::cudafe_template(&dry, "k", "/cufe/corpus/k.cu").unwrap();
    for flag in [
        "--c++20",
        "--device-c",
        "--extended-lambda",
        "--display_error_number",
        "{gen_c}",
        "{stub}",
        "{module_id}",
    ] {
        assert!(t.iter().any(|a| a == flag), "{} missing in {:?}", flag, t);
    }
    assert_eq!(t.last().unwrap(), "{in}");
    assert!(!t.iter().any(|a| a.contains("tmpxft")), "{:?}", t);
    assert!(
        dry.preprocess.iter().any(|a| a == "-D__CUDACC_RDC__"),
        "{:?}",
        dry.preprocess
    );
    let (_, secs) = d.dryrun(&opts).unwrap();
    assert_eq!(secs, 0.0, "memory cache");
    let d2 = cufe_harness::nvcc::DryRunner::new(&r, cache.path());
    let (dry2, secs) = d2.dryrun(&opts).unwrap();
    assert_eq!((secs, &*dry2), (0.0, &*dry), "disk cache");
}

#[test]
fn selftest_corpus_agrees_with_itself() {
    let Some(r) = reference() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let fake = same_cufe(tmp.path(), &r);
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/_harness_selftest");
    let run = |extra: &[&str], name: &str| -> serde_json::Value {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cufe-harness"))
            .arg("--reference")
            .arg(&r.root)
            .arg("--cache-dir")
            .arg(tmp.path().join("cache"))
            .arg("--cufe")
            .arg(&fake)
            .args(extra)
            .args([
                "run",
                "--fail-on",
                "differ,crash",
                "--run-name",
                name,
                "--reports-dir",
            ])
            .arg(tmp.path().join("reports"))
            .arg(&corpus)
            .output()
            .unwrap();
        eprintln!("{}", String::from_utf8_lossy(&out.stderr));
        assert!(out.status.success(), "a check differed or crashed");
        serde_json::from_slice(
            &std::fs::read(tmp.path().join("reports").join(name).join("report.json")).unwrap(),
        )
        .unwrap()
    };
    let rep = run(&[], "live");
    assert_eq!(rep["mode"], "reference");
    assert_eq!(rep["reference"]["sha256"], r.sha256.as_str());
    let cases = rep["cases"].as_array().unwrap();
    assert!(cases.len() >= 5);
    assert!(cases
        .iter()
        .any(|c| c["id"].as_str().unwrap().ends_with(".cu")));
    for c in cases {
        for k in c["checks"].as_array().unwrap() {
            assert_eq!(k["outcome"], "agree", "{}: {}", c["id"], k);
        }
    }
    // Warm: neither the reference nor gcc -E runs again.
    let warm = run(&[], "warm");
    let n = warm["cases"].as_array().unwrap().len();
    let cu = warm["cases"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["id"].as_str().unwrap().ends_with(".cu"))
        .count();
    assert_eq!(warm["timings"]["reference_cache_hits"], n);
    assert_eq!(warm["timings"]["preprocess_cache_hits"], cu);
    assert_eq!(warm["table"], rep["table"]);

    // The committed expectations (written by bless from the real binary) still hold.
    let rep = run(&["--offline"], "stored");
    for c in rep["cases"].as_array().unwrap() {
        let want = if c["id"].as_str().unwrap().ends_with(".cu") {
            "skipped"
        } else {
            "agree"
        };
        for k in c["checks"].as_array().unwrap() {
            assert_eq!(k["outcome"], want, "{}: {}", c["id"], k);
        }
        assert!(c.get("message").is_none() || want == "skipped", "{}", c);
    }
}

//! The opt-in checkers, `bench` and `e2e` against the REAL reference toolkit (installed into the cache when
//! missing, like `cufe-harness run`; these tests FAIL without it unless CUFE_ALLOW_NO_REFERENCE=1). "cufe"
//! is a script around the reference: identical, or with a planted change in its host output (chosen by
//! the case's file name), or a device mode that is cicc itself, or one that rejects `--cufe-device-mode`.
use cufe_harness::provision;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

fn reference() -> Option<provision::Reference> {
    if std::env::var("CUFE_ALLOW_NO_REFERENCE").as_deref() == Ok("1")
        && provision::find_toolkit_root(&provision::cache_dir(None).join(provision::VENV_DIR))
            .is_none()
        && std::env::var_os("CUFE_REFERENCE").is_none()
    {
        eprintln!("no reference toolkit; skipped because CUFE_ALLOW_NO_REFERENCE=1");
        return None;
    }
    let cache = provision::cache_dir(None);
    Some(
        provision::locate(&provision::Locate {
            explicit: None,
            cache: &cache,
            install: true,
        })
        .expect("the reference toolkit could not be found or installed"),
    )
}

/// The fake cufe (see the module comment).
fn fake_cufe(dir: &Path, r: &provision::Reference) -> PathBuf {
    let p = dir.join("fake-cufe");
    let script = format!(
        r#"#!/bin/bash
args=(); device=0
for a in "$@"; do
  case "$a" in --cufe-report=*) ;; --cufe-device-mode) device=1 ;; *) args+=("$a") ;; esac
done
if [ $device = 1 ]; then
  if [ -n "$FAKE_NO_DEVICE" ]; then
    printf 'Command-line error: invalid option: --cufe-device-mode\n\n1 catastrophic error detected in this compilation.\nCompilation terminated.\n' >&2
    exit 4
  fi
  exec {cicc} "${{args[@]}}"
fi
{cudafe} "${{args[@]}}"; rc=$?
gen=; orig=; prev=
for a in "${{args[@]}}"; do
  case "$prev" in --gen_c_file_name) gen=$a ;; --orig_src_file_name) orig=$a ;; esac
  prev=$a
done
case "$orig" in
  rn.cu) sed -i 's/helper_fn/helper_fx/g' "$gen" ;;
  ws.cu) sed -i 's/helper_fn(/helper_fn  (/g' "$gen" ;;
  bad.cu) echo 'this is not C++;' >> "$gen" ;;
esac
exit $rc
"#,
        cicc = r.root.join("nvvm/bin/cicc").display(),
        cudafe = r.cudafe.display()
    );
    std::fs::write(&p, script).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    p
}

const PROGRAM: &str = "__host__ __device__ int helper_fn(int x) { return x + 1; }\n\
__global__ void k(int *p) { *p = helper_fn(1); }\n\
int main() { k<<<1, 1>>>(0); return 0; }\n";

const DEVICE_CASE: &str = "// tags: device-side\n\
__device__ void d2();\n\
__host__ void d2() {}\n\
__global__ void g();\n\
void g() {}\n";

fn harness(
    dir: &Path,
    r: &provision::Reference,
    cufe: &Path,
    args: &[&str],
    env: &[(&str, &str)],
) -> std::process::Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_cufe-harness"));
    c.current_dir(dir)
        .env("CUFE_CACHE_DIR", dir.join("cache"))
        .arg("--reference")
        .arg(&r.root)
        .arg("--cufe")
        .arg(cufe)
        .arg("--jobs")
        .arg("2")
        .args(args);
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.output().unwrap();
    eprintln!(
        "harness {:?}: {}\n{}",
        args,
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn report(dir: &Path, run: &str) -> serde_json::Value {
    serde_json::from_slice(
        &std::fs::read(dir.join("reports").join(run).join("report.json")).unwrap(),
    )
    .unwrap()
}

/// (outcome, detail) of `check` for the case whose id ends with `name`.
fn check(rep: &serde_json::Value, name: &str, check: &str) -> (String, String) {
    let case = rep["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"].as_str().unwrap().ends_with(name))
        .unwrap_or_else(|| panic!("no case {}", name));
    let k = case["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["check"] == check)
        .unwrap_or_else(|| panic!("no check {} in {}", check, case));
    (
        k["outcome"].as_str().unwrap().to_string(),
        k["detail"].as_str().unwrap_or("").to_string(),
    )
}

#[test]
fn host_compile_and_objects() {
    let Some(r) = reference() else { return };
    let d = tempfile::tempdir().unwrap();
    let cufe = fake_cufe(d.path(), &r);
    let corpus = d.path().join("corpus/prog");
    std::fs::create_dir_all(&corpus).unwrap();
    for n in ["same.cu", "rn.cu", "ws.cu", "bad.cu"] {
        std::fs::write(corpus.join(n), PROGRAM).unwrap();
    }
    let out = harness(
        d.path(),
        &r,
        &cufe,
        &[
            "run",
            "--reports-dir",
            "reports",
            "--run-name",
            "r1",
            "--checks",
            "host-compile,objects",
            "corpus",
        ],
        &[],
    );
    assert!(out.status.success());
    let rep = report(d.path(), "r1");
    // Identical host output: g++ compiles the reference's output with cicc's stub.
    let (o, detail) = check(&rep, "same.cu", "host_compile");
    assert_eq!(o, "agree", "{}", detail);
    assert!(
        detail.contains("both compile") && detail.contains("cicc's stub"),
        "{}",
        detail
    );
    assert_eq!(
        check(&rep, "same.cu", "objects"),
        ("agree".into(), "byte-identical".into())
    );
    // A renamed function: the text differs, both compile, the symbol tables differ.
    assert_eq!(check(&rep, "rn.cu", "host_output").0, "differ");
    assert_eq!(check(&rep, "rn.cu", "host_compile").0, "agree");
    let (o, detail) = check(&rep, "rn.cu", "objects");
    assert_eq!(o, "differ");
    assert!(
        detail.contains("symbol tables") && detail.contains("helper_fx"),
        "{}",
        detail
    );
    // Whitespace only.
    assert_eq!(check(&rep, "ws.cu", "host_output").0, "differ");
    assert_eq!(
        check(&rep, "ws.cu", "objects"),
        ("agree".into(), "token-identical".into())
    );
    // A host output g++ rejects.
    let (o, detail) = check(&rep, "bad.cu", "host_compile");
    assert_eq!(o, "differ");
    assert!(
        detail.contains("reference exit 0, cufe exit 1") && detail.contains("this"),
        "{}",
        detail
    );
    assert_eq!(check(&rep, "bad.cu", "objects").0, "differ");
    // Default checks only: no opt-in check in the report.
    let out = harness(
        d.path(),
        &r,
        &cufe,
        &[
            "run",
            "--reports-dir",
            "reports",
            "--run-name",
            "r2",
            "corpus",
        ],
        &[],
    );
    assert!(out.status.success());
    let rep = report(d.path(), "r2");
    assert!(
        !rep["totals"]
            .as_object()
            .unwrap()
            .contains_key("host_compile"),
        "{}",
        rep["totals"]
    );
    // Unknown check names are refused.
    let out = harness(
        d.path(),
        &r,
        &cufe,
        &[
            "run",
            "--reports-dir",
            "reports",
            "--run-name",
            "r3",
            "--checks",
            "nope",
            "corpus",
        ],
        &[],
    );
    assert!(!out.status.success());
}

#[test]
fn cicc_device_diagnostics() {
    let Some(r) = reference() else { return };
    let d = tempfile::tempdir().unwrap();
    let corpus = d.path().join("corpus/dev");
    std::fs::create_dir_all(&corpus).unwrap();
    std::fs::write(corpus.join("d2.cu"), DEVICE_CASE).unwrap();
    // The runner itself: cicc as nvcc runs it gives the cicc-only diagnostics (cudafe++ is silent here).
    let (cases, _) = cufe_harness::corpus::discover(std::slice::from_ref(&corpus));
    let case = &cases[0];
    let dry = cufe_harness::nvcc::DryRunner::new(&r, &d.path().join("cache"));
    let (text, _) = dry.dryrun_text(&[]).unwrap();
    let p = cufe_harness::gxx::parse_pipeline(&text).unwrap();
    let (name, input) =
        cufe_harness::cicc::device_input(case, &p, &r, None, Default::default()).unwrap();
    assert_eq!(name, "d2.cpp1.ii");
    let argv = cufe_harness::cicc::cicc_argv(&p, case, &r, &name).unwrap();
    let run = cufe_harness::cicc::reference_run(
        &argv,
        &name,
        &input,
        Some(b"_x_d2_module"),
        &p,
        "d2",
        &r,
        Default::default(),
        None,
    )
    .unwrap();
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        err.contains(
            "d2.cu(3): warning #20035-D: a __device__ function(\"d2\") redeclared with __host__"
        ),
        "{}",
        err
    );
    assert!(
        err.contains("error: a __global__ function(\"g\") redeclared without __global__"),
        "{}",
        err
    );
    let recs = cufe_harness::edg_diag::parse(&run.stderr);
    assert!(recs.len() >= 2, "{:?}", recs);

    // The checker: a device mode that is cicc agrees; a cufe that rejects the flag is unsupported.
    let cufe = fake_cufe(d.path(), &r);
    let out = harness(
        d.path(),
        &r,
        &cufe,
        &[
            "run",
            "--reports-dir",
            "reports",
            "--run-name",
            "a",
            "--checks",
            "device",
            "corpus",
        ],
        &[],
    );
    assert!(out.status.success());
    assert_eq!(
        check(&report(d.path(), "a"), "d2.cu", "device_diag").0,
        "agree"
    );
    let out = harness(
        d.path(),
        &r,
        &cufe,
        &[
            "run",
            "--reports-dir",
            "reports",
            "--run-name",
            "b",
            "--checks",
            "device",
            "corpus",
        ],
        &[("FAKE_NO_DEVICE", "1")],
    );
    assert!(out.status.success());
    assert_eq!(
        check(&report(d.path(), "b"), "d2.cu", "device_diag").0,
        "unsupported"
    );
    // bless records cicc's expectations.
    let out = harness(
        d.path(),
        &r,
        &cufe,
        &["bless", "--checks", "device", "corpus"],
        &[],
    );
    assert!(out.status.success());
    let stored = std::fs::read_to_string(corpus.join("d2.expected/device_stderr.txt")).unwrap();
    assert!(stored.contains("#20035-D"), "{}", stored);
    assert_eq!(
        std::fs::read_to_string(corpus.join("d2.expected/device_exit_code")).unwrap(),
        format!(
            "{}\n",
            match run.termination {
                cufe_harness::model::Termination::Exited { code } => code,
                _ => panic!(),
            }
        )
    );
}

#[test]
fn bench_prints_ratios() {
    let Some(r) = reference() else { return };
    let d = tempfile::tempdir().unwrap();
    let cufe = fake_cufe(d.path(), &r);
    std::fs::write(
        d.path().join("tiny.ii"),
        "# 1 \"tiny.cu\"\nint f(int x) { return x + 1; }\n",
    )
    .unwrap();
    let out = harness(
        d.path(),
        &r,
        &cufe,
        &[
            "bench",
            "--repeat",
            "1",
            "--reports-dir",
            "reports",
            "tiny.ii",
        ],
        &[],
    );
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("| tiny.ii |") && text.contains("wall ×"),
        "{}",
        text
    );
    let j: serde_json::Value =
        serde_json::from_slice(&std::fs::read(d.path().join("reports/bench/latest.json")).unwrap())
            .unwrap();
    let row = &j["rows"][0];
    assert!(row["ratio_wall"].as_f64().unwrap() > 0.0, "{}", row);
    assert!(
        row["reference"]["max_rss_kib"].as_u64().unwrap() > 1000,
        "{}",
        row
    );
    // The reference answers --timing.
    assert!(row["reference"]["front_end_secs"].is_number(), "{}", row);
    assert!(d.path().join("reports/bench/latest.md").is_file());
}

#[test]
fn e2e_with_the_reference_as_cufe() {
    let Some(r) = reference() else { return };
    let d = tempfile::tempdir().unwrap();
    let cufe = fake_cufe(d.path(), &r);
    let corpus = d.path().join("corpus/prog");
    std::fs::create_dir_all(&corpus).unwrap();
    std::fs::write(corpus.join("same.cu"), PROGRAM).unwrap();
    std::fs::write(corpus.join("rn.cu"), PROGRAM).unwrap();
    let out = harness(
        d.path(),
        &r,
        &cufe,
        &["e2e", "--reports-dir", "reports", "corpus"],
        &[],
    );
    assert!(out.status.success());
    let j: serde_json::Value =
        serde_json::from_slice(&std::fs::read(d.path().join("reports/e2e/latest.json")).unwrap())
            .unwrap();
    let find = |n: &str| {
        j.as_array()
            .unwrap()
            .iter()
            .find(|c| c["id"].as_str().unwrap().ends_with(n))
            .unwrap()
            .clone()
    };
    let same = find("same.cu");
    assert_eq!(same["outcome"], "agree", "{}", same);
    assert_eq!(same["cufe"]["linked"], true, "{}", same);
    // The planted rename reaches nvcc's object: proof that nvcc ran the replacement.
    let rn = find("rn.cu");
    assert_eq!(rn["outcome"], "differ", "{}", rn);
    assert!(
        rn["detail"].as_str().unwrap().contains("helper_fx"),
        "{}",
        rn
    );
}

//! `fuzz --cufe-only`: the real cufe driver in-process on generated programs (no reference needed).
#[test]
fn cufe_only_measures_execs_per_second() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cufe-harness"))
        .args(["fuzz", "--cufe-only", "--programs", "300", "--seed", "3"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    eprintln!("{err}");
    assert_eq!(out.status.code(), Some(0), "no panics expected");
    assert!(
        err.contains("300 programs") && err.contains("execs/s per core overall"),
        "{err}"
    );
    assert!(err.contains("panics: 0"));
}

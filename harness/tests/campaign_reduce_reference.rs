//! End to end: reduce a generated program while the real cudafe++ still reports a given rule —
//! the shape of `cufe-harness reduce CASE --keep KIND`. Needs the reference (installed when
//! missing); FAILS without it unless CUFE_ALLOW_NO_REFERENCE=1.
mod commands_common;
use cufe_harness::campaign::gen::Program;
use cufe_harness::campaign::reduce::{reduce, Budget};
use cufe_harness::campaign::reference::{is_internal_failure, run_bare};
use cufe_harness::campaign::signature::diagnostics;
use std::time::Duration;

#[test]
fn reduce_keeps_a_reference_diagnostic() {
    let Some(cudafe) = commands_common::reference().map(|r| r.cudafe) else { return };
    let dir = std::env::temp_dir().join(format!("cufe-campaign-reduce-{}", std::process::id()));
    // "A __device__ variable cannot be directly read in a host function".
    let wanted = "20091-D";
    let interesting = |c: &[u8]| {
        let Ok(r) = run_bare(&cudafe, c, &["--extended-lambda".to_string()], &dir, Duration::from_secs(20)) else {
            return false;
        };
        !is_internal_failure(&r) && diagnostics(&r.stderr).iter().any(|d| d.number.as_deref() == Some(wanted))
    };
    let mut chosen = None;
    for seed in 0..40 {
        let ii = Program::generate(seed, 14).bare_ii();
        if ii.iter().filter(|&&b| b == b'\n').count() >= 30 && interesting(&ii) {
            chosen = Some(ii);
            break;
        }
    }
    let input = chosen.expect("no generated program hits warning 20091 within 40 seeds");
    let r = reduce(&input, interesting, Budget { max_tests: 600, wall: Some(Duration::from_secs(120)) }).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let out = String::from_utf8_lossy(&r.output);
    eprintln!("{:?}\n{out}", r.stats);
    assert!(r.stats.lines_after <= 6, "{out}");
    assert!(r.stats.bytes_after * 3 < r.stats.bytes_before);
}

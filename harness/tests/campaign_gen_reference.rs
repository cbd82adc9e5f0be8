//! The generator against the real cudafe++: generated bare `.ii` programs must be accepted without
//! internal errors or crashes, and must reach real diagnostics. Needs the reference toolkit; when
//! it is absent it is installed into the cache (as `cufe-harness run` does); this FAILS if that
//! fails, unless CUFE_ALLOW_NO_REFERENCE=1.
mod commands_common;
use cufe_harness::campaign::gen::Program;
use cufe_harness::campaign::reference::{is_internal_failure, run_bare};
use cufe_harness::campaign::signature::diagnostics;
use std::time::Duration;

#[test]
fn generated_programs_are_accepted_by_the_reference() {
    let Some(cudafe) = commands_common::reference().map(|r| r.cudafe) else { return };
    let dir = std::env::temp_dir().join(format!("cufe-campaign-gen-{}", std::process::id()));
    let n = 30;
    let (mut ok, mut with_diag, mut failures) = (0, 0, Vec::new());
    let mut ids = std::collections::BTreeSet::new();
    for seed in 0..n {
        let p = Program::generate(seed, 12);
        let ii = p.bare_ii();
        let r = run_bare(&cudafe, &ii, &p.cudafe_extra_args(), &dir, Duration::from_secs(30)).expect("run cudafe++");
        if is_internal_failure(&r) {
            failures.push(format!("seed {seed}:\n{}\n{}", String::from_utf8_lossy(&ii), String::from_utf8_lossy(&r.stderr)));
            continue;
        }
        ok += 1;
        let d = diagnostics(&r.stderr);
        if !d.is_empty() {
            with_diag += 1;
        }
        for x in d {
            ids.insert(format!("{} {}", x.severity, x.number.unwrap_or_else(|| x.message.chars().take(40).collect())));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("accepted {ok}/{n}, with diagnostics {with_diag}; distinct: {ids:#?}");
    assert!(ok * 10 >= n * 9, "only {ok}/{n} accepted without internal failure:\n{}", failures.join("\n---\n"));
    assert!(with_diag >= 3, "the generator reached diagnostics in only {with_diag} programs");
    assert!(with_diag < n, "every program was diagnosed: the generator produces mostly garbage");
    assert!(ids.len() >= 3, "too few distinct diagnostics: {ids:?}");
}

/// The fuzz loop with the reference on both sides: every judged program must agree (the
/// classification ignores nothing that varies between identical runs).
#[test]
fn reference_against_itself_agrees() {
    use cufe_harness::campaign::fuzz::{fuzz, FuzzConfig};
    use cufe_harness::campaign::reference::compare_bare;
    let Some(cudafe) = commands_common::reference().map(|r| r.cudafe) else { return };
    let dir = std::env::temp_dir().join(format!("cufe-campaign-self-{}", std::process::id()));
    let cfg = FuzzConfig { seed: 1000, duration: Duration::from_secs(60), max_programs: Some(12), max_size: 12 };
    let rep = fuzz(&cfg, |_, ii, extra| compare_bare(&cudafe, &cudafe, ii, extra, &dir, Duration::from_secs(30)).ok().flatten());
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(rep.programs, 12);
    assert!(rep.findings.is_empty(), "{:#?}", rep.findings);
    assert!(rep.agree >= 10, "{rep:?}");
}

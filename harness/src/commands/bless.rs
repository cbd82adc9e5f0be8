//! `cufe-harness bless`: run the reference on each case and record NAME.expected/ (never hand-typed).
use super::expected::{self, Meta};
use crate::cli::{BlessArgs, Global};
use crate::corpus;
use anyhow::{bail, Result};
use rayon::prelude::*;

pub fn bless(g: &Global, a: &BlessArgs) -> Result<i32> {
    if g.offline {
        bail!("bless needs the reference; it cannot run with --offline");
    }
    let (eng, mode, reason) = super::run::engine(g, None)?;
    let Some(r) = eng.reference.clone() else {
        bail!(
            "bless needs the reference ({}: {})",
            mode,
            reason.unwrap_or_default()
        );
    };
    let (cases, errors) = corpus::discover(&super::default_paths(&a.paths));
    for e in &errors {
        eprintln!("cufe-harness: malformed case: {}", e);
    }
    // Validates the names (bless only acts on `device`: the other checks have no stored expectations).
    crate::checks::select(&a.checks).map_err(anyhow::Error::msg)?;
    let want_device = crate::checks::wants_device(&a.checks);
    let (pool, _) = super::thread_pool(g)?;
    let failures: usize = pool.install(|| {
        cases
            .par_iter()
            .map(|case| {
                let res = (|| -> Result<String> {
                    let p = eng.prepare(case, None)?;
                    let (out, _) = eng.run_reference(&p)?;
                    let meta = Meta {
                        reference_version: r.version.clone(),
                        reference_sha256: r.sha256.clone(),
                        argv: p.argv.clone(),
                        nvcc_options: case.directives.nvcc_options.clone(),
                        input_sha256: crate::util::sha256_hex(&p.input),
                    };
                    expected::write(case, &out, &meta)?;
                    if want_device
                        && case
                            .directives
                            .tags
                            .iter()
                            .any(|t| t == crate::checks::device_diag::TAG)
                    {
                        bless_device(&eng, &r, case, &p, &out)?;
                    }
                    Ok(out.termination.describe())
                })();
                match res {
                    Ok(t) => {
                        eprintln!("blessed {} ({})", case.id, t);
                        0
                    }
                    Err(e) => {
                        eprintln!(
                            "cufe-harness: {}: cannot bless: {:#}",
                            case.path.display(),
                            e
                        );
                        1
                    }
                }
            })
            .sum()
    });
    eprintln!(
        "cufe-harness: blessed {} of {} cases with {} ({})",
        cases.len() - failures,
        cases.len(),
        r.version,
        r.sha256
    );
    Ok(if failures + errors.len() > 0 { 1 } else { 0 })
}

/// Records cicc's device-side expectations next to the others: `device_stderr.txt` (normalised) and
/// `device_exit_code` in `NAME.expected/` (written after `expected::write` created the folder).
fn bless_device(
    eng: &super::engine::Engine,
    r: &crate::provision::Reference,
    case: &crate::corpus::Case,
    p: &super::engine::Prepared,
    out: &crate::model::SideOutput,
) -> Result<()> {
    let Some(dry) = &eng.dry else {
        bail!("device expectations need the nvcc dry run");
    };
    let ctx = crate::checks::CheckContext {
        toolkit: r,
        dry,
        refcache_dir: eng.refcache.as_ref().map(|c| c.dir()),
        cufe: None,
        input: &p.input,
        names: &p.names,
        argv: &p.argv,
        limits: eng.limits,
        memo: Default::default(),
    };
    let input = crate::checks::CheckInput {
        case,
        reference: out,
        cufe: out,
        ctx: Some(&ctx),
    };
    let (run, ..) = crate::checks::device_diag::reference_side(&input)?;
    let code = match run.termination {
        crate::model::Termination::Exited { code } => format!("{}\n", code),
        crate::model::Termination::Signaled { signal } => format!("signal {}\n", signal),
        ref t => bail!("cicc: {}", t.describe()),
    };
    let dir = case.expected_dir();
    crate::util::atomic_write(&dir.join("device_stderr.txt"), &run.stderr)?;
    crate::util::atomic_write(&dir.join("device_exit_code"), code.as_bytes())?;
    Ok(())
}

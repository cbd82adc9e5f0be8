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

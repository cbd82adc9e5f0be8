//! `cufe-harness reduce CASE [--keep KIND|SIGNATURE] [--out FILE]`: shrinks a corpus case while the
//! chosen mismatch between cufe and the reference persists (default: the case's own signature), with
//! the deterministic `campaign::reduce` passes; writes `<dir>/<stem>.reduced.ii` and prints stats.
//!
//! - `.ii` case: the leading directive/comment lines stay as they are; the rest is reduced, each
//!   candidate written as the same file name in a scratch folder and run like a corpus case.
//! - `.cu` case: its preprocessed `.ii` is reduced with the `.cu`'s argv; the output is a `.ii` case
//!   carrying the `.cu`'s directives. With `--source`, the `.cu` itself is reduced instead and
//!   re-preprocessed at every step (a sibling file in the case's folder, so relative includes work).
use super::check::{judge, live_engine, load, Verdict};
use super::engine::{Engine, Prepared};
use crate::campaign::reduce::{reduce as reduce_bytes, Budget, Reduction};
use crate::campaign::signature::Keep;
use crate::cli::Global;
use crate::corpus::Kind;
use anyhow::{bail, Context, Result};
use clap::Args;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct ReduceArgs {
    /// The case (`.ii` or `.cu`)
    pub case: PathBuf,
    /// What to preserve: a kind (crash, timeout, diagnostic, exit-code, host-output), `any`, or a
    /// full signature [default: the case's current signature]
    #[arg(long)]
    pub keep: Option<String>,
    /// Output file [default: <dir>/<stem>.reduced.ii (or .cu with --source)]
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// `.cu` cases: reduce the source itself, preprocessing every candidate (slow, keeps #includes)
    #[arg(long)]
    pub source: bool,
    /// Budget: at most this many test runs (cached candidates are free)
    #[arg(long, default_value_t = 3000)]
    pub max_tests: usize,
    /// Budget: wall-clock minutes
    #[arg(long)]
    pub minutes: Option<f64>,
}

/// Splits a case into its leading comment/blank lines (directives) and the rest.
pub fn split_header(bytes: &[u8]) -> (&[u8], &[u8]) {
    let mut at = 0;
    while at < bytes.len() {
        let end = bytes[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map(|p| at + p + 1)
            .unwrap_or(bytes.len());
        let line = &bytes[at..end];
        let t = line.trim_ascii_start();
        if !(t.is_empty() || t.starts_with(b"//")) {
            break;
        }
        at = end;
    }
    bytes.split_at(at)
}

pub struct Outcome {
    pub output: Vec<u8>,
    pub reduction: Reduction,
    pub signature: String,
    pub secs: f64,
}

/// The reduction itself (shared with `fuzz`): returns the full text of the reduced case.
pub fn reduce_case(
    eng: &Engine,
    path: &Path,
    keep: Option<&str>,
    source: bool,
    budget: Budget,
) -> Result<Outcome> {
    let t0 = Instant::now();
    let case = load(path)?;
    let p0 = eng.prepare(&case, None)?;
    let m0 = match judge(eng, &case, &p0).0 {
        Verdict::Mismatch(m) => m,
        other => bail!("{}: nothing to preserve: {other}", path.display()),
    };
    let keep = keep
        .map(Keep::parse)
        .unwrap_or_else(|| Keep::Signature(m0.signature.clone()));
    if !keep.matches(Some(&m0)) {
        bail!(
            "{}: its mismatch `{}` is not what --keep asks for",
            path.display(),
            m0.signature
        );
    }
    let original = std::fs::read(&case.path)?;
    let (head, body) = split_header(&original);
    let head = head.to_vec();
    let sidecar = case.dir.join(format!("{}.yaml", case.stem));
    let red = match (case.kind, source) {
        (Kind::Ii, _) | (Kind::Cu, true) => {
            // Candidates live next to a copy of the sidecar (ii) or next to the original (cu:
            // relative includes must resolve), under a name with the same stem length class.
            let scratch = tempfile::Builder::new()
                .prefix("cufe-reduce-")
                .tempdir_in(crate::util::scratch_dir())?;
            let (dir, name) = if case.kind == Kind::Ii {
                if sidecar.is_file() {
                    std::fs::copy(&sidecar, scratch.path().join(format!("{}.yaml", case.stem)))?;
                }
                (scratch.path().to_path_buf(), case.file_name.clone())
            } else {
                if sidecar.is_file() {
                    std::fs::copy(
                        &sidecar,
                        case.dir.join(format!(".{}-reducing.yaml", case.stem)),
                    )?;
                }
                (case.dir.clone(), format!(".{}-reducing.cu", case.stem))
            };
            let cand_path = dir.join(&name);
            let pred = |cand: &[u8]| -> bool {
                let mut text = head.clone();
                text.extend_from_slice(cand);
                if std::fs::write(&cand_path, &text).is_err() {
                    return false;
                }
                let Ok(c) = load(&cand_path) else {
                    return false;
                };
                let Ok(p) = eng.prepare(&c, None) else {
                    return false;
                };
                matches!(judge(eng, &c, &p).0, Verdict::Mismatch(m) if keep.matches(Some(&m)))
            };
            let r = reduce_bytes(body, pred, budget);
            if case.kind == Kind::Cu {
                let _ = std::fs::remove_file(&cand_path);
                let _ =
                    std::fs::remove_file(case.dir.join(format!(".{}-reducing.yaml", case.stem)));
            }
            r
        }
        (Kind::Cu, false) => {
            let pred = |cand: &[u8]| -> bool {
                let p = Prepared {
                    input: cand.to_vec(),
                    names: p0.names.clone(),
                    argv: p0.argv.clone(),
                    child_secs: 0.0,
                    preprocess_cached: false,
                };
                matches!(judge(eng, &case, &p).0, Verdict::Mismatch(m) if keep.matches(Some(&m)))
            };
            reduce_bytes(&p0.input, pred, budget)
        }
    };
    let red =
        red.map_err(|e| anyhow::anyhow!("the mismatch does not reproduce on a second run: {e:?}"))?;
    let mut output = head;
    output.extend_from_slice(&red.output);
    Ok(Outcome {
        output,
        reduction: red,
        signature: m0.signature,
        secs: t0.elapsed().as_secs_f64(),
    })
}

pub fn reduce(g: &Global, a: &ReduceArgs) -> Result<i32> {
    let cufe = super::cufe_binary(g)?;
    let eng = live_engine(g, cufe, false)?;
    let budget = Budget {
        max_tests: a.max_tests.max(1),
        wall: a
            .minutes
            .filter(|m| *m > 0.0)
            .map(|m| Duration::from_secs_f64(m * 60.0)),
    };
    let case = load(&a.case)?;
    let o = reduce_case(&eng, &a.case, a.keep.as_deref(), a.source, budget)?;
    let ext = if case.kind == Kind::Cu && a.source {
        "cu"
    } else {
        "ii"
    };
    let out = a
        .out
        .clone()
        .unwrap_or_else(|| case.dir.join(format!("{}.reduced.{ext}", case.stem)));
    crate::util::atomic_write(&out, &o.output)
        .with_context(|| format!("writing {}", out.display()))?;
    let s = &o.reduction.stats;
    eprintln!("cufe-harness reduce: kept `{}`", o.signature);
    eprintln!(
        "  {} -> {} bytes, {} -> {} lines (body); {} tests, {} cache hits, {} rounds, {:.1} s{}",
        s.bytes_before,
        s.bytes_after,
        s.lines_before,
        s.lines_after,
        s.tests_run,
        s.cache_hits,
        s.rounds,
        o.secs,
        if s.budget_exhausted {
            "; budget exhausted (not a fixpoint)"
        } else {
            ""
        }
    );
    let passes: Vec<String> = s
        .accepted
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(p, n)| format!("{p} {n}"))
        .collect();
    eprintln!(
        "  accepted: {}",
        if passes.is_empty() {
            "none".into()
        } else {
            passes.join(", ")
        }
    );
    // The written file is a case of its own (other stem, maybe other kind): say whether it still shows it.
    let again = super::check::judge_case(&eng, &out)
        .map(|v| v.to_string())
        .unwrap_or_else(|e| format!("{e:#}"));
    eprintln!("  wrote {} ({})", out.display(), again);
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_is_the_leading_comment_block() {
        let (h, b) = split_header(b"// tags: x\n\n// notes: y\n# 1 \"a.cu\"\nint x; // c\n");
        assert_eq!(h, b"// tags: x\n\n// notes: y\n");
        assert_eq!(b, b"# 1 \"a.cu\"\nint x; // c\n");
        assert_eq!(split_header(b"// only"), (&b"// only"[..], &b""[..]));
        assert_eq!(split_header(b""), (&b""[..], &b""[..]));
    }
}

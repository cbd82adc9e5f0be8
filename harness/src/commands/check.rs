//! `cufe-harness check CASE [--keep KIND|SIGNATURE]`: one case through cufe and the reference, judged
//! like `run` judges it (`checks::evaluate`) and named with `campaign::signature`, answered with the `git bisect run` exit codes: 0 good (they agree, or
//! differ in another way than `--keep`), 1 bad (the kept mismatch occurs), 125 skip (the reference
//! failed internally, there is no usable cufe binary or reference, or the case cannot be prepared).
//!
//! Also the shared "judge" used by `fuzz`, `reduce` and `bisect`: run both sides on a prepared case
//! and turn the result into a [`Verdict`].
use super::engine::{Engine, Prepared};
use crate::campaign::bisect::{check_outcome, exit_code, Outcome};
use crate::campaign::reference::is_internal_failure;
use crate::campaign::signature::{classify, Keep, Mismatch, MismatchKind};
use crate::checks::{self, evaluate, CheckInput, CheckRecord, Outcome as CheckOutcome};
use crate::cli::Global;
use crate::corpus::{self, Case, Kind};
use crate::model::SideOutput;
use anyhow::{anyhow, bail, Result};
use clap::Args;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The case (`.ii` or `.cu`, corpus format)
    pub case: PathBuf,
    /// Which mismatch counts as bad: a kind (crash, timeout, diagnostic, exit-code, host-output),
    /// `any`, or a full signature as printed by fuzz/reduce
    #[arg(long, default_value = "any")]
    pub keep: String,
}

/// What one differential run of a case says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Agree,
    Mismatch(Mismatch),
    /// cufe listed unsupported features (its `--cufe-report`): a known gap, not a mismatch. Crashes
    /// and timeouts are never excused this way.
    Unsupported(Vec<String>),
    /// Cannot be judged: the reference failed internally, or a side could not be run.
    Unjudged(String),
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Agree => f.write_str("agree"),
            Verdict::Mismatch(m) => write!(f, "mismatch {} ({})", m.signature, m.detail),
            Verdict::Unsupported(g) => write!(f, "unsupported ({})", g.join("; ")),
            Verdict::Unjudged(why) => write!(f, "cannot judge: {why}"),
        }
    }
}

/// Runs the reference then cufe on `p` (prepared from `case`) and judges them with the same rules as
/// `run` (`checks::evaluate`: `expect-difference`, SARIF compared as data, output-only gaps); a
/// mismatch is then named by `campaign::signature` for de-duplication and `--keep`. Also returns the
/// two records (cufe, reference) when both ran.
pub fn judge(eng: &Engine, case: &Case, p: &Prepared) -> (Verdict, Option<(SideOutput, SideOutput)>) {
    let reference = match eng.run_reference(p) {
        Ok((s, _)) => s,
        Err(e) => return (Verdict::Unjudged(format!("reference: {e:#}")), None),
    };
    if is_internal_failure(&reference) {
        return (
            Verdict::Unjudged(format!(
                "the reference failed: {}",
                reference.termination.describe()
            )),
            None,
        );
    }
    let cufe = match eng.run_cufe(p) {
        Ok(s) => s,
        Err(e) => return (Verdict::Unjudged(format!("cufe: {e:#}")), None),
    };
    let records = evaluate(
        &checks::all(),
        &CheckInput {
            case,
            reference: &reference,
            cufe: &cufe,
            ctx: None,
        },
    );
    let v = verdict(&records, &cufe, &reference);
    (v, Some((cufe, reference)))
}

/// The verdict of `evaluate`'s records: a mismatch when a check differs or a side ended abnormally,
/// else unsupported when a check could not be judged, else agreement (expected differences agree).
fn verdict(records: &[CheckRecord], cufe: &SideOutput, reference: &SideOutput) -> Verdict {
    let kind_of = |r: &CheckRecord| match r.outcome {
        CheckOutcome::Crash | CheckOutcome::Memory => Some(MismatchKind::Crash),
        CheckOutcome::Timeout => Some(MismatchKind::Timeout),
        CheckOutcome::Differ => Some(match r.check.as_str() {
            "exit_code" => MismatchKind::ExitCode,
            "diagnostics" => MismatchKind::Diagnostic,
            _ => MismatchKind::HostOutput,
        }),
        _ => None,
    };
    let differing: Vec<(MismatchKind, &CheckRecord)> =
        records.iter().filter_map(|r| kind_of(r).map(|k| (k, r))).collect();
    if let Some(&(kind, first)) = differing.first() {
        // The signature classifier names the mismatch when it sees one of the kinds that differ;
        // otherwise (a difference only the data comparison sees) the check names it.
        return Verdict::Mismatch(match classify(cufe, reference) {
            Some(m) if differing.iter().any(|(k, _)| *k == m.kind) => m,
            _ => Mismatch {
                kind,
                signature: format!("{}:{}", kind.as_str(), first.check),
                detail: first.detail.clone().unwrap_or_default(),
            },
        });
    }
    if records.iter().any(|r| r.outcome == CheckOutcome::Unsupported) {
        return Verdict::Unsupported(cufe.unsupported.iter().map(|g| g.what.clone()).collect());
    }
    Verdict::Agree
}

/// Loads one case file (its id relative to its own folder).
pub fn load(path: &Path) -> Result<Case> {
    let kind = match path.extension().and_then(|e| e.to_str()) {
        Some("cu") => Kind::Cu,
        Some("ii") => Kind::Ii,
        _ => bail!("{}: a case is a .cu or .ii file", path.display()),
    };
    let path = std::fs::canonicalize(path).map_err(|e| anyhow!("{}: {e}", path.display()))?;
    let root = path.parent().map(Path::to_path_buf).unwrap_or_default();
    corpus::load_case(&path, &root, kind).map_err(|e| anyhow!("{e}"))
}

/// An engine with a live reference (campaign commands cannot use stored expectations: they need to
/// run the reference on new inputs). `refcache: false` keeps one-off inputs (reduction candidates)
/// out of the shared reference cache.
pub fn live_engine(g: &Global, cufe: PathBuf, refcache: bool) -> Result<Engine> {
    if g.offline {
        bail!("this command needs the reference; it cannot run with --offline");
    }
    let (mut eng, _, reason) = super::run::engine(g, Some(cufe))?;
    if eng.reference.is_none() {
        bail!(
            "the reference is unavailable ({})",
            reason.unwrap_or_default()
        );
    }
    if !refcache {
        eng.refcache = None;
    }
    Ok(eng)
}

/// Loads, prepares and judges one case.
pub fn judge_case(eng: &Engine, path: &Path) -> Result<Verdict> {
    let case = load(path)?;
    let p = eng.prepare(&case, None)?;
    Ok(judge(eng, &case, &p).0)
}

/// The `check` outcome of a verdict under `keep`.
pub fn outcome(keep: &Keep, v: &Verdict) -> Outcome {
    match v {
        Verdict::Unjudged(_) => Outcome::Skip,
        Verdict::Mismatch(m) => check_outcome(keep, Some(m), true),
        Verdict::Agree | Verdict::Unsupported(_) => check_outcome(keep, None, true),
    }
}

pub fn check(g: &Global, a: &CheckArgs) -> Result<i32> {
    let keep = Keep::parse(&a.keep);
    // Anything that prevents judging is a skip (125), never an error exit: `git bisect run` would
    // abort on exit codes above 127 and misread others.
    let res = (|| -> Result<Verdict> {
        let cufe = super::cufe_binary(g)?;
        let eng = live_engine(g, cufe, true)?;
        judge_case(&eng, &a.case)
    })();
    let (o, what) = match res {
        Ok(v) => (outcome(&keep, &v), v.to_string()),
        Err(e) => (Outcome::Skip, format!("cannot judge: {e:#}")),
    };
    let word = match o {
        Outcome::Good => "good",
        Outcome::Bad => "bad",
        Outcome::Skip => "skip",
    };
    eprintln!("cufe-harness check: {word}: {}: {what}", a.case.display());
    Ok(exit_code(o))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Termination;

    fn rec(check: &str, outcome: CheckOutcome) -> CheckRecord {
        CheckRecord { check: check.into(), outcome, detail: Some("d".into()) }
    }
    fn side(code: i32, stderr: &[u8]) -> SideOutput {
        let mut s = SideOutput::new(Termination::Exited { code });
        s.stderr = stderr.to_vec();
        s
    }

    #[test]
    fn verdict_follows_the_check_records() {
        let r = side(2, b"x.cu(1): error: a\n");
        let c = side(2, b"x.cu(1): error: b\n");
        let agree = [rec("exit_code", CheckOutcome::Agree), rec("diagnostics", CheckOutcome::Agree)];
        assert_eq!(verdict(&agree, &r, &r), Verdict::Agree);
        // A documented difference is not a finding.
        let expected = [rec("exit_code", CheckOutcome::Agree), rec("diagnostics", CheckOutcome::ExpectedDifference)];
        assert_eq!(verdict(&expected, &c, &r), Verdict::Agree);
        // A difference is named by the signature classifier when it sees that kind.
        let differ = [rec("exit_code", CheckOutcome::Agree), rec("diagnostics", CheckOutcome::Differ)];
        match verdict(&differ, &c, &r) {
            Verdict::Mismatch(m) => assert_eq!(m.kind, MismatchKind::Diagnostic, "{m:?}"),
            v => panic!("{v}"),
        }
        // A difference only the data comparison sees (texts equal): named after the check.
        match verdict(&differ, &r, &r) {
            Verdict::Mismatch(m) => assert_eq!(m.signature, "diagnostic:diagnostics"),
            v => panic!("{v}"),
        }
        // Output-only gaps: diagnostics judged and equal, the outputs unsupported.
        let partial = [rec("diagnostics", CheckOutcome::Agree), rec("host_output", CheckOutcome::Unsupported)];
        assert!(matches!(verdict(&partial, &r, &r), Verdict::Unsupported(_)));
    }
}

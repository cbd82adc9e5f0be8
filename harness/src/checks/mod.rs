//! Checks: each compares one observable aspect of the reference and cufe runs of a case. Later issues add
//! checkers (g++ compile of the host output, object/.nvHR comparison, device IL) by implementing
//! [`Checker`] and listing them in [`all`].
pub mod device_diag;
pub mod diagnostics;
pub mod exit_code;
pub mod host_compile;
pub mod host_output;
pub mod module_id;
pub mod objects;

use crate::corpus::Case;
use crate::model::{SideOutput, Termination};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Agree,
    Differ,
    Unsupported,
    Crash,
    Timeout,
    Memory,
    ExpectedDifference,
    /// The check could not run (for example a `.cu` case in stored-expectations mode without a toolkit).
    Skipped,
}

impl Outcome {
    pub const ALL: [Outcome; 8] = [
        Outcome::Agree,
        Outcome::Differ,
        Outcome::Unsupported,
        Outcome::Crash,
        Outcome::Timeout,
        Outcome::Memory,
        Outcome::ExpectedDifference,
        Outcome::Skipped,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Agree => "agree",
            Outcome::Differ => "differ",
            Outcome::Unsupported => "unsupported",
            Outcome::Crash => "crash",
            Outcome::Timeout => "timeout",
            Outcome::Memory => "memory",
            Outcome::ExpectedDifference => "expected-difference",
            Outcome::Skipped => "skipped",
        }
    }
}

/// What a checker sees.
pub struct CheckInput<'a> {
    pub case: &'a Case,
    pub reference: &'a SideOutput,
    pub cufe: &'a SideOutput,
    /// The toolkit and the prepared case, for checkers that run more tools (g++, cicc); `None` when
    /// those cannot run (stored-expectations mode, unit tests): such checkers report `skipped`.
    pub ctx: Option<&'a CheckContext<'a>>,
}

/// Everything the expensive checkers need beyond the two outputs. One per case; `memo` lets several
/// checkers share one computation (the host compiles serve both `host-compile` and `objects`).
pub struct CheckContext<'a> {
    pub toolkit: &'a crate::provision::Reference,
    pub dry: &'a crate::nvcc::DryRunner,
    /// `<cache>/refcache`: reference-side artefacts (compiles, cicc runs) are cached there.
    pub refcache_dir: Option<&'a std::path::Path>,
    pub cufe: Option<&'a std::path::Path>,
    /// The exact input both front ends got (the `.cpp4.ii` of a `.cu` case, or the `.ii`).
    pub input: &'a [u8],
    pub names: &'a crate::nvcc::Names,
    pub argv: &'a [String],
    pub limits: crate::exec::Limits,
    pub memo: Memo,
}

/// Per-case results shared between checkers.
#[derive(Default)]
pub struct Memo {
    pub compiled: std::sync::OnceLock<host_compile::Compiles>,
    pub device: std::sync::OnceLock<device_diag::DeviceSides>,
    /// Seconds spent computing the above (almost all of it in g++, cicc, gcc -E): the run counts it as
    /// child-process time, not harness overhead.
    pub tool_secs: std::sync::Mutex<f64>,
}

impl Memo {
    /// Runs `f`, adding its duration to `tool_secs`.
    pub fn timed<T>(&self, f: impl FnOnce() -> T) -> T {
        let t = std::time::Instant::now();
        let v = f();
        if let Ok(mut s) = self.tool_secs.lock() {
            *s += t.elapsed().as_secs_f64();
        }
        v
    }
    pub fn tool_secs(&self) -> f64 {
        self.tool_secs.lock().map(|s| *s).unwrap_or(0.0)
    }
}

/// A checker's own verdict: agree (optionally with a note such as the level of agreement), differ with
/// a human-readable detail (usually a diff), or could not decide.
pub enum Verdict {
    Agree,
    /// Agree, with a detail kept in the report (e.g. `object-identical`).
    AgreeNote(String),
    Differ(String),
    /// cufe lacks what the check needs (e.g. rejected `--cufe-device-mode`).
    Unsupported(String),
    /// The check could not run here (no toolkit, nothing to compare).
    Skipped(String),
}

pub trait Checker: Sync {
    /// Stable name used in reports (`exit_code`, `diagnostics`, …).
    fn name(&self) -> &'static str;
    fn check(&self, input: &CheckInput) -> Verdict;
    /// Whether the check reads cufe's written outputs (host file, module id, objects). Checks that
    /// only read diagnostics and the exit code are judged despite output-only gaps.
    fn reads_outputs(&self) -> bool {
        true
    }
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct CheckRecord {
    pub check: String,
    pub outcome: Outcome,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

/// The default, cheap checkers (they only compare the outputs).
pub fn all() -> Vec<Box<dyn Checker>> {
    vec![
        Box::new(exit_code::ExitCode),
        Box::new(diagnostics::Diagnostics),
        Box::new(host_output::HostOutput),
        Box::new(module_id::ModuleId),
    ]
}

/// Names accepted by `--checks` for the opt-in, expensive checkers.
pub const OPT_IN: &[&str] = &["host-compile", "objects", "device"];

/// The default checkers plus the opt-in ones named in `names` (`all` = every opt-in one). Names of the
/// default checkers are accepted and change nothing.
pub fn select(names: &[String]) -> Result<Vec<Box<dyn Checker>>, String> {
    let mut v = all();
    let defaults: Vec<&str> = v.iter().map(|c| c.name()).collect();
    let mut want: Vec<&str> = Vec::new();
    for n in names {
        let n = n.trim();
        match n {
            "" | "default" => {}
            "all" => want.extend(OPT_IN),
            _ if OPT_IN.contains(&n) => want.push(n),
            _ if defaults.contains(&n) => {}
            _ => {
                return Err(format!(
                    "unknown check `{}` (opt-in checks: {}, or all)",
                    n,
                    OPT_IN.join(", ")
                ))
            }
        }
    }
    for n in OPT_IN {
        if want.contains(n) {
            v.push(match *n {
                "host-compile" => Box::new(host_compile::HostCompile) as Box<dyn Checker>,
                "objects" => Box::new(objects::Objects),
                _ => Box::new(device_diag::DeviceDiag),
            });
        }
    }
    Ok(v)
}

/// Whether `names` enables the device-side check (bless then records cicc's expectations too).
pub fn wants_device(names: &[String]) -> bool {
    names.iter().any(|n| n == "device" || n == "all")
}

/// An abnormal end that makes comparison meaningless. The reference's internal-error abort
/// (`Compilation aborted.`, SIGABRT) is a documented behaviour, not a crash.
fn abnormal(s: &SideOutput) -> Option<Outcome> {
    match &s.termination {
        Termination::Timeout { .. } => Some(Outcome::Timeout),
        Termination::Memory { .. } => Some(Outcome::Memory),
        Termination::Signaled { signal }
            if *signal == libc::SIGABRT
                && crate::exec::contains(&s.stderr, b"Compilation aborted.") =>
        {
            None
        }
        Termination::Signaled { .. } => Some(Outcome::Crash),
        Termination::Exited { .. } => None,
    }
}

/// Runs every checker, applying the outcome rules: an abnormal end of either side decides every check;
/// a reference crash on a case documenting it with `expect-difference` is `expected-difference`;
/// then cufe's unsupported report; then the checker's verdict (a difference on a case that documents one
/// with `expect-difference` is `expected-difference`).
pub fn evaluate(checkers: &[Box<dyn Checker>], input: &CheckInput) -> Vec<CheckRecord> {
    checkers
        .iter()
        .map(|c| {
            let (outcome, detail) = if let Some(o) = abnormal(input.cufe) {
                (
                    o,
                    Some(format!("cufe: {}", input.cufe.termination.describe())),
                )
            } else if let Some(o) = abnormal(input.reference) {
                let what = format!("reference: {}", input.reference.termination.describe());
                match &input.case.directives.expect_difference {
                    // A documented reference crash (docs/DIFFERENCES.md) where cufe ended normally.
                    Some(id) => (
                        Outcome::ExpectedDifference,
                        Some(format!("expected difference {}: {}", id, what)),
                    ),
                    None => (o, Some(what)),
                }
            } else if input
                .cufe
                .unsupported
                .iter()
                .any(|g| c.reads_outputs() || !g.output_only())
            {
                // The full list is in the case's `unsupported`; name the first few here.
                let g = &input.cufe.unsupported;
                let mut names: Vec<&str> = g.iter().take(3).map(|g| g.what.as_str()).collect();
                let more = format!("… {} more", g.len().saturating_sub(3));
                if g.len() > 3 {
                    names.push(&more);
                }
                (Outcome::Unsupported, Some(names.join("; ")))
            } else {
                match c.check(input) {
                    Verdict::Agree => (Outcome::Agree, None),
                    Verdict::AgreeNote(n) => (Outcome::Agree, Some(n)),
                    Verdict::Unsupported(d) => (Outcome::Unsupported, Some(d)),
                    Verdict::Skipped(d) => (Outcome::Skipped, Some(d)),
                    Verdict::Differ(d) => match &input.case.directives.expect_difference {
                        Some(id) => (
                            Outcome::ExpectedDifference,
                            Some(format!("expected difference {}:\n{}", id, d)),
                        ),
                        None => (Outcome::Differ, Some(d)),
                    },
                }
            };
            CheckRecord {
                check: c.name().to_string(),
                outcome,
                detail,
            }
        })
        .collect()
}

/// A unified diff of two texts (lossy), capped so reports stay readable.
pub fn text_diff(reference: &[u8], cufe: &[u8]) -> String {
    const MAX_LINES: usize = 200;
    let a = crate::util::lossy(reference);
    let b = crate::util::lossy(cufe);
    let diff = similar::TextDiff::from_lines(&a, &b);
    let text = diff
        .unified_diff()
        .context_radius(3)
        .header("reference", "cufe")
        .to_string();
    let mut lines: Vec<&str> = text.lines().collect();
    if lines.len() > MAX_LINES {
        let more = lines.len() - MAX_LINES;
        lines.truncate(MAX_LINES);
        return format!("{}\n… {} more diff lines", lines.join("\n"), more);
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::{Directives, Kind};
    use crate::model::Gap;

    fn case(expect: Option<&str>) -> Case {
        Case {
            id: "c/x.ii".into(),
            category: "c".into(),
            path: "/c/x.ii".into(),
            dir: "/c".into(),
            file_name: "x.ii".into(),
            stem: "x".into(),
            kind: Kind::Ii,
            directives: Directives {
                expect_difference: expect.map(String::from),
                ..Default::default()
            },
        }
    }
    fn side(code: i32, stderr: &[u8], host: Option<&[u8]>) -> SideOutput {
        let mut s = SideOutput::new(Termination::Exited { code });
        s.stderr = stderr.to_vec();
        s.host = host.map(<[u8]>::to_vec);
        s
    }
    fn outcomes(c: &Case, r: &SideOutput, f: &SideOutput) -> Vec<Outcome> {
        evaluate(
            &all(),
            &CheckInput {
                case: c,
                reference: r,
                cufe: f,
                ctx: None,
            },
        )
        .into_iter()
        .map(|k| k.outcome)
        .collect()
    }

    fn other_side() -> SideOutput {
        side(2, b"x.cu(1): error: b\n", Some(b"h"))
    }

    #[test]
    fn precedence() {
        let c = case(None);
        let r = side(2, b"x.cu(1): error: a\n", Some(b"h"));
        assert_eq!(outcomes(&c, &r, &r.clone()), vec![Outcome::Agree; 4]);
        let mut crash = side(0, b"", None);
        crash.termination = Termination::Signaled {
            signal: libc::SIGSEGV,
        };
        assert_eq!(outcomes(&c, &r, &crash), vec![Outcome::Crash; 4]);
        let mut gap = side(0, b"", None);
        gap.unsupported.push(Gap {
            what: "parse: x".into(),
            count: 1,
            first_offset: 0,
            scope: None,
        });
        assert_eq!(outcomes(&c, &r, &gap), vec![Outcome::Unsupported; 4]);
        // An output-only gap: exit code and diagnostics are judged, the outputs are not.
        let mut out_gap = r.clone();
        out_gap.unsupported.push(Gap {
            what: "emit items: x".into(),
            count: 1,
            first_offset: 0,
            scope: Some("output".into()),
        });
        assert_eq!(
            outcomes(&c, &r, &out_gap),
            vec![
                Outcome::Agree,
                Outcome::Agree,
                Outcome::Unsupported,
                Outcome::Unsupported
            ]
        );
        let mut out_gap_differ = other_side();
        out_gap_differ.unsupported = out_gap.unsupported.clone();
        assert_eq!(outcomes(&c, &r, &out_gap_differ)[1], Outcome::Differ);
        let other = side(2, b"x.cu(1): error: b\n", Some(b"h"));
        assert_eq!(
            outcomes(&c, &r, &other),
            vec![
                Outcome::Agree,
                Outcome::Differ,
                Outcome::Agree,
                Outcome::Agree
            ]
        );
        let e = case(Some("D1"));
        assert_eq!(outcomes(&e, &r, &other)[1], Outcome::ExpectedDifference);
    }

    #[test]
    fn diagnostics_text_layout_counts() {
        // Same records, but a blank line between two notes that the reference does not print.
        let c = case(None);
        let one = b"x.cu(1): error: a\n  s\n  ^\nx.cu(1): note #1-D: n\n  s\n  ^\nx.cu(1): note #1-D: m\n  s\n  ^\n\n";
        let two = b"x.cu(1): error: a\n  s\n  ^\nx.cu(1): note #1-D: n\n  s\n  ^\n\nx.cu(1): note #1-D: m\n  s\n  ^\n\n";
        let (r, f) = (side(2, one, Some(b"h")), side(2, two, Some(b"h")));
        assert_eq!(crate::edg_diag::parse(one), crate::edg_diag::parse(two), "the records alone cannot tell them apart");
        assert_eq!(outcomes(&c, &r, &f)[1], Outcome::Differ);
        assert_eq!(outcomes(&c, &r, &r.clone())[1], Outcome::Agree);
    }

    #[test]
    fn reference_abort_is_exit_134_not_a_crash() {
        let c = case(None);
        let mut r = side(0, b"Compilation aborted.\n", None);
        r.termination = Termination::Signaled {
            signal: libc::SIGABRT,
        };
        let f = side(134, b"Compilation aborted.\n", None);
        assert_eq!(outcomes(&c, &r, &f), vec![Outcome::Agree; 4]);
    }

    #[test]
    fn host_output_by_sha_when_large() {
        let c = case(None);
        let big = vec![b'a'; host_output::DIFF_LIMIT + 10];
        let mut r = side(0, b"", None);
        r.host_sha256 = Some(crate::util::sha256_hex(&big));
        let f = side(0, b"", Some(&big));
        assert_eq!(outcomes(&c, &r, &f)[2], Outcome::Agree);
        let mut big2 = big.clone();
        big2[5] = b'\n';
        let f2 = side(0, b"", Some(&big2));
        let k = evaluate(
            &all(),
            &CheckInput {
                case: &c,
                reference: &r,
                cufe: &f2,
                ctx: None,
            },
        );
        assert_eq!(k[2].outcome, Outcome::Differ);
        assert!(k[2].detail.as_deref().unwrap().contains("sha256"));
    }

    #[test]
    fn sarif_compared_as_text() {
        let c = case(None);
        let r = side(
            2,
            b"{\"version\":\"2.1.0\",\"results\":[{\"a\":1}{\"b\":2}]}\n",
            None,
        );
        let f = side(
            2,
            b"{\"version\":\"2.1.0\",\"results\":[{\"a\":1},{\"b\":2}]}\n",
            None,
        );
        assert_eq!(outcomes(&c, &r, &f)[1], Outcome::Differ);
        assert_eq!(outcomes(&c, &r, &r.clone())[1], Outcome::Agree);
    }
}

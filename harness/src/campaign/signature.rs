//! Mismatch classification and de-duplication signatures.
//!
//! Pure functions over two [`SideOutput`]s (cufe's and the reference's run on the same input). The
//! signature is what the fuzzer de-duplicates findings by and what `reduce --keep` preserves, so it
//! must ignore incidental detail: numbers, quoted identifiers, line numbers. Diagnostics are read
//! with the harness's EDG parser ([`crate::edg_diag`]).
use crate::edg_diag::{self, Diagnostic, Record};
use crate::model::{SideOutput, Termination};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MismatchKind {
    Crash,
    Timeout,
    Diagnostic,
    ExitCode,
    HostOutput,
}

impl MismatchKind {
    pub fn as_str(self) -> &'static str {
        match self {
            MismatchKind::Crash => "crash",
            MismatchKind::Timeout => "timeout",
            MismatchKind::Diagnostic => "diagnostic",
            MismatchKind::ExitCode => "exit-code",
            MismatchKind::HostOutput => "host-output",
        }
    }

    /// Parses the names printed by [`MismatchKind::as_str`] (for `reduce --keep KIND`).
    pub fn parse(s: &str) -> Option<MismatchKind> {
        [Self::Crash, Self::Timeout, Self::Diagnostic, Self::ExitCode, Self::HostOutput]
            .into_iter()
            .find(|k| k.as_str() == s)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    pub kind: MismatchKind,
    /// Normalised de-duplication key, e.g. `diagnostic:missing error#20091-D: a __device__ variable _ …`.
    pub signature: String,
    /// Human-readable detail (not normalised).
    pub detail: String,
}

/// The diagnostics (headers with their bodies) in a front end's stderr; other lines skipped.
pub fn diagnostics(stderr: &[u8]) -> Vec<Diagnostic> {
    edg_diag::parse(stderr)
        .into_iter()
        .filter_map(|r| match r {
            Record::Diagnostic(d) => Some(d),
            _ => None,
        })
        .collect()
}

/// Replaces quoted text by `_` and digit runs by `N`, so that findings differing only in names or
/// numbers share a signature.
pub fn normalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                for d in chars.by_ref() {
                    if d == '"' {
                        break;
                    }
                }
                out.push('_');
            }
            c if c.is_ascii_digit() => {
                while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                    chars.next();
                }
                out.push('N');
            }
            c => out.push(c),
        }
    }
    out
}

fn diag_key(d: &Diagnostic) -> String {
    let num = d.number.as_deref().map(|n| format!("#{n}")).unwrap_or_default();
    format!("{}{num}: {}", d.severity, normalize(&d.message))
}

fn crashed(r: &SideOutput) -> Option<String> {
    match r.termination {
        Termination::Signaled { signal } => return Some(format!("signal {signal}")),
        // A blown memory cap kept the signature it had as a pseudo-signal before the harness
        // types were used here, so earlier findings still de-duplicate against new ones.
        Termination::Memory { .. } => return Some("signal -1".into()),
        _ => {}
    }
    let err = String::from_utf8_lossy(&r.stderr);
    if let Some(l) = err.lines().find(|l| l.contains("panicked at")) {
        // `thread 'main' panicked at frontend/src/x.rs:12:5:` → location without numbers.
        let at = l.find("panicked at").map(|i| &l[i..]).unwrap_or(l);
        return Some(normalize(at.trim_end_matches(':')));
    }
    // Rust panics exit with 101 even when the message was lost.
    (r.termination == Termination::Exited { code: 101 }).then(|| "exit 101".to_string())
}

/// The host output with its module id replaced by `<module-id>`. The id is compared separately
/// (module-id file); here it would only add noise, and when the translation unit has no kernel
/// the reference mixes its PID into it, so two reference runs differ.
pub fn host_text(r: &SideOutput) -> Option<String> {
    let text = String::from_utf8_lossy(r.host.as_deref()?).into_owned();
    let id = text
        .lines()
        .find_map(|l| l.strip_prefix("#define _NV_ANON_NAMESPACE _GLOBAL__N_"))
        .map(|id| id.trim().to_string())
        .filter(|id| !id.is_empty());
    Some(match id {
        Some(id) => text.replace(&id, "<module-id>"),
        None => text,
    })
}

/// Classifies the difference between cufe's run and the reference's, or `None` when they agree.
/// Precedence: crash > timeout > diagnostics > exit code > host output (the first is the most
/// actionable and the later ones usually follow from the earlier).
pub fn classify(cufe: &SideOutput, reference: &SideOutput) -> Option<Mismatch> {
    let (c_crash, r_crash) = (crashed(cufe), crashed(reference));
    if let Some(c) = &c_crash {
        if r_crash.as_ref() != Some(c) {
            return Some(Mismatch { kind: MismatchKind::Crash, signature: format!("crash:{c}"), detail: c.clone() });
        }
    }
    let timed_out = |r: &SideOutput| matches!(r.termination, Termination::Timeout { .. });
    if timed_out(cufe) && !timed_out(reference) {
        return Some(Mismatch { kind: MismatchKind::Timeout, signature: "timeout".into(), detail: "cufe timed out".into() });
    }
    let (cd, rd) = (diagnostics(&cufe.stderr), diagnostics(&reference.stderr));
    let same = |a: &Diagnostic, b: &Diagnostic| {
        a.line == b.line && a.severity == b.severity && a.number == b.number && a.message == b.message
    };
    let first_diff = (0..cd.len().max(rd.len())).find(|&i| match (cd.get(i), rd.get(i)) {
        (Some(a), Some(b)) => !same(a, b),
        _ => true,
    });
    if let Some(i) = first_diff {
        let (sig, detail) = match (cd.get(i), rd.get(i)) {
            (Some(c), Some(r)) if diag_key(c) == diag_key(r) => (
                format!("position {}", diag_key(r)),
                format!("line {:?} vs reference line {:?}: {}", c.line, r.line, r.message),
            ),
            (_, Some(r)) => (format!("missing {}", diag_key(r)), format!("reference: {}", r.message)),
            (Some(c), None) => (format!("extra {}", diag_key(c)), format!("cufe: {}", c.message)),
            (None, None) => unreachable!("index below the longer length"),
        };
        return Some(Mismatch { kind: MismatchKind::Diagnostic, signature: format!("diagnostic:{sig}"), detail });
    }
    let status = |r: &SideOutput| match r.termination {
        Termination::Exited { code } => code.to_string(),
        Termination::Signaled { signal } => format!("signal {signal}"),
        Termination::Memory { .. } => "signal -1".into(),
        Termination::Timeout { .. } => "?".into(),
    };
    if status(cufe) != status(reference) {
        let show = status;
        let d = format!("{} vs {}", show(cufe), show(reference));
        return Some(Mismatch { kind: MismatchKind::ExitCode, signature: format!("exit-code:{d}"), detail: d });
    }
    let (c, r) = (host_text(cufe), host_text(reference));
    if c != r {
        let (c, r) = (c.unwrap_or_default(), r.unwrap_or_default());
        let (cl, rl): (Vec<&str>, Vec<&str>) = (c.lines().collect(), r.lines().collect());
        let differs = |i: &usize| cl.get(*i) != rl.get(*i);
        let first = (0..cl.len().max(rl.len())).find(differs).unwrap_or(0);
        // Line directives (`# 12 "x.cu"`) shift with any change above them: sign by the first
        // differing line of code instead, so unrelated findings do not collapse into one.
        let line = (first..cl.len().max(rl.len()))
            .filter(differs)
            .map(|i| rl.get(i).or(cl.get(i)).copied().unwrap_or(""))
            .find(|l| !l.trim_start().starts_with('#'))
            .unwrap_or("# line directives");
        let n = first + 1;
        return Some(Mismatch {
            kind: MismatchKind::HostOutput,
            signature: format!("host-output:{}", normalize(line.trim())),
            detail: format!("first difference at line {n}"),
        });
    }
    None
}


/// Which mismatch a reduction or a bisection preserves (`reduce --keep KIND`, `check`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Keep {
    /// Any mismatch at all.
    Any,
    /// A mismatch of this kind.
    Kind(MismatchKind),
    /// Exactly this signature (the default for `reduce`: the case's original signature).
    Signature(String),
}

impl Keep {
    /// Parses `--keep`: a kind name (`crash`, `diagnostic`, …), `any`, or a full signature.
    pub fn parse(s: &str) -> Keep {
        match s {
            "any" => Keep::Any,
            _ => MismatchKind::parse(s).map(Keep::Kind).unwrap_or_else(|| Keep::Signature(s.to_string())),
        }
    }

    pub fn matches(&self, m: Option<&Mismatch>) -> bool {
        match (self, m) {
            (_, None) => false,
            (Keep::Any, Some(_)) => true,
            (Keep::Kind(k), Some(m)) => m.kind == *k,
            (Keep::Signature(s), Some(m)) => &m.signature == s,
        }
    }
}

#[cfg(test)]
mod keep_tests {
    use super::*;

    #[test]
    fn keep_parses_and_matches() {
        let m = Mismatch { kind: MismatchKind::Crash, signature: "crash:signal 11".into(), detail: String::new() };
        assert!(Keep::parse("crash").matches(Some(&m)));
        assert!(Keep::parse("any").matches(Some(&m)));
        assert!(Keep::parse("crash:signal 11").matches(Some(&m)));
        assert!(!Keep::parse("crash:signal 6").matches(Some(&m)));
        assert!(!Keep::parse("diagnostic").matches(Some(&m)));
        assert!(!Keep::Any.matches(None));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(code: i32, stderr: &str) -> SideOutput {
        SideOutput { stderr: stderr.as_bytes().to_vec(), ..SideOutput::new(Termination::Exited { code }) }
    }

    const W: &str = "fuzz.cu(14): warning #20091-D: a __device__ variable \"dv\" cannot be directly read in a host function\n  int q = dv;\n          ^\n\n";
    const E: &str = "fuzz.cu(11): error: execution space mismatch: overridden entity (function \"B::f\") is a __device__ function\n";

    #[test]
    fn diagnostics_are_the_edg_records() {
        let d = diagnostics(format!("{W}{E}\n2 errors detected in the compilation of \"fuzz.cu\".\n").as_bytes());
        assert_eq!(d.len(), 2);
        assert_eq!((d[0].line, d[0].number.as_deref()), (Some(14), Some("20091-D")));
        assert_eq!((d[1].severity.as_str(), d[1].number.as_deref()), ("error", None));
    }

    #[test]
    fn agreement_is_none() {
        let a = rec(2, E);
        assert_eq!(classify(&a, &a.clone()), None);
    }

    #[test]
    fn kinds_and_normalised_signatures() {
        let m = classify(&rec(0, ""), &rec(0, W)).unwrap();
        assert_eq!(m.kind, MismatchKind::Diagnostic);
        assert_eq!(m.signature, "diagnostic:missing warning#20091-D: a __device__ variable _ cannot be directly read in a host function");
        // Same rule on another variable and line → same signature.
        let w2 = W.replace("\"dv\"", "\"g7\"").replace("(14)", "(3)");
        assert_eq!(classify(&rec(0, ""), &rec(0, &w2)).unwrap().signature, m.signature);
        let x = classify(&rec(2, E), &rec(0, "")).unwrap();
        assert!(x.signature.starts_with("diagnostic:extra error: execution space"), "{}", x.signature);
        let p = classify(&rec(0, &W.replace("(14)", "(15)")), &rec(0, W)).unwrap();
        assert!(p.signature.starts_with("diagnostic:position"));
        assert_eq!(classify(&rec(1, ""), &rec(0, "")).unwrap().kind, MismatchKind::ExitCode);
        let crash = SideOutput::new(Termination::Signaled { signal: 11 });
        assert_eq!(classify(&crash, &rec(0, "")).unwrap().signature, "crash:signal 11");
        let panic = rec(101, "thread 'main' panicked at frontend/src/parse.rs:12:5:\nindex out of bounds\n");
        assert_eq!(classify(&panic, &rec(0, "")).unwrap().signature, "crash:panicked at frontend/src/parse.rs:N:N");
        let to = SideOutput::new(Termination::Timeout { secs: 1.0 });
        assert_eq!(classify(&to, &rec(0, "")).unwrap().kind, MismatchKind::Timeout);
        let mut h1 = rec(0, "");
        let mut h2 = rec(0, "");
        h1.host = Some(b"a\nint x = 1;\n".to_vec());
        h2.host = Some(b"a\nint x = 2;\n".to_vec());
        let h = classify(&h1, &h2).unwrap();
        assert_eq!((h.kind, h.signature.as_str()), (MismatchKind::HostOutput, "host-output:int x = N;"));
        h1.host = Some(b"# 1 \"a.cu\"\nint x = 1;\nvoid f();\n".to_vec());
        h2.host = Some(b"# 2 \"a.cu\"\nint x = 1;\nvoid g();\n".to_vec());
        assert_eq!(classify(&h1, &h2).unwrap().signature, "host-output:void g();");
        assert_eq!(classify(&h1, &h2).unwrap().detail, "first difference at line 1");
        assert_eq!(MismatchKind::parse("exit-code"), Some(MismatchKind::ExitCode));
        // Module ids (PID-dependent without kernels) are not host-output differences.
        h1.host = Some(b"#define _NV_ANON_NAMESPACE _GLOBAL__N__00000000_7_fuzz_cu_1234\nx _00000000_7_fuzz_cu_1234\n".to_vec());
        h2.host = Some(b"#define _NV_ANON_NAMESPACE _GLOBAL__N__00000000_7_fuzz_cu_9876\nx _00000000_7_fuzz_cu_9876\n".to_vec());
        assert_eq!(classify(&h1, &h2), None);
    }
}

//! Parser for EDG's diagnostic text (as cudafe++ prints it on stderr) into records, so diagnostics can be
//! compared structurally and reported precisely. Works on bytes (lossy), never panics.
//!
//! Shapes recognised (all observed from cudafe++ 13.0.88, see harness/tests/fixtures/diag):
//! ```text
//! e1.cu(1): error: identifier "x" is undefined          header: file(line): severity[ #N[-D]]: message
//!             argument types are: (const char [2])      continuation of the message (deep indent)
//!   int f() { return x; }                               source line (2-space indent)
//!                    ^                                  caret
//!           detected during:                            instantiation context …
//!             instantiation of class "B<T> [with T=int]" at line 2
//! At end of source: error: expected a "}"
//! Command-line error: invalid option: --bogus_option
//! Catastrophic error: cannot open source file "/nonexistent.cu"
//! Line 1: error: …                                      (stdin input)
//! Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"
//! 2 errors detected in the compilation of "e1.cu".
//! Error limit reached. / Compilation terminated. / Compilation aborted.
//! ```
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Record {
    Diagnostic(Diagnostic),
    /// The one-time `Remark: The warnings can be suppressed …` line.
    Remark {
        text: String,
    },
    /// `N errors detected in …`.
    Summary {
        text: String,
    },
    ErrorLimitReached,
    CompilationTerminated,
    CompilationAborted,
    /// Anything else (timing lines, version banner, unknown text).
    Other {
        text: String,
    },
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, Default)]
pub struct Diagnostic {
    /// `position`, `at_end_of_source`, `command_line`, `no_position` (`Catastrophic error: …`), `line_only`.
    pub form: String,
    pub file: Option<String>,
    pub line: Option<u32>,
    /// `error`, `warning`, `remark`, `note`, `catastrophic error`, `internal error`.
    pub severity: String,
    /// The displayed number, e.g. `177-D` (absent when not displayed).
    pub number: Option<String>,
    pub message: String,
    /// Message continuation lines before the source line (`argument types are: …`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub related: Vec<String>,
    pub source_line: Option<String>,
    /// 1-based column of the caret within the source line.
    pub caret_column: Option<u32>,
    /// Lines after the caret (`detected during:` and the instantiation context).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub context: Vec<String>,
}

const SEVERITIES: &[&str] = &[
    "catastrophic error",
    "internal error",
    "command-line error",
    "error",
    "warning",
    "remark",
    "note",
];

/// Parses `severity[ #N[-D]]: message` (the part after the position).
fn parse_sev_msg(s: &str) -> Option<(String, Option<String>, String)> {
    for sev in SEVERITIES {
        let Some(rest) = s.strip_prefix(sev) else {
            continue;
        };
        if let Some(msg) = rest.strip_prefix(": ") {
            return Some((sev.to_string(), None, msg.to_string()));
        }
        if rest == ":" {
            return Some((sev.to_string(), None, String::new()));
        }
        if let Some(r) = rest.strip_prefix(" #") {
            let (num, msg) = r
                .split_once(": ")
                .or_else(|| r.strip_suffix(':').map(|n| (n, "")))?;
            if !num.is_empty() && num.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                return Some((sev.to_string(), Some(num.to_string()), msg.to_string()));
            }
        }
    }
    None
}

/// Recognises a diagnostic header line.
fn parse_header(line: &str) -> Option<Diagnostic> {
    let mk =
        |form: &str,
         file: Option<String>,
         ln: Option<u32>,
         (severity, number, message): (String, Option<String>, String)| Diagnostic {
            form: form.into(),
            file,
            line: ln,
            severity,
            number,
            message,
            ..Default::default()
        };
    if let Some(m) = line.strip_prefix("Command-line error: ") {
        return Some(mk(
            "command_line",
            None,
            None,
            ("command-line error".into(), None, m.into()),
        ));
    }
    if let Some(m) = line.strip_prefix("Catastrophic error: ") {
        return Some(mk(
            "no_position",
            None,
            None,
            ("catastrophic error".into(), None, m.into()),
        ));
    }
    if let Some(m) = line.strip_prefix("Internal error: ") {
        return Some(mk(
            "no_position",
            None,
            None,
            ("internal error".into(), None, m.into()),
        ));
    }
    if let Some(r) = line.strip_prefix("At end of source: ") {
        return parse_sev_msg(r).map(|sm| mk("at_end_of_source", None, None, sm));
    }
    if let Some(r) = line.strip_prefix("Line ") {
        if let Some((n, rest)) = r.split_once(": ") {
            if let (Ok(n), Some(sm)) = (n.parse::<u32>(), parse_sev_msg(rest)) {
                return Some(mk("line_only", None, Some(n), sm));
            }
        }
    }
    // file(line): — try each `(digits): ` occurrence, leftmost first (file names may contain parens).
    let b = line.as_bytes();
    let mut i = 0;
    while let Some(p) = line[i..].find('(').map(|p| p + i) {
        let digits = b[p + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        let close = p + 1 + digits;
        if digits > 0 && line[close..].starts_with("): ") {
            if let Some(sm) = parse_sev_msg(&line[close + 3..]) {
                let n = line[p + 1..close].parse().ok();
                return Some(mk("position", Some(line[..p].to_string()), n, sm));
            }
        }
        i = p + 1;
    }
    None
}

fn is_summary(line: &str) -> bool {
    let Some((n, rest)) = line.split_once(' ') else {
        return false;
    };
    !n.is_empty()
        && n.chars().all(|c| c.is_ascii_digit())
        && (rest.starts_with("error") || rest.starts_with("catastrophic error"))
        && (rest.ends_with("detected in this compilation.")
            || (rest.contains(" detected in the compilation of \"") && rest.ends_with("\".")))
}

fn is_caret(line: &str) -> bool {
    let t = line.trim_start_matches(' ');
    t == "^" && line.len() > t.len()
}

/// Parses the whole stderr text.
pub fn parse(bytes: &[u8]) -> Vec<Record> {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        if line.is_empty() {
            continue;
        }
        if let Some(mut d) = parse_header(line) {
            // Body: until a blank line or the next header.
            let start = i;
            while i < lines.len()
                && !lines[i].is_empty()
                && parse_header(lines[i]).is_none()
                && !is_summary(lines[i])
            {
                i += 1;
            }
            let body = &lines[start..i];
            match body.iter().position(|l| is_caret(l)) {
                Some(c) if c >= 1 => {
                    d.related = body[..c - 1].iter().map(|l| l.trim().to_string()).collect();
                    d.source_line = Some(
                        body[c - 1]
                            .strip_prefix("  ")
                            .unwrap_or(body[c - 1])
                            .to_string(),
                    );
                    d.caret_column = Some(body[c].len().saturating_sub(2) as u32);
                    d.context = body[c + 1..].iter().map(|l| l.trim().to_string()).collect();
                }
                _ => d.context = body.iter().map(|l| l.trim().to_string()).collect(),
            }
            out.push(Record::Diagnostic(d));
        } else if line.starts_with("Remark: ") {
            out.push(Record::Remark {
                text: line.to_string(),
            });
        } else if is_summary(line) {
            out.push(Record::Summary {
                text: line.to_string(),
            });
        } else if line == "Error limit reached." {
            out.push(Record::ErrorLimitReached);
        } else if line == "Compilation terminated." {
            out.push(Record::CompilationTerminated);
        } else if line == "Compilation aborted." {
            out.push(Record::CompilationAborted);
        } else {
            out.push(Record::Other {
                text: line.to_string(),
            });
        }
    }
    out
}

/// Is this SARIF output (`--output_mode sarif`)? Then it is compared as text, not parsed.
pub fn is_sarif(bytes: &[u8]) -> bool {
    bytes.trim_ascii_start().starts_with(b"{\"version\"")
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn header_forms() {
        let d = parse_header("a(1).cu(12): warning #177-D: variable \"r\" was declared").unwrap();
        assert_eq!(d.file.as_deref(), Some("a(1).cu"));
        assert_eq!(
            (d.line, d.severity.as_str(), d.number.as_deref()),
            (Some(12), "warning", Some("177-D"))
        );
        let d =
            parse_header("x.cu(3): catastrophic error: cannot open source file \"n.h\"").unwrap();
        assert_eq!(d.severity, "catastrophic error");
        assert!(parse_header("  int f() { return x; }").is_none());
        assert!(parse_header("Front end time                       0.01 (CPU)").is_none());
        let d = parse_header("Line 1: error: expected a declaration").unwrap();
        assert_eq!(d.form, "line_only");
    }
    #[test]
    fn never_panics() {
        for s in [
            &b"x.cu(: error"[..],
            b"(1): error",
            b"(99999999999): error: x",
            b"\xff(1): error: \xfe\n  \xff\n  ^\n",
            b"x(1): note #",
            b"^\n^^\n  ^",
        ] {
            let _ = parse(s);
        }
    }
}

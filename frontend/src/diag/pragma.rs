//! `#pragma nv_diag_suppress|remark|warning|error|default|once <list>` and
//! `#pragma nv_diagnostic push|pop`, as cudafe++ 13.0.88 handles them (probed):
//!
//! - the list is comma-separated; an item is an integer literal (internal number 1..3794 or display number
//!   20000..20337; hex/octal literals count) or a tag (`no_error`, number 0, is accepted as a tag);
//! - a bad number → warning 1222 at it; an unknown tag → 1223; anything else → 1224 at it;
//!   after an item, a token that is neither `,` nor the end of line → 253 at that token, and the pragma
//!   ends; a list that ends right after `,` (or is empty) → 1224 and 253, both at the end of the line;
//! - `nv_diagnostic`: `push`/`pop` (extra tokens after `push` are ignored); a `pop` without `push` →
//!   3185 at the token after `pop` (or the end of line); any other argument → 3184 at it;
//! - each setting takes effect from the pragma on, including later items of the same pragma;
//! - the legacy `#pragma diag_suppress` (no `nv_`) and unknown pragmas are silent.
use super::{Action, DiagId, Diagnostic, Diagnostics, Severity, Where};
use crate::gaps::Gaps;
use crate::source::{Locate, Offset};

/// What the pragma reader remembers between pragmas.
#[derive(Clone, Debug, Default)]
pub struct PragmaReader {
    /// A list that ended in an error at the end of its line: a later `nv_` pragma makes the reference
    /// fail an internal assertion (pragma.c line 1237), which cufe does not imitate.
    broken_at_eol: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok<'a> {
    Ident(&'a str),
    Number(&'a str),
    Str,
    Punct(&'a str),
    Eol,
}

/// A tiny C++ tokenizer for the pragma's text: enough to find token starts the way EDG's lexer does.
struct Lexer<'a> {
    s: &'a [u8],
    i: usize,
}

const PUNCT3: &[&str] = &["<=>", "<<=", ">>=", "...", "->*"];
const PUNCT2: &[&str] = &[
    "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=",
    "^=", ".*", "##",
];

impl<'a> Lexer<'a> {
    /// Next token and its byte index in the pragma text.
    fn next(&mut self) -> (usize, Tok<'a>) {
        let s = self.s;
        while self.i < s.len() && matches!(s[self.i], b' ' | b'\t' | b'\x0b' | b'\x0c' | b'\r') {
            self.i += 1;
        }
        let start = self.i;
        // The pragma text ends at the line end (a newline never belongs to it).
        if start >= s.len() || s[start] == b'\n' {
            self.i = start;
            return (start, Tok::Eol);
        }
        let c = s[start];
        let text = |a: usize, b: usize| std::str::from_utf8(&s[a..b]).unwrap_or("");
        if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80 {
            let mut j = start + 1;
            while j < s.len() && (s[j].is_ascii_alphanumeric() || s[j] == b'_' || s[j] == b'$' || s[j] >= 0x80) {
                j += 1;
            }
            // A prefixed literal (u8"…", L'x') is a string, not an identifier.
            if j < s.len() && (s[j] == b'"' || s[j] == b'\'') && matches!(text(start, j), "u8" | "u" | "U" | "L" | "R") {
                self.i = j;
                let (_, _) = self.quoted();
                return (start, Tok::Str);
            }
            self.i = j;
            return (start, Tok::Ident(text(start, j)));
        }
        if c.is_ascii_digit() || (c == b'.' && s.get(start + 1).is_some_and(|d| d.is_ascii_digit())) {
            // pp-number: digits, letters, `_`, `.`, `'` and signs after an exponent letter.
            let mut j = start + 1;
            while j < s.len() {
                let d = s[j];
                let sign = (d == b'+' || d == b'-') && matches!(s[j - 1], b'e' | b'E' | b'p' | b'P');
                if sign || d.is_ascii_alphanumeric() || d == b'_' || d == b'.' || d == b'\'' {
                    j += 1;
                } else {
                    break;
                }
            }
            self.i = j;
            return (start, Tok::Number(text(start, j)));
        }
        if c == b'"' || c == b'\'' {
            self.quoted();
            return (start, Tok::Str);
        }
        for p in PUNCT3.iter().chain(PUNCT2.iter()) {
            if s[start..].starts_with(p.as_bytes()) {
                self.i = start + p.len();
                return (start, Tok::Punct(p));
            }
        }
        self.i = start + 1;
        (start, Tok::Punct(text(start, start + 1)))
    }

    /// Skips a quoted literal starting at `self.i` (to its closing quote or the end of the line).
    fn quoted(&mut self) -> (usize, usize) {
        let s = self.s;
        let q = s[self.i];
        let start = self.i;
        let mut j = start + 1;
        while j < s.len() && s[j] != q {
            if s[j] == b'\\' {
                j += 1;
            }
            j += 1;
        }
        self.i = (j + 1).min(s.len());
        (start, self.i)
    }
}

/// The value of an integer literal (decimal, hex, octal, binary, with digit separators and u/l/z
/// suffixes); None when the pp-number is not an integer literal.
fn integer(lit: &str) -> Option<u64> {
    let lit = lit.replace('\'', "");
    let lower = lit.to_ascii_lowercase();
    let body = lower.trim_end_matches(['u', 'l', 'z']);
    let (digits, radix) = if let Some(h) = body.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = body.strip_prefix("0b") {
        (b, 2)
    } else if body.len() > 1 && body.starts_with('0') {
        (&body[1..], 8)
    } else {
        (body, 10)
    };
    if digits.is_empty() {
        return None;
    }
    u64::from_str_radix(digits, radix).ok()
}

/// A number in a diagnostic control list → the internal code (None = invalid error number).
pub fn code_from_number(n: u64) -> Option<DiagId> {
    match n {
        1..=3794 => Some(DiagId(n as u16)),
        20000..=20337 => Some(DiagId((n - 16543) as u16)),
        _ => None,
    }
}

fn action(name: &str) -> Option<Action> {
    Some(match name {
        "nv_diag_suppress" => Action::Suppress,
        "nv_diag_remark" => Action::Remark,
        "nv_diag_warning" => Action::Warning,
        "nv_diag_error" => Action::Error,
        "nv_diag_default" => Action::Default,
        "nv_diag_once" => Action::Once,
        _ => return None,
    })
}

fn warn(diags: &mut Diagnostics, src: &dyn Locate, id: DiagId, at: Offset) {
    diags.report(src, Diagnostic::new(Severity::Warning, id, Where::At(at)));
}

const INVALID_ERROR_NUMBER: DiagId = super::id::INVALID_ERROR_NUMBER;
const INVALID_ERROR_TAG: DiagId = super::id::INVALID_ERROR_TAG;
const EXP_ERROR_ARGUMENT: DiagId = super::id::EXP_ERROR_ARGUMENT;
const EXP_COMMA: DiagId = super::id::EXP_COMMA;
const EXP_PUSH_POP: DiagId = super::id::EXP_PUSH_POP;
const NO_CORRESPONDING_PUSH: DiagId = super::id::NO_CORRESPONDING_PUSH;

/// Handles one `#pragma` line. `text` is what follows `pragma` up to the end of the line, starting at
/// input offset `lo`. Call it for every pragma, in source order, interleaved with the parser's own
/// diagnostics (see `pump::EventPump`).
pub fn process(diags: &mut Diagnostics, src: &dyn Locate, text: &[u8], lo: Offset, gaps: &mut Gaps) {
    let mut lx = Lexer { s: text, i: 0 };
    let pos = |i: usize| lo + i as Offset;
    let (_, first) = lx.next();
    let Tok::Ident(name) = first else { return };
    if (name == "nv_diagnostic" || action(name).is_some()) && diags.pragmas.broken_at_eol {
        gaps.note("pragma: nv_ pragma after a list that ended in an error (reference asserts)", lo);
    }
    if name == "nv_diagnostic" {
        let (i, t) = lx.next();
        match t {
            Tok::Ident("push") => diags.control.push(lo),
            Tok::Ident("pop") => {
                if !diags.control.pop(lo) {
                    let (j, _) = lx.next();
                    warn(diags, src, NO_CORRESPONDING_PUSH, pos(j));
                }
            }
            _ => warn(diags, src, EXP_PUSH_POP, pos(i)),
        }
        return;
    }
    let Some(act) = action(name) else { return };
    loop {
        let (i, t) = lx.next();
        match t {
            Tok::Number(n) => match integer(n) {
                Some(v) => match code_from_number(v) {
                    Some(id) => diags.control.pragma(lo, act, id),
                    None => warn(diags, src, INVALID_ERROR_NUMBER, pos(i)),
                },
                None => {
                    // The reference's lexer first warns about the literal itself (e.g. 2506 for `12x`);
                    // cufe's pragma reader does not know those rules.
                    gaps.note("pragma: non-integer number in nv_diag list", pos(i));
                    warn(diags, src, EXP_ERROR_ARGUMENT, pos(i));
                }
            },
            Tok::Ident(tag) => match DiagId::from_tag(tag) {
                Some(id) => diags.control.pragma(lo, act, id),
                None => warn(diags, src, INVALID_ERROR_TAG, pos(i)),
            },
            Tok::Eol => {
                warn(diags, src, EXP_ERROR_ARGUMENT, pos(i));
                warn(diags, src, EXP_COMMA, pos(i));
                diags.pragmas.broken_at_eol = true;
                return;
            }
            Tok::Str | Tok::Punct(_) => warn(diags, src, EXP_ERROR_ARGUMENT, pos(i)),
        }
        let (j, u) = lx.next();
        match u {
            Tok::Eol => return,
            Tok::Punct(",") => continue,
            _ => {
                warn(diags, src, EXP_COMMA, pos(j));
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::DiagConfig;
    use super::*;
    use crate::source::SourceMap;
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    struct Buf(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Buf {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// Runs every `#pragma` line of `input` through `process` and returns (output, exit code).
    fn run(input: &str, cfg: DiagConfig) -> (String, i32) {
        let buf = Buf::default();
        let mut d = Diagnostics::new(cfg, Box::new(buf.clone()));
        let mut map = SourceMap::new("s.ii", input.as_bytes().to_vec());
        let lexed = crate::lex::lex(&mut map, &crate::lex::LexConfig::default());
        let mut gaps = Gaps::new();
        for p in &lexed.pragmas {
            let t = map.text()[p.span.lo as usize..p.span.hi as usize].to_vec();
            process(&mut d, &map, &t, p.span.lo, &mut gaps);
        }
        let rc = d.finish();
        let out = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
        (out, rc)
    }

    fn nvcc() -> DiagConfig {
        DiagConfig { display_error_number: true, compilation_name: Some("s.ii".into()), ..Default::default() }
    }

    #[test]
    fn bad_arguments_match_reference() {
        // Reference: cudafe++ 13.0.88 on these lines (probe p1.ii).
        let (out, rc) = run(
            "# 1 \"p1.cu\"\n#pragma nv_diag_suppress 99999\n#pragma nv_diag_suppress bogus_tag\n#pragma nv_diag_suppress\n",
            nvcc(),
        );
        assert_eq!(rc, 0);
        assert_eq!(
            out,
            "p1.cu(1): warning #1222-D: invalid error number\n  #pragma nv_diag_suppress 99999\n                           ^\n\n\
Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\n\
p1.cu(2): warning #1223-D: invalid error tag\n  #pragma nv_diag_suppress bogus_tag\n                           ^\n\n\
p1.cu(3): warning #1224-D: expected an error number or error tag\n  #pragma nv_diag_suppress\n                          ^\n\n\
p1.cu(3): warning #253-D: expected a \",\"\n  #pragma nv_diag_suppress\n                          ^\n\n"
        );
    }

    fn brief() -> DiagConfig {
        DiagConfig { brief: true, ..nvcc() }
    }

    #[test]
    fn list_syntax() {
        let (out, _) = run("# 1 \"q.cu\"\n#pragma   nv_diag_warning   1222 , 99999\n", brief());
        assert!(out.starts_with("q.cu(1): warning #1222-D"));
        let cases = [
            ("#pragma nv_diag_remark -1", "q.cu(1): warning #1224-D: expected an error number or error tag\nq.cu(1): warning #253-D: expected a \",\"\n"),
            ("#pragma nv_diag_once ,", "q.cu(1): warning #1224-D: expected an error number or error tag\n"),
            ("#pragma nv_diag_suppress 940 186", "q.cu(1): warning #253-D: expected a \",\"\n"),
            ("#pragma nv_diag_suppress 0x10, 010, 3794, 20337, no_error", ""),
            ("#pragma nv_diag_suppress 20338", "q.cu(1): warning #1222-D: invalid error number\n"),
            ("#pragma nv_diagnostic pop extra", "q.cu(1): warning #3185-D: no '#pragma diagnostic push' was found to match this 'diagnostic pop'\n"),
            ("#pragma nv_diagnostic push extra", ""),
            ("#pragma nv_diagnostic", "q.cu(1): warning #3184-D: #pragma diagnostic must have either 'push' or 'pop' argument\n"),
            ("#pragma diag_suppress 99999", ""),
            ("#pragma once", ""),
        ];
        for (line, want) in cases {
            let (out, _) = run(&format!("# 1 \"q.cu\"\n{}\n", line), brief());
            let out: String = out.lines().filter(|l| !l.starts_with("Remark")).map(|l| format!("{}\n", l)).collect();
            assert_eq!(out, want, "{}", line);
        }
    }

    #[test]
    fn caret_columns() {
        let (out, _) = run("# 1 \"q.cu\"\n#pragma nv_diag_remark (940)\n", nvcc());
        assert!(out.contains("  #pragma nv_diag_remark (940)\n                         ^\n"));
        assert!(out.contains("#253-D: expected a \",\"\n  #pragma nv_diag_remark (940)\n                          ^\n"));
        let (out, _) = run("# 1 \"q.cu\"\n#pragma nv_diagnostic pop\n", nvcc());
        assert!(out.contains("  #pragma nv_diagnostic pop\n                           ^\n"));
    }

    #[test]
    fn settings_push_pop_once() {
        // Reference (probe s1.ii): lines 3 and 8 are errors, line 12 a warning, line 1 a warning; rc 2.
        let src = "# 1 \"s1.cu\"\n#pragma nv_diag_suppress 99999\n#pragma nv_diag_error 1222\n#pragma nv_diag_suppress 99998\n\
#pragma nv_diagnostic push\n#pragma nv_diag_suppress 1222\n#pragma nv_diag_suppress 99997\n#pragma nv_diagnostic pop\n\
#pragma nv_diag_suppress 99996\n#pragma nv_diag_remark invalid_error_number\n#pragma nv_diag_suppress 99995\n\
#pragma nv_diag_default 1222\n#pragma nv_diag_suppress 99994\n#pragma nv_diag_once 1222\n#pragma nv_diag_suppress 99993\n\
#pragma nv_diag_suppress 99992\n#pragma nv_diag_warning 1222\n#pragma nv_diag_suppress 99991\n";
        let (out, rc) = run(src, DiagConfig { compilation_name: Some("s1.ii".into()), ..brief() });
        assert_eq!(rc, 2);
        assert_eq!(
            out,
            "s1.cu(1): warning #1222-D: invalid error number\n\
Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\
s1.cu(3): error: invalid error number\ns1.cu(8): error: invalid error number\n\
s1.cu(12): warning #1222-D: invalid error number\n2 errors detected in the compilation of \"s1.ii\".\n"
        );
        // The pragma's own setting applies to its later items.
        let (out, _) = run("# 1 \"s.cu\"\n#pragma nv_diag_suppress 1222, 99999\n#pragma nv_diag_error 1222, 99999\n", brief());
        assert_eq!(out, "s.cu(2): error: invalid error number\n1 error detected in the compilation of \"s.ii\".\n");
    }

    #[test]
    fn system_header_and_switches() {
        let src = "# 1 \"s.cu\"\n# 1 \"sys.h\" 1 3\n#pragma nv_diag_suppress 99999\n#pragma nv_diag_error 1222\n\
#pragma nv_diag_suppress 99998\n# 5 \"s.cu\" 2\n#pragma nv_diag_suppress 99997\n";
        let (out, rc) = run(src, brief());
        assert_eq!((out.as_str(), rc), ("s.cu(5): error: invalid error number\n1 error detected in the compilation of \"s.ii\".\n", 2));
        let two = "# 1 \"s.cu\"\n#pragma nv_diag_suppress 99999\n#pragma nv_diag_suppress bogus\n";
        let (out, rc) = run(two, DiagConfig { promote_warnings: true, ..brief() });
        assert_eq!(rc, 2);
        assert_eq!(
            out,
            "s.cu(1): error #1222-D: invalid error number\n\
Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\
s.cu(2): error #1223-D: invalid error tag\n2 errors detected in the compilation of \"s.ii\".\n"
        );
        let (out, rc) = run(two, DiagConfig { no_warnings: true, ..brief() });
        assert_eq!((out.as_str(), rc), ("", 0));
        let (out, _) = run(two, DiagConfig { display_error_number: false, ..brief() });
        assert_eq!(out, "s.cu(1): warning: invalid error number\ns.cu(2): warning: invalid error tag\n");
    }

    #[test]
    fn error_limit_and_sarif() {
        let src = "# 1 \"s.cu\"\n#pragma nv_diag_error 1222\n#pragma nv_diag_suppress 99998\n#pragma nv_diag_suppress 99997\n#pragma nv_diag_suppress 1\n";
        let (out, rc) = run(src, DiagConfig { error_limit: 2, ..brief() });
        assert_eq!(rc, 4);
        assert_eq!(
            out,
            "s.cu(2): error: invalid error number\ns.cu(3): error: invalid error number\nError limit reached.\n\
2 errors detected in the compilation of \"s.ii\".\nCompilation terminated.\n"
        );
        let (out, rc) = run(src, DiagConfig { error_limit: 2, sarif: true, ..brief() });
        assert_eq!(rc, 4);
        assert!(out.starts_with(sarif_header()));
        assert!(out.ends_with("\"startColumn\":26}}}]}]}]}\n"));
        assert_eq!(out.matches("\"ruleId\"").count(), 2);
        assert!(out.contains("}]},{\"ruleId\":\"EC1222\""));
    }

    fn sarif_header() -> &'static str {
        super::super::sarif::HEADER
    }
}

//! The text form of one diagnostic (G §3.1):
//! ```text
//! file(line): severity[ #N-D]: message
//!             related sub-line (12 spaces)
//!   source line (2 spaces)
//!   caret line (tabs kept)^
//!           detected during ... (context, after the caret)
//! <blank line>
//! ```
use super::color::{Colors, RESET};
use super::{DiagId, Severity};

/// Width at which `--wrap_diagnostics` breaks lines, and the continuation indent.
pub const WRAP_WIDTH: usize = 79;
const WRAP_INDENT: usize = 10;

/// Everything the text writer needs about a diagnostic that is shown.
pub struct Shown<'a> {
    pub severity: Severity,
    /// `#N-D` is shown (display_error_number and severity <= 5 before any promotion).
    pub number: Option<u32>,
    /// Promoted by `--promote_warnings`: the word is "error", the number stays.
    pub promoted: bool,
    pub message: &'a str,
    pub place: Place<'a>,
    pub related: &'a [String],
    pub context: &'a [String],
}

pub enum Place<'a> {
    Nowhere,
    EndOfSource,
    At { file: &'a str, line: u32, column: u32, line_text: &'a [u8] },
    /// `file(line): …` without the source line (cicc's code-generation diagnostics).
    Line { file: &'a str, line: u32 },
}

pub struct TextCfg<'a> {
    pub brief: bool,
    pub wrap: bool,
    pub context_limit: u32,
    pub colors: Option<&'a Colors>,
}

pub fn word(sev: Severity, promoted: bool) -> &'static str {
    if promoted {
        return "error";
    }
    match sev {
        Severity::Note | Severity::Suppressed => "note",
        Severity::Remark => "remark",
        Severity::Warning | Severity::CommandLineWarning => "warning",
        Severity::DiscretionaryError | Severity::Error => "error",
        Severity::Catastrophic => "catastrophic error",
        Severity::CommandLineError => "command-line error",
        Severity::Internal => "internal error",
    }
}

fn category(c: &Colors, sev: Severity, promoted: bool) -> Option<&str> {
    if promoted {
        return c.error.as_deref();
    }
    match sev {
        Severity::Note | Severity::Suppressed | Severity::Remark => c.note.as_deref(),
        Severity::Warning | Severity::CommandLineWarning => c.warning.as_deref(),
        _ => c.error.as_deref(),
    }
}

/// `start + reset + start + text + reset`: EDG opens each coloured element this way.
fn paint(out: &mut String, start: Option<&str>, text: &str) {
    let s = start.unwrap_or("");
    out.push_str(s);
    out.push_str(RESET);
    out.push_str(s);
    out.push_str(text);
    out.push_str(RESET);
}

fn header(d: &Shown, colors: Option<&Colors>) -> String {
    let mut h = String::new();
    let w = word(d.severity, d.promoted);
    let num = d.number.map(|n| format!(" #{}-D", n)).unwrap_or_default();
    // Standard input (file "-") shows as `Line N`.
    // Line 0 (a marker's counter wrapped past 4294967295) is printed without the `(line)`: `a.cu: warning: …`.
    let locus = |file: &str, line: u32| match (file, line) {
        ("-", _) => format!("Line {}", line),
        (_, 0) => file.to_string(),
        _ => format!("{}({})", file, line),
    };
    match (&d.place, colors) {
        (Place::At { file, line, .. } | Place::Line { file, line }, None) => h.push_str(&format!("{}: {}{}: ", locus(file, *line), w, num)),
        (Place::At { file, line, .. } | Place::Line { file, line }, Some(c)) => {
            paint(&mut h, c.locus.as_deref(), &locus(file, *line));
            h.push_str(": ");
            let s = category(c, d.severity, d.promoted);
            h.push_str(s.unwrap_or(""));
            h.push_str(w);
            h.push_str(RESET);
            h.push_str(&num);
            h.push_str(": ");
        }
        (Place::EndOfSource, None) => h.push_str(&format!("At end of source: {}{}: ", w, num)),
        (Place::EndOfSource, Some(c)) => {
            paint(&mut h, c.locus.as_deref(), "At end of source");
            h.push_str(": ");
            h.push_str(category(c, d.severity, d.promoted).unwrap_or(""));
            h.push_str(w);
            h.push_str(RESET);
            h.push_str(&num);
            h.push_str(": ");
        }
        (Place::Nowhere, _) => {
            // No position: capitalised word, never a number ("Remark: …", "Command-line error: …").
            let mut cap = w.to_string();
            cap[..1].make_ascii_uppercase();
            match colors {
                Some(c) => paint(&mut h, category(c, d.severity, d.promoted), &cap),
                None => h.push_str(&cap),
            }
            h.push_str(": ");
        }
    }
    h.push_str(d.message);
    h
}

/// Visible width of a string, not counting escape sequences.
fn visible_len(s: &str) -> usize {
    let mut n = 0;
    let mut esc = false;
    for c in s.chars() {
        if esc {
            if c.is_ascii_alphabetic() {
                esc = false;
            }
        } else if c == '\x1b' {
            esc = true;
        } else {
            n += 1;
        }
    }
    n
}

/// Byte index where the visible prefix of `s` reaches `width` characters (s.len() if shorter).
fn byte_at_visible(s: &str, width: usize) -> usize {
    let mut n = 0;
    let mut esc = false;
    for (i, c) in s.char_indices() {
        if esc {
            if c.is_ascii_alphabetic() {
                esc = false;
            }
            continue;
        }
        if c == '\x1b' {
            esc = true;
            continue;
        }
        if n == width {
            return i;
        }
        n += 1;
    }
    s.len()
}

/// `--wrap_diagnostics`: lines of at most 79 visible columns, broken at the last space that fits (the
/// space is dropped), or hard at 79 when there is none; continuation lines are indented 10 spaces.
pub fn wrap(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line.to_string();
    let mut indent = 0;
    loop {
        let avail = WRAP_WIDTH - indent;
        if visible_len(&rest) <= avail {
            out.push_str(&" ".repeat(indent));
            out.push_str(&rest);
            return out;
        }
        // A space at visible index <= avail still gives a line of at most `avail` columns.
        let limit = byte_at_visible(&rest, avail + 1);
        let (cut, skip) = match rest[..limit].rfind(' ') {
            Some(sp) if visible_len(&rest[..sp]) > 0 => (sp, 1),
            _ => (byte_at_visible(&rest, avail), 0),
        };
        out.push_str(&" ".repeat(indent));
        out.push_str(&rest[..cut]);
        out.push('\n');
        rest = rest[cut + skip..].to_string();
        indent = WRAP_INDENT;
    }
}

/// The caret line: one space per character before the (byte) column — EDG counts UTF-8 characters,
/// so continuation bytes add nothing — with tabs of the source line copied as tabs.
fn caret(line_text: &[u8], column: u32) -> Vec<u8> {
    let mut v = b"  ".to_vec();
    let before = column.saturating_sub(1) as usize;
    for i in 0..before {
        match line_text.get(i) {
            Some(&b'\t') => v.push(b'\t'),
            Some(&b) if (0x80..0xC0).contains(&b) => {}
            _ => v.push(b' '),
        }
    }
    v.push(b'^');
    v
}

/// Context lines with the first/last elision of message 1150.
fn context_lines(ctx: &[String], limit: u32) -> Vec<String> {
    let mut v = Vec::new();
    if ctx.is_empty() {
        return v;
    }
    if ctx.len() == 1 {
        v.push(format!("          detected during {}", ctx[0]));
        return v;
    }
    v.push("          detected during:".to_string());
    let limit = limit as usize;
    if limit == 0 || ctx.len() <= limit {
        v.extend(ctx.iter().map(|c| format!("            {}", c)));
        return v;
    }
    let half = limit / 2;
    v.extend(ctx[..half].iter().map(|c| format!("            {}", c)));
    let hidden = ctx.len() - 2 * half;
    let msg = super::fill::expand(DiagId(1150).template(), &[super::Arg::Num(hidden as i64)], &Default::default());
    v.push(format!("            {}", msg));
    v.extend(ctx[ctx.len() - half..].iter().map(|c| format!("            {}", c)));
    v
}

/// Writes one diagnostic.
pub fn write(out: &mut Vec<u8>, d: &Shown, cfg: &TextCfg) {
    let h = header(d, cfg.colors);
    if cfg.wrap && !cfg.brief {
        out.extend_from_slice(wrap(&h).as_bytes());
    } else {
        out.extend_from_slice(h.as_bytes());
    }
    out.push(b'\n');
    if cfg.brief {
        return;
    }
    for r in d.related {
        out.extend_from_slice(b"            ");
        out.extend_from_slice(r.as_bytes());
        out.push(b'\n');
    }
    // An internal error with a source position shows its line and caret like any other (3654 at a
    // kernel launch); one raised where EDG has no column (`ok.cu(1): internal error: module id filename
    // not specified`) comes as `Place::Line`.
    if let Place::At { column, line_text, .. } = &d.place {
        let (column, line_text) = (*column, *line_text);
        out.extend_from_slice(b"  ");
        // The reference shows a NUL byte of the input line as a space (warning 1192 says it is ignored).
        out.extend(line_text.iter().map(|&b| if b == 0 { b' ' } else { b }));
        out.push(b'\n');
        out.extend_from_slice(&caret(line_text, column));
        out.push(b'\n');
    }
    for c in context_lines(d.context, cfg.context_limit) {
        out.extend_from_slice(c.as_bytes());
        out.push(b'\n');
    }
    out.push(b'\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown<'a>(msg: &'a str, place: Place<'a>) -> Shown<'a> {
        Shown { severity: Severity::Warning, number: Some(1222), promoted: false, message: msg, place, related: &[], context: &[] }
    }
    const PLAIN: TextCfg = TextCfg { brief: false, wrap: false, context_limit: 10, colors: None };

    #[test]
    fn positioned_with_tab_caret() {
        let mut o = Vec::new();
        let p = Place::At { file: "p1.cu", line: 20, column: 26, line_text: b"#pragma\tnv_diag_suppress\t99999" };
        write(&mut o, &shown("invalid error number", p), &PLAIN);
        // Reference output (cudafe++ 13.0.88, probe p1.ii line 20).
        assert_eq!(
            String::from_utf8(o).unwrap(),
            "p1.cu(20): warning #1222-D: invalid error number\n  #pragma\tnv_diag_suppress\t99999\n         \t                \t^\n\n"
        );
    }

    #[test]
    fn internal_error_has_no_source_line() {
        let mut o = Vec::new();
        let mut d = shown("module id filename not specified", Place::Line { file: "ok.cu", line: 1 });
        d.severity = Severity::Internal;
        d.number = None;
        write(&mut o, &d, &PLAIN);
        assert_eq!(o, b"ok.cu(1): internal error: module id filename not specified\n\n");
    }

    #[test]
    fn standard_input() {
        let mut o = Vec::new();
        let cfg = TextCfg { brief: true, ..PLAIN };
        write(&mut o, &shown("invalid error number", Place::At { file: "-", line: 3, column: 1, line_text: b"" }), &cfg);
        assert_eq!(o, b"Line 3: warning #1222-D: invalid error number\n");
    }

    #[test]
    fn nowhere_and_brief() {
        let mut o = Vec::new();
        let mut d = shown("The warnings can be suppressed with \"-diag-suppress <warning-number>\"", Place::Nowhere);
        d.severity = Severity::Remark;
        d.number = None;
        write(&mut o, &d, &PLAIN);
        assert_eq!(
            String::from_utf8(o).unwrap(),
            "Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\n"
        );
        let mut o = Vec::new();
        let cfg = TextCfg { brief: true, ..PLAIN };
        write(&mut o, &shown("x", Place::At { file: "a", line: 1, column: 1, line_text: b"y" }), &cfg);
        assert_eq!(o, b"a(1): warning #1222-D: x\n");
    }

    #[test]
    fn wrapping_matches_reference() {
        // Probes with file names of 21, 45 and 85 characters.
        let f21 = "f".repeat(21);
        assert_eq!(
            wrap(&format!("{}(1): warning #1224-D: expected an error number or error tag", f21)),
            format!("{}(1): warning #1224-D: expected an error number or error\n          tag", f21)
        );
        let f45 = "f".repeat(45);
        assert_eq!(
            wrap(&format!("{}(1): warning #1224-D: expected an error number or error tag", f45)),
            format!("{}(1): warning #1224-D: expected an\n          error number or error tag", f45)
        );
        let g = "g".repeat(85);
        assert_eq!(
            wrap(&format!("{}(1): warning #1224-D: expected an error number or error tag", g)),
            format!("{}\n          {}(1): warning #1224-D: expected an error number or error tag", &g[..79], &g[79..])
        );
        // Reference: missing input with a long name under --wrap_diagnostics.
        assert_eq!(
            wrap("Catastrophic error: cannot open source file \"this_is_a_quite_long_missing_input_file_name_for_wrapping_tests_abcdefgh.ii\""),
            "Catastrophic error: cannot open source file\n          \"this_is_a_quite_long_missing_input_file_name_for_wrapping_tests_abcd\n          efgh.ii\""
        );
        let f20 = "f".repeat(20);
        let l = format!("{}(1): warning #1224-D: expected an error number or error tag", f20);
        assert_eq!(wrap(&l), l);
    }

    #[test]
    fn colours() {
        let c = Colors::parse(super::super::color::DEFAULT_SPEC);
        let cfg = TextCfg { colors: Some(&c), brief: true, ..PLAIN };
        let mut o = Vec::new();
        write(&mut o, &shown("invalid error number", Place::At { file: "c.cu", line: 1, column: 1, line_text: b"" }), &cfg);
        assert_eq!(
            String::from_utf8(o).unwrap(),
            "\x1b[01m\x1b[0m\x1b[01mc.cu(1)\x1b[0m: \x1b[01;35mwarning\x1b[0m #1222-D: invalid error number\n"
        );
        let mut o = Vec::new();
        let mut d = shown("x", Place::Nowhere);
        d.severity = Severity::Remark;
        write(&mut o, &d, &cfg);
        assert_eq!(String::from_utf8(o).unwrap(), "\x1b[01;36m\x1b[0m\x1b[01;36mRemark\x1b[0m: x\n");
    }

    #[test]
    fn context_elision() {
        let ctx: Vec<String> = (1..=15).map(|i| format!("c{}", i)).collect();
        let l = context_lines(&ctx, 10);
        assert_eq!(l.len(), 1 + 5 + 1 + 5);
        assert_eq!(l[6], "            [ 5 instantiation contexts not shown ]");
        let l = context_lines(&ctx, 3);
        assert_eq!(l, vec![
            "          detected during:".to_string(),
            "            c1".into(),
            "            [ 13 instantiation contexts not shown ]".into(),
            "            c15".into()
        ]);
        assert_eq!(context_lines(&ctx[..1], 10), vec!["          detected during c1".to_string()]);
    }
}

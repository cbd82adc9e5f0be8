//! How a `#pragma` line reappears in the host output (verified on cudafe++ 13.0.88; testdata/pragmas*.ii, stdc.ii, decls/p4.ii):
//! - most pragmas are copied with each whitespace run outside literals collapsed to one space
//!   (`#pragma foo bar(1,2)   baz` → `#pragma foo bar(1,2) baz`, `weak  a  =  b` → `weak a = b`);
//! - the ones EDG parses are re-printed from their arguments: `pack ( push, 1 )`, `pack ( )`,
//!   `message ( "ab" )` (adjacent strings joined), `GCC visibility push ( default )`,
//!   `GCC target ( "avx" )` (`GCC optimize` is re-spaced as well, but draws a warning);
//! - `once`, `push_macro`/`pop_macro`, `nv_diag_*` and `nv_diagnostic` are consumed (not written);
//! - `STDC FP_CONTRACT|FENV_ACCESS|CX_LIMITED_RANGE` are written, but ahead of the other pragmas of their
//!   group in GNU mode (see `host::order_pragmas`).
//!
//! Pragmas on which the reference reports a diagnostic, or whose effect cufe does not model, are
//! `Unsupported`: the caller records a gap instead of guessing.

/// What to do with one pragma.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Write `#pragma <text>`.
    Emit(String),
    /// Write `#pragma <text>`, moved ahead of the other pragmas of its group in GNU mode.
    EmitStdc(String),
    /// Consumed by the front end; nothing is written.
    Drop,
    /// cufe cannot reproduce the reference here; the string names the gap.
    Unsupported(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Ident(String),
    /// A number, or any other run that is neither punctuation nor a literal.
    Other(String),
    Str(String),
    Char(String),
    Punct(char),
}

impl Tok {
    fn text(&self) -> String {
        match self {
            Tok::Ident(s) | Tok::Other(s) | Tok::Str(s) | Tok::Char(s) => s.clone(),
            Tok::Punct(c) => c.to_string(),
        }
    }
    fn is_ident(&self, s: &str) -> bool {
        matches!(self, Tok::Ident(i) if i == s)
    }
}

/// Splits pragma text into tokens (comments are whitespace). Returns None for what cufe does not model:
/// unterminated literals, non-ASCII bytes. An encoding prefix (`u8"x"`) is an identifier followed by a
/// string here, which only matters to `message`, where it is rejected.
fn tokenize(text: &str) -> Option<Vec<Tok>> {
    let b = text.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b' ' || c == b'\t' || c == b'\r' || c == b'\x0c' || c == b'\x0b' {
            i += 1;
        } else if c == b'"' || c == b'\'' {
            let start = i;
            i += 1;
            loop {
                match b.get(i) {
                    None => return None,
                    Some(b'\\') => i += 2,
                    Some(&q) if q == c => break,
                    Some(_) => i += 1,
                }
            }
            i += 1;
            let s = text.get(start..i)?.to_string();
            toks.push(if c == b'"' { Tok::Str(s) } else { Tok::Char(s) });
        } else if let Some(end) = comment_end(b, i) {
            i = end;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            toks.push(Tok::Ident(text[start..i].to_string()));
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(|d| d.is_ascii_digit())) {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.' || b[i] == b'_') {
                i += 1;
            }
            toks.push(Tok::Other(text[start..i].to_string()));
        } else if c.is_ascii_punctuation() {
            toks.push(Tok::Punct(c as char));
            i += 1;
        } else {
            return None;
        }
    }
    Some(toks)
}

/// If a comment starts at `i`, the offset just after it (an unterminated `/*` runs to the end).
fn comment_end(b: &[u8], i: usize) -> Option<usize> {
    match (b.get(i), b.get(i + 1)) {
        (Some(b'/'), Some(b'/')) => Some(b.len()),
        (Some(b'/'), Some(b'*')) => {
            let rest = &b[i + 2..];
            Some(rest.windows(2).position(|w| w == b"*/").map(|p| i + 2 + p + 2).unwrap_or(b.len()))
        }
        _ => None,
    }
}

/// The pragma text with every whitespace run outside literals collapsed to one space, trimmed.
fn collapse(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    let mut pending_space = false;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            pending_space = !out.is_empty();
            i += 1;
            continue;
        }
        if let Some(end) = comment_end(b, i) {
            // A comment is whitespace (`a/*c*/b` → `a b`; a trailing `// c` disappears).
            pending_space = !out.is_empty();
            i = end;
            continue;
        }
        if pending_space {
            out.push(' ');
            pending_space = false;
        }
        if c == b'"' || c == b'\'' {
            let start = i;
            i += 1;
            loop {
                match b.get(i) {
                    None => return None,
                    Some(b'\\') => i += 2,
                    Some(&q) if q == c => break,
                    Some(_) => i += 1,
                }
            }
            i += 1;
            out.push_str(text.get(start..i)?);
        } else {
            // Multi-byte characters are copied whole.
            let ch = text[i..].chars().next()?;
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    Some(out)
}

/// The comma-separated arguments of `( … )` re-printed as EDG does: `( a, b )`, or `( )` when empty.
/// Each argument must be a single token. Returns None when `toks` is not exactly one such list.
fn paren_args(toks: &[Tok]) -> Option<Vec<String>> {
    let (first, rest) = toks.split_first()?;
    let (last, inner) = rest.split_last()?;
    if *first != Tok::Punct('(') || *last != Tok::Punct(')') {
        return None;
    }
    if inner.is_empty() {
        return Some(Vec::new());
    }
    let mut args = Vec::new();
    for (i, t) in inner.iter().enumerate() {
        if i % 2 == 1 {
            if *t != Tok::Punct(',') {
                return None;
            }
        } else {
            match t {
                Tok::Ident(_) | Tok::Other(_) | Tok::Str(_) => args.push(t.text()),
                _ => return None,
            }
        }
    }
    if inner.len() % 2 == 0 {
        return None; // trailing comma
    }
    Some(args)
}

fn paren_text(args: &[String]) -> String {
    if args.is_empty() {
        "( )".to_string()
    } else {
        format!("( {} )", args.join(", "))
    }
}

/// A plain string literal without escapes, which re-prints unchanged.
fn plain_string(s: &str) -> bool {
    s.starts_with('"') && !s.contains('\\')
}

/// Tracks what earlier pragmas set up (the `pack` stack), to know when the reference would warn.
#[derive(Clone, Debug, Default)]
pub struct PragmaState {
    pack_depth: u32,
}

const PACK_VALUES: [&str; 5] = ["1", "2", "4", "8", "16"];

/// Classifies one pragma; `text` is everything after the `pragma` keyword. `clang` is `--clang`.
pub fn classify(text: &str, state: &mut PragmaState, clang: bool) -> Action {
    let unsupported = |what: &str| Action::Unsupported(format!("emit: #pragma {}", what));
    let (Some(toks), Some(collapsed)) = (tokenize(text), collapse(text)) else {
        return unsupported("text cufe cannot tokenise");
    };
    let Some(Tok::Ident(name)) = toks.first() else {
        return unsupported("without a name (reference: unrecognized #pragma)");
    };
    let args = &toks[1..];
    match name.as_str() {
        "once" | "push_macro" | "pop_macro" => Action::Drop,
        "nv_diag_suppress" | "nv_diag_warning" | "nv_diag_error" | "nv_diag_default" | "nv_diag_once"
        | "nv_diag_remark" | "nv_diagnostic" => Action::Drop,
        "STDC" => {
            let ok = match (args.first(), args.get(1), args.len()) {
                (Some(Tok::Ident(what)), Some(Tok::Ident(v)), 2) => {
                    let known = matches!(what.as_str(), "FP_CONTRACT" | "FENV_ACCESS")
                        || (what == "CX_LIMITED_RANGE" && !clang);
                    known && matches!(v.as_str(), "ON" | "OFF" | "DEFAULT")
                }
                _ => false,
            };
            if ok {
                Action::EmitStdc(collapsed)
            } else {
                unsupported("STDC (reference: unrecognized STDC pragma)")
            }
        }
        "pack" => pack(args, state)
            .map(|a| Action::Emit(format!("pack {}", paren_text(&a))))
            .unwrap_or_else(|| unsupported("pack with these arguments")),
        "message" => {
            if args.first() != Some(&Tok::Punct('(')) {
                return Action::Emit(collapsed);
            }
            // `message ("a" "b")`: adjacent strings are joined.
            let inner = &args[1..args.len().saturating_sub(1).max(1)];
            let closes = args.len() >= 3 && args.last() == Some(&Tok::Punct(')'));
            let strings: Option<Vec<&str>> = inner
                .iter()
                .map(|t| if let Tok::Str(s) = t { plain_string(s).then_some(s.as_str()) } else { None })
                .collect();
            match (closes, strings) {
                (true, Some(s)) => {
                    let joined: String = s.iter().map(|x| &x[1..x.len() - 1]).collect();
                    Action::Emit(format!("message ( \"{}\" )", joined))
                }
                _ => unsupported("message with these arguments"),
            }
        }
        "GCC" => gcc(args, collapsed),
        "weak" => match args {
            [Tok::Ident(_)] | [Tok::Ident(_), Tok::Punct('='), Tok::Ident(_)] => Action::Emit(collapsed),
            _ => unsupported("weak with these arguments"),
        },
        // Pragmas EDG acts on (or rejects at file scope) in ways cufe does not model yet.
        "nv_exec_check_disable"
        | "hd_warning_disable"
        | "nv_abi"
        | "unroll"
        | "instantiate"
        | "do_not_instantiate"
        | "can_instantiate"
        | "hdrstop"
        | "no_pch"
        | "include_alias" => unsupported(name),
        // The pre-`nv_` spellings are acted on and also written out (testdata p3.ii, p4.ii).
        "diag_suppress" | "diag_remark" | "diag_warning" | "diag_error" | "diag_default" | "diag_once" => {
            if !args.is_empty() && args.iter().all(|t| matches!(t, Tok::Other(_) | Tok::Ident(_) | Tok::Punct(','))) {
                Action::Emit(collapsed)
            } else {
                unsupported(name)
            }
        }
        n if n.starts_with("nv_") => unsupported(name),
        _ => Action::Emit(collapsed),
    }
}

/// `pack` arguments accepted without a diagnostic: `()`, `(n)`, `(push[, id][, n])`, `(pop[, id|n])`
/// when something was pushed.
fn pack(args: &[Tok], state: &mut PragmaState) -> Option<Vec<String>> {
    let a = paren_args(args)?;
    let is_n = |s: &str| PACK_VALUES.contains(&s);
    let is_id = |s: &str| {
        s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') && s != "push" && s != "pop" && s != "show"
    };
    let ok = match a.iter().map(|s| s.as_str()).collect::<Vec<_>>().as_slice() {
        [] => true,
        [n] if is_n(n) => true,
        ["push"] => true,
        ["push", x] if is_n(x) || is_id(x) => true,
        ["push", id, n] if is_id(id) && is_n(n) => true,
        ["pop"] | ["pop", _] if state.pack_depth > 0 => true,
        _ => false,
    };
    if !ok {
        return None;
    }
    match a.first().map(|s| s.as_str()) {
        Some("push") => state.pack_depth += 1,
        // `pop, id` may pop several levels; never below zero.
        Some("pop") => state.pack_depth -= 1,
        _ => {}
    }
    Some(a)
}

fn gcc(args: &[Tok], collapsed: String) -> Action {
    let unsupported = |what: &str| Action::Unsupported(format!("emit: #pragma GCC {}", what));
    let Some(Tok::Ident(sub)) = args.first() else { return unsupported("without a name") };
    let rest = &args[1..];
    match sub.as_str() {
        "diagnostic" => match rest {
            [Tok::Ident(k)] if k == "push" || k == "pop" => Action::Emit(collapsed),
            [Tok::Ident(k), Tok::Str(_)] if matches!(k.as_str(), "ignored" | "warning" | "error") => {
                Action::Emit(collapsed)
            }
            _ => unsupported("diagnostic with these arguments"),
        },
        "visibility" => match rest {
            [t] if t.is_ident("pop") => Action::Emit(collapsed),
            [t, more @ ..] if t.is_ident("push") => match paren_args(more) {
                Some(a) if a.len() == 1 && matches!(a[0].as_str(), "default" | "hidden" | "protected" | "internal") => {
                    Action::Emit(format!("GCC visibility push {}", paren_text(&a)))
                }
                _ => unsupported("visibility with these arguments"),
            },
            _ => unsupported("visibility with these arguments"),
        },
        "push_options" | "pop_options" | "reset_options" | "ivdep" if rest.is_empty() => Action::Emit(collapsed),
        // `optimize` is written re-spaced too, but the reference warns "unrecognized GCC pragma" (1675).
        "target" => match paren_args(rest) {
            Some(a) if !a.is_empty() && a.iter().all(|s| plain_string(s)) => {
                Action::Emit(format!("GCC {} {}", sub, paren_text(&a)))
            }
            _ => unsupported(&format!("{} with these arguments", sub)),
        },
        other => unsupported(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn emit(text: &str) -> String {
        match classify(text, &mut PragmaState::default(), false) {
            Action::Emit(s) | Action::EmitStdc(s) => s,
            a => panic!("{:?} for {:?}", a, text),
        }
    }

    // Each pair is (source pragma text, the reference's output after `#pragma `): testdata pragmas*.ii
    // and probes of GCC pragmas.
    #[test]
    fn forms_seen_on_the_reference() {
        for (src, want) in [
            (" weak a", "weak a"),
            (" GCC diagnostic ignored \"-Wfoo\"", "GCC diagnostic ignored \"-Wfoo\""),
            (" foo bar(1,2)   baz", "foo bar(1,2) baz"),
            (" foo bar  (  1 ,2)   baz  ", "foo bar ( 1 ,2) baz"),
            (" foo \"a   b\"   'c'", "foo \"a   b\" 'c'"),
            (" pack(4)", "pack ( 4 )"),
            (" pack()", "pack ( )"),
            (" pack (2)", "pack ( 2 )"),
            (" pack(  push  ,   1  )", "pack ( push, 1 )"),
            (" message(\"hi\")", "message ( \"hi\" )"),
            (" message (\"a\"   \"b\")", "message ( \"ab\" )"),
            (" message \"plain\"", "message \"plain\""),
            (" STDC FP_CONTRACT   OFF", "STDC FP_CONTRACT OFF"),
            (" GCC visibility   push   (  hidden  )", "GCC visibility push ( hidden )"),
            (" GCC visibility pop", "GCC visibility pop"),
            ("\tweak\tc", "weak c"),
            ("   weak   b", "weak b"),
            (" weak  a  =  b", "weak a = b"),
            (" omp parallel for", "omp parallel for"),
            (" GCC target(\"avx\")", "GCC target ( \"avx\" )"),
            (" GCC push_options", "GCC push_options"),
            (" redefine_extname a b", "redefine_extname a b"),
            (" ident \"hello\"", "ident \"hello\""),
            (" comment(lib, \"x\")", "comment(lib, \"x\")"),
            (" weak a /* c */", "weak a"),
            (" foo x // c", "foo x"),
            (" foo a/*c*/b", "foo a b"),
            (" foo u8\"x\"", "foo u8\"x\""),
            (" pack(push, r1)", "pack ( push, r1 )"),
            (" clang diagnostic ignored \"-Wfoo\"", "clang diagnostic ignored \"-Wfoo\""),
        ] {
            assert_eq!(emit(src), want, "{:?}", src);
        }
    }

    #[test]
    fn consumed_and_unsupported() {
        let mut st = PragmaState::default();
        for src in [" once", " push_macro(\"X\")", " nv_diag_suppress 177", " nv_diagnostic push"] {
            assert_eq!(classify(src, &mut st, false), Action::Drop, "{:?}", src);
        }
        for src in [
            "",
            " GCC optimize(\"O3\")",
            " GCC poison foo",
            " STDC FOO",
            " pack(show)",
            " pack(pop)",
            " nv_exec_check_disable",
            " unroll",
            " message(u8\"x\")",
        ] {
            assert!(matches!(classify(src, &mut st, false), Action::Unsupported(_)), "{:?}", src);
        }
        assert!(matches!(classify(" STDC CX_LIMITED_RANGE ON", &mut st, true), Action::Unsupported(_)));
        assert!(matches!(classify(" STDC CX_LIMITED_RANGE ON", &mut st, false), Action::EmitStdc(_)));
    }

    #[test]
    fn pack_stack() {
        let mut st = PragmaState::default();
        assert_eq!(classify(" pack(push, 1)", &mut st, false), Action::Emit("pack ( push, 1 )".into()));
        assert_eq!(classify(" pack(pop)", &mut st, false), Action::Emit("pack ( pop )".into()));
        assert!(matches!(classify(" pack(pop)", &mut st, false), Action::Unsupported(_)));
    }
}

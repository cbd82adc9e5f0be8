//! The lexer: one pass over the preprocessed bytes producing tokens, line markers (into the source map)
//! and pragma lines. Skeleton: recognises line markers and `#pragma` lines; every other non-blank byte
//! run becomes an `Other` token (the full C++23 lexer replaces this).
use crate::source::{SourceMap, Span};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Other,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
}

/// A `#pragma` line: `span` covers the text after `pragma`, up to the end of the line.
#[derive(Clone, Debug)]
pub struct Pragma {
    pub span: Span,
    /// Index of the next token at the point of the pragma (pragmas take effect from there).
    pub token_index: u32,
}

/// Something the lexer met that must take effect in source order relative to the parser's own
/// diagnostics: the consumer handles every event whose `token_index` is <= the index of the token it is
/// about to consume (EDG lexes one token ahead of the parser, so this reproduces its output order).
#[derive(Clone, Debug)]
pub struct LexEvent {
    pub token_index: u32,
    pub kind: LexEventKind,
}

#[derive(Clone, Debug)]
pub enum LexEventKind {
    /// A `#pragma` line (index into `LexOutput::pragmas`).
    Pragma(u32),
    /// A lexical diagnostic, to be reported when the event is reached.
    Diag(crate::diag::Diagnostic),
}

#[derive(Debug, Default)]
pub struct LexOutput {
    pub tokens: Vec<Token>,
    pub pragmas: Vec<Pragma>,
    /// Pragmas and lexical diagnostics, in source order.
    pub events: Vec<LexEvent>,
}

pub fn lex(map: &mut SourceMap) -> LexOutput {
    let mut out = LexOutput::default();
    let text = map.text().to_vec();
    let mut off = 0usize;
    while off < text.len() {
        let end = text[off..].iter().position(|&b| b == b'\n').map(|p| off + p).unwrap_or(text.len());
        let line = &text[off..end];
        let trimmed = line.iter().position(|b| !b.is_ascii_whitespace());
        if let Some(t) = trimmed {
            if line[t] == b'#' {
                let rest = std::str::from_utf8(&line[t + 1..]).unwrap_or("").trim_start();
                if let Some(p) = rest.strip_prefix("pragma") {
                    let lo = (end - p.len()) as u32;
                    let token_index = out.tokens.len() as u32;
                    out.events.push(LexEvent { token_index, kind: LexEventKind::Pragma(out.pragmas.len() as u32) });
                    out.pragmas.push(Pragma { span: Span::new(lo, end as u32), token_index });
                } else {
                    let mut parts = rest.split_whitespace();
                    if let (Some(n), Some(f)) = (parts.next(), parts.next()) {
                        if let Ok(n) = n.parse::<u32>() {
                            let sys = parts.any(|p| p == "3");
                            map.add_marker((end + 1) as u32, n, f.trim_matches('"'), sys);
                        }
                    }
                }
            } else {
                out.tokens.push(Token { kind: TokenKind::Other, span: Span::new((off + t) as u32, end as u32) });
            }
        }
        off = end + 1;
    }
    out
}

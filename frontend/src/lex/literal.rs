//! Character and string literals (ordinary and raw), escape sequences and UTF-8 decoding, with EDG's
//! lexical diagnostics (texts from the table, positions probed on cudafe++ 13.0.88).
use super::scan::{is_trigraph_char, Lexer, IDENT};
use super::{flags, Enc, Symbol, TokenKind};
use crate::diag::{id, Severity};

/// Decodes one UTF-8 character at `p` (multi-byte only): (code point, length), or None when invalid.
pub fn utf8_char(src: &[u8], p: usize) -> Option<(u32, usize)> {
    let b0 = *src.get(p)? as u32;
    let (n, init) = match b0 {
        0xc2..=0xdf => (2, b0 & 0x1f),
        0xe0..=0xef => (3, b0 & 0x0f),
        0xf0..=0xf4 => (4, b0 & 0x07),
        _ => return None,
    };
    let mut v = init;
    for k in 1..n {
        let b = *src.get(p + k)? as u32;
        if b & 0xc0 != 0x80 {
            return None;
        }
        v = (v << 6) | (b & 0x3f);
    }
    let min = [0, 0, 0x80, 0x800, 0x10000][n];
    if v < min || v > 0x10ffff || (0xd800..0xe000).contains(&v) {
        return None;
    }
    Some((v, n))
}

impl Lexer<'_> {
    /// A character (`is_char`) or string literal whose prefix starts at `start` and whose opening quote is
    /// at `q`.
    pub(super) fn quoted(&mut self, start: usize, q: usize, enc: Enc, is_char: bool) {
        let quote = if is_char { b'\'' } else { b'"' };
        let src = self.src;
        let mut p = q + 1;
        let mut count = 0usize;
        let mut closed = false;
        while let Some(&c) = src.get(p) {
            if c == quote {
                p += 1;
                closed = true;
                break;
            }
            match c {
                b'\n' => break,
                b'\\' => {
                    p = self.escape(p, enc);
                    count += 1;
                }
                b'?' => {
                    if self.peek(p + 1) == b'?' && is_trigraph_char(self.peek(p + 2)) {
                        self.trigraph(p);
                    }
                    p += 1;
                    count += 1;
                }
                0x80..=0xff => {
                    let n = utf8_char(src, p).map_or(1, |(_, n)| n);
                    p += n;
                    // A u8 character literal counts code units.
                    count += if enc == Enc::Utf8 && is_char { n } else { 1 };
                }
                _ => {
                    p += 1;
                    count += 1;
                }
            }
        }
        let mut fl = 0;
        let kind = if is_char { TokenKind::CharLit(enc) } else { TokenKind::StrLit(enc) };
        if !closed {
            self.diag(Severity::Error, id::UNCLOSED_STRING, start);
            fl |= flags::UNTERMINATED;
            // The token runs to the end of the line (a CR of a CRLF line ending is not part of it).
            let mut hi = p;
            if hi > q + 1 && src.get(hi) == Some(&b'\n') && src[hi - 1] == b'\r' {
                hi -= 1;
            }
            self.push_token(kind, start, hi, Symbol::NONE, fl);
            self.pos = p;
            return;
        }
        if is_char {
            if count == 0 {
                self.diag(Severity::Error, id::ZERO_LENGTH_STRING, start);
            } else if enc == Enc::Utf8 && count > 1 {
                self.diag(Severity::Error, id::UTF8_CHAR_LIT_TOO_LONG, start);
            } else if enc == Enc::Plain {
                if count > 4 {
                    self.diag(Severity::Warning, id::LEADING_CHARACTER_IGNORED_IN_CHAR_LITERAL, start);
                } else if count > 1 {
                    self.diag(Severity::Warning, id::MULTI_CHAR_LITERAL, start);
                }
            } else if count > 1 {
                self.diag(Severity::Warning, id::TOO_MANY_CHARACTERS, start);
            }
        }
        // No suffix after an empty character literal: in `''R"(…` the `R` starts a raw string.
        let (hi, sym) = if is_char && count == 0 { (p, Symbol::NONE) } else { self.ud_suffix(p) };
        if sym != Symbol::NONE {
            fl |= flags::UD_SUFFIX;
            // Only ordinary multicharacter literals (`L'ab'_x` keeps just the "too many characters").
            if is_char && count > 1 && enc == Enc::Plain {
                self.diag(Severity::Error, id::MULTICHAR_UD_LIT, start);
            }
        }
        self.push_token(kind, start, hi, sym, fl);
        self.pos = hi;
    }

    /// A user-defined-literal suffix directly after a literal ending at `p` (C++11 and later).
    pub(super) fn ud_suffix(&mut self, p: usize) -> (usize, Symbol) {
        let c = self.peek(p);
        if !self.ud_enabled() || p >= self.src.len() || !(c.is_ascii_alphabetic() || c == b'_' || c == b'$') {
            return (p, Symbol::NONE);
        }
        let mut e = p;
        while e < self.src.len() && IDENT[self.src[e] as usize] {
            e += 1;
        }
        let sym = self.out.interner.intern(&self.src[p..e]);
        (e, sym)
    }

    /// One escape sequence starting at the backslash `p`; returns the offset after it.
    fn escape(&mut self, p: usize, enc: Enc) -> usize {
        let n = self.peek(p + 1);
        if p + 1 >= self.src.len() {
            return p + 1;
        }
        // Largest value of one code unit: char (and u8) 8 bits, char16_t 16, wchar_t and char32_t 32.
        let max: u64 = match enc {
            Enc::Plain | Enc::Utf8 => 0xff,
            Enc::Utf16 => 0xffff,
            Enc::Wide | Enc::Utf32 => 0xffff_ffff,
        };
        match n {
            b'\n' => {
                self.gap("lexer: line splice", p);
                self.line_starts.push((p + 2) as crate::source::Offset);
                p + 2
            }
            b'\r' if self.peek(p + 2) == b'\n' => {
                self.gap("lexer: line splice", p);
                self.line_starts.push((p + 3) as crate::source::Offset);
                p + 3
            }
            b'\'' | b'"' | b'?' | b'\\' | b'a' | b'b' | b'f' | b'n' | b'r' | b't' | b'v' | b'e' | b'E' => p + 2,
            b'0'..=b'7' => {
                let mut e = p + 1;
                let mut v: u64 = 0;
                while e < p + 4 && matches!(self.peek(e), b'0'..=b'7') {
                    v = v * 8 + (self.peek(e) - b'0') as u64;
                    e += 1;
                }
                if v > max {
                    self.diag(Severity::Warning, id::BAD_CHARACTER_VALUE, p);
                }
                e
            }
            b'x' => {
                let mut e = p + 2;
                let mut v: u64 = 0;
                while e < self.src.len() && self.src[e].is_ascii_hexdigit() {
                    v = v.saturating_mul(16).saturating_add((self.src[e] as char).to_digit(16).unwrap_or(0) as u64);
                    e += 1;
                }
                if e == p + 2 {
                    self.diag(Severity::Error, id::BAD_HEX_DIGIT, e);
                } else if v > max {
                    self.diag(Severity::Warning, id::BAD_CHARACTER_VALUE, p);
                }
                e
            }
            b'u' | b'U' => {
                let want = if n == b'u' { 4 } else { 8 };
                let mut e = p + 2;
                let mut v: u32 = 0;
                while e < p + 2 + want && e < self.src.len() && self.src[e].is_ascii_hexdigit() {
                    v = (v << 4) | (self.src[e] as char).to_digit(16).unwrap_or(0);
                    e += 1;
                }
                if e < p + 2 + want {
                    self.diag(Severity::Error, id::MALFORMED_UNIVERSAL_CHARACTER, e);
                } else if !self.cfg.cpp_at_least(crate::cli::Lang::Cpp11) {
                    // C++03 only objects to basic characters here.
                    if super::ucn::is_basic(v) {
                        self.diag(Severity::Warning, id::UCN_NAMES_BASIC_CHAR, p);
                    }
                } else if (0xd800..0xe000).contains(&v) {
                    self.diag(Severity::Warning, id::UCN_NAMES_SURROGATE_CODE_POINT, p);
                } else if v > 0x10ffff {
                    self.diag(Severity::Warning, id::UCN_NAMES_INVALID_CODE_POINT, p);
                }
                e
            }
            0x80..=0xff => {
                // Not probed for non-ASCII escapes: keep quiet rather than guess.
                self.gap("lexer: escape of a non-ASCII character", p);
                p + 1 + utf8_char(self.src, p + 1).map_or(1, |(_, k)| k)
            }
            _ => {
                // Letters and punctuation alike (`\q`, `\(`, `\N{…}`): warning 192 at the backslash.
                self.diag(Severity::Warning, id::UNRECOGNIZED_CHAR_ESCAPE, p);
                p + 2
            }
        }
    }

    /// `R"delim( … )delim"` with its prefix at `start` and opening quote at `q`.
    pub(super) fn raw_string(&mut self, start: usize, q: usize, enc: Enc) {
        let src = self.src;
        let mut p = q + 1;
        while p < src.len() && src[p] != b'(' {
            let c = src[p];
            let bad = c == b' ' || c == b')' || c == b'\\' || !(0x20..0x7f).contains(&c);
            if bad {
                // EDG ignores the raw indicator and lexes an ordinary string from the quote.
                self.diag(Severity::Error, id::BAD_RAW_STRING_DELIM_CHAR, p);
                return self.quoted(start, q, enc, false);
            }
            if p - (q + 1) >= 16 {
                self.diag(Severity::Error, id::MISSING_RAW_STRING_DELIM_LPAREN, start);
                return self.quoted(start, q, enc, false);
            }
            p += 1;
        }
        if p >= src.len() {
            self.gap("lexer: raw string delimiter without '('", start);
            return self.quoted(start, q, enc, false);
        }
        let delim = &src[q + 1..p];
        let body = p + 1;
        let mut e = body;
        let mut end = None;
        while e < src.len() {
            if src[e] == b')'
                && src.get(e + 1..e + 1 + delim.len()) == Some(delim)
                && src.get(e + 1 + delim.len()) == Some(&b'"')
            {
                end = Some(e + 2 + delim.len());
                break;
            }
            e += 1;
        }
        self.newlines_in(body, end.unwrap_or(src.len()));
        // Trigraphs are not replaced in raw strings, but EDG still warns when it reads their lines.
        self.trigraphs_in(body, end.unwrap_or(src.len()));
        match end {
            Some(hi) => {
                let (hi2, sym) = self.ud_suffix(hi);
                let fl = flags::RAW | if sym != Symbol::NONE { flags::UD_SUFFIX } else { 0 };
                self.push_token(TokenKind::StrLit(enc), start, hi2, sym, fl);
                self.pos = hi2;
            }
            None => {
                self.diag(Severity::Error, id::MISSING_RAW_STRING_DELIMITER, start);
                let hi = src.len();
                self.push_token(TokenKind::StrLit(enc), start, hi, Symbol::NONE, flags::RAW | flags::UNTERMINATED);
                self.pos = hi;
            }
        }
    }
}

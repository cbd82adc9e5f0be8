//! Identifiers and keywords (ASCII fast path, UCNs and UTF-8 per Annex E), encoding/raw prefixes of
//! literals, and the expansion of cudafe++'s two predefined macros.
use super::scan::{Lexer, IDENT};
use super::{flags, Enc, TokenKind};
use crate::cli::Lang;
use crate::diag::{id, Severity};

impl Lexer<'_> {
    /// An identifier or keyword starting at `p` (ASCII fast path; UCNs and UTF-8 take `identifier_slow`).
    pub(super) fn identifier(&mut self, p: usize) {
        let src = self.src;
        let e = p + src[p..].iter().position(|&c| !IDENT[c as usize]).unwrap_or(src.len() - p);
        if e == p || (e < src.len() && (src[e] >= 0x80 || src[e] == b'\\')) {
            if self.identifier_slow(p) {
                return;
            }
            // Not an identifier start after all (e.g. `\` not followed by a UCN).
            return self.unknown(p, 1);
        }
        let next = self.peek(e);
        if (next == b'"' || next == b'\'') && e - p <= 3 && self.literal_prefix(p, e, next) {
            return;
        }
        let sym = self.out.interner.intern(&src[p..e]);
        let kind = self.kw_kinds.get(sym.0 as usize).copied().unwrap_or(TokenKind::Identifier);
        let extra = match kind {
            TokenKind::Identifier | TokenKind::Kw(_) => 0,
            _ => flags::ALT_SPELLING,
        };
        if (sym.0 as usize) < self.kw_kinds.len() && kind == TokenKind::Identifier {
            if let Some(&(_, attr)) = self.macro_syms.iter().find(|(m, _)| *m == sym) {
                return self.expand_attribute_macro(p, e, attr);
            }
        }
        self.push_token(kind, p, e, sym, extra);
        self.pos = e;
    }

    /// `__noinline__` → `__attribute__((noinline))`: every token of the expansion takes the span of the
    /// macro name (as EDG positions macro-expanded tokens at the invocation) and `FROM_MACRO`.
    pub(super) fn expand_attribute_macro(&mut self, p: usize, e: usize, attr: super::Symbol) {
        use TokenKind::*;
        let f = flags::FROM_MACRO;
        let attribute = self.kw_kinds.get(self.attribute_sym.0 as usize).copied().unwrap_or(Identifier);
        self.push_token(attribute, p, e, self.attribute_sym, f);
        self.push_token(LParen, p, e, super::Symbol::NONE, f);
        self.push_token(LParen, p, e, super::Symbol::NONE, f);
        self.push_token(Identifier, p, e, attr, f);
        self.push_token(RParen, p, e, super::Symbol::NONE, f);
        self.push_token(RParen, p, e, super::Symbol::NONE, f);
        self.pos = e;
    }

    /// Identifier containing UCNs or UTF-8. Returns false when `p` does not start one.
    pub(super) fn identifier_slow(&mut self, p: usize) -> bool {
        let mut name: Vec<u8> = Vec::new();
        let mut e = p;
        let src = self.src;
        loop {
            let c = self.peek(e);
            if e < src.len() && IDENT[c as usize] {
                if e == p && c.is_ascii_digit() {
                    break;
                }
                name.push(c);
                e += 1;
            } else if c == b'\\' && (self.peek(e + 1) == b'u' || self.peek(e + 1) == b'U') {
                let want = if self.peek(e + 1) == b'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                let mut k = 0;
                while k < want && self.peek(e + 2 + k).is_ascii_hexdigit() {
                    v = v * 16 + (self.peek(e + 2 + k) as char).to_digit(16).unwrap_or(0);
                    k += 1;
                }
                let end = e + 2 + k;
                if k < want {
                    self.diag(Severity::Error, id::MALFORMED_UNIVERSAL_CHARACTER, end);
                    name.extend_from_slice(&src[e..end]);
                } else {
                    use super::ucn;
                    let cpp11 = self.cfg.cpp_at_least(Lang::Cpp11);
                    let w = if ucn::is_basic(v) {
                        Some(id::UCN_NAMES_BASIC_CHAR)
                    } else if !cpp11 && ((0xd800..0xe000).contains(&v) || ucn::not_initial(v)) {
                        // C++03 has its own (C++98 Annex E) table: surrogates and combining marks are
                        // simply not allowed. (Only these differences from C++11's table were probed.)
                        Some(id::INVALID_IDENTIFIER_UCN)
                    } else if (0xd800..0xe000).contains(&v) {
                        Some(id::UCN_NAMES_SURROGATE_CODE_POINT)
                    } else if v > 0x10ffff {
                        Some(id::UCN_NAMES_INVALID_CODE_POINT)
                    } else if !ucn::allowed_in_identifier(v) {
                        Some(id::INVALID_IDENTIFIER_UCN)
                    } else if e == p && ucn::not_initial(v) {
                        Some(id::INVALID_IDENTIFIER_START_UCN)
                    } else {
                        None
                    };
                    if let Some(w) = w {
                        self.diag(Severity::Warning, w, e);
                    }
                    match char::from_u32(v) {
                        Some(ch) => {
                            let mut buf = [0u8; 4];
                            name.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                        }
                        None => name.extend_from_slice(&src[e..end]),
                    }
                }
                e = end;
            } else if c >= 0x80 {
                match super::literal::utf8_char(src, e) {
                    Some((ch, n)) if super::ucn::utf8_identifier_char(ch, self.cpp03(), e == p) => {
                        name.extend_from_slice(&src[e..e + n]);
                        e += n;
                    }
                    _ => break,
                }
            } else {
                break;
            }
        }
        if e == p {
            return false;
        }
        let sym = self.out.interner.intern(&name);
        let kind = self.kw_kinds.get(sym.0 as usize).copied().unwrap_or(TokenKind::Identifier);
        self.push_token(kind, p, e, sym, 0);
        self.pos = e;
        true
    }

    /// `u8"…"`, `L'…'`, `R"(…)"` …: returns true when `src[p..e]` is an encoding/raw prefix valid in this
    /// mode and the literal was lexed.
    pub(super) fn literal_prefix(&mut self, p: usize, e: usize, quote: u8) -> bool {
        let cpp11 = self.cfg.cpp_at_least(Lang::Cpp11);
        let (enc, raw) = match &self.src[p..e] {
            b"L" => (Enc::Wide, false),
            b"u" if cpp11 => (Enc::Utf16, false),
            b"U" if cpp11 => (Enc::Utf32, false),
            b"u8" if cpp11 && (quote == b'"' || self.cfg.cpp_at_least(Lang::Cpp17)) => (Enc::Utf8, false),
            b"R" if cpp11 => (Enc::Plain, true),
            b"LR" if cpp11 => (Enc::Wide, true),
            b"uR" if cpp11 => (Enc::Utf16, true),
            b"UR" if cpp11 => (Enc::Utf32, true),
            b"u8R" if cpp11 => (Enc::Utf8, true),
            _ => return false,
        };
        if raw {
            if quote != b'"' {
                return false;
            }
            self.raw_string(p, e, enc);
        } else {
            self.quoted(p, e, enc, quote == b'\'');
        }
        true
    }
}

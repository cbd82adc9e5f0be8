//! A small C-ish tokenizer for the reducer: identifiers, numbers, string/char literals, comments,
//! punctuation (longest match). Exact byte ranges, never fails: unknown bytes are one-byte tokens.
use std::ops::Range;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Ident,
    Number,
    Str,
    Comment,
    Punct,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub range: Range<usize>,
}

const PUNCT: [&str; 30] = [
    "<<<", ">>>", "<<=", ">>=", "...", "->*", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##", ".*", "[[", "]]",
];

pub fn tokenize(s: &[u8]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let kind = if c.is_ascii_alphabetic() || c == b'_' || c >= 0x80 {
            while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == b'_' || s[i] >= 0x80) {
                i += 1;
            }
            Kind::Ident
        } else if c.is_ascii_digit() || (c == b'.' && s.get(i + 1).is_some_and(|d| d.is_ascii_digit())) {
            while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == b'.' || s[i] == b'_' || s[i] == b'\'') {
                // Exponent signs: 1e+5, 0x1p-3.
                if matches!(s[i], b'e' | b'E' | b'p' | b'P') && matches!(s.get(i + 1), Some(b'+') | Some(b'-')) {
                    i += 1;
                }
                i += 1;
            }
            Kind::Number
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < s.len() && s[i] != c && s[i] != b'\n' {
                if s[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i = (i + 1).min(s.len());
            Kind::Str
        } else if s[i..].starts_with(b"//") {
            while i < s.len() && s[i] != b'\n' {
                i += 1;
            }
            Kind::Comment
        } else if s[i..].starts_with(b"/*") {
            i += 2;
            while i < s.len() && !s[i..].starts_with(b"*/") {
                i += 1;
            }
            i = (i + 2).min(s.len());
            Kind::Comment
        } else {
            i += PUNCT.iter().find(|p| s[i..].starts_with(p.as_bytes())).map_or(1, |p| p.len());
            Kind::Punct
        };
        out.push(Token { kind, range: start..i });
    }
    out
}

/// Number of non-comment tokens: part of the reducer's progress measure.
pub fn count(s: &[u8]) -> usize {
    tokenize(s).iter().filter(|t| t.kind != Kind::Comment).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(s: &str) -> Vec<&str> {
        tokenize(s.as_bytes()).into_iter().map(|t| &s[t.range]).collect()
    }

    #[test]
    fn splits_c_text() {
        assert_eq!(
            texts("k<<<1, 2>>>(a::b, \"s\\\"x\", 'c', 1.5e+3f); // hi\n/* c */x->y"),
            ["k", "<<<", "1", ",", "2", ">>>", "(", "a", "::", "b", ",", "\"s\\\"x\"", ",", "'c'", ",", "1.5e+3f", ")", ";", "// hi", "/* c */", "x", "->", "y"]
        );
        assert_eq!(texts("\"unterminated"), ["\"unterminated"]);
        assert_eq!(count(b"int x; // c"), 3);
    }
}

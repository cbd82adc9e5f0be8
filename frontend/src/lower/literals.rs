//! Lowering of literals: integer, character, string (all encodings, raw, concatenated) and floating.
//! Values come from the lexer's own conversions (`lex::number`, `lex::value`); anything whose value
//! or type cufe cannot reproduce exactly (user-defined literals, exotic float suffixes, long double
//! values not exact in a double, out-of-range floats, mixed string prefixes) is a gap.
use super::Lowerer;
use crate::cli::Lang;
use crate::lex::{Enc, TokenKind};
use crate::parse::ast;
use crate::sema::build_expr::IntSuffix;
use crate::sema::ids::ExprId;
use crate::sema::long_double::LongDouble;
use crate::sema::types::{FloatKind, IntKind};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    pub(crate) fn literal(&mut self, r: ast::TokRange, span: Span) -> Option<ExprId> {
        let at = span.lo;
        if r.hi != r.lo + 1 {
            return self.string_concatenation(r, span);
        }
        let Some(t) = self.lexed.tokens.get(r.lo as usize).copied() else {
            self.gap("lower: literal token", at);
            return None;
        };
        use crate::lex::flags;
        if t.kind == TokenKind::IntLit && t.has(flags::UD_SUFFIX) && !t.has(flags::BAD_NUMBER) && !t.has(flags::FROM_MACRO) {
            let text = self.lexed.text(self.map, &t);
            return self.user_defined_int_literal(text, span);
        }
        if t.has(flags::UD_SUFFIX) || t.has(flags::BAD_NUMBER) || t.has(flags::UNTERMINATED) || t.has(flags::FROM_MACRO) {
            self.gap("lower: user-defined, bad or macro literal", at);
            return None;
        }
        let text = self.lexed.text(self.map, &t);
        match t.kind {
            TokenKind::IntLit => {
                let Some(info) = crate::lex::number::parse_integer(text, &self.lex_cfg) else {
                    self.gap("lower: integer literal", at);
                    return None;
                };
                if info.size || info.imaginary || info.bad || !info.diags.is_empty() {
                    self.gap("lower: integer literal suffix", at);
                    return None;
                }
                let Some(v) = info.value else {
                    self.gap("lower: integer literal too large", at);
                    return None;
                };
                Some(self.sema.build_int_literal(v as u128, IntSuffix { unsigned: info.unsigned, longs: info.longs }, info.radix == 10, span))
            }
            TokenKind::FloatLit => {
                let info = crate::lex::number::check_pp_number(text, &self.lex_cfg);
                if info.bad || !info.diags.is_empty() || info.imaginary || info.ud_suffix.is_some() {
                    self.gap("lower: floating literal with a diagnostic, imaginary or user-defined suffix", at);
                    return None;
                }
                match float_value(text) {
                    Ok((x, kind)) => Some(self.sema.build_float_literal_exact(x, kind, span)),
                    Err(what) => {
                        self.gap(what, at);
                        None
                    }
                }
            }
            TokenKind::CharLit(enc) => {
                let units = crate::lex::value::string_units(&requote(text)).map(|(_, u)| u.len());
                match (crate::lex::value::char_value(text), units) {
                    // One code unit: the character type of the encoding.
                    (Some((_, v)), Some(1)) => {
                        let kind = self.char_kind(enc);
                        let v = if kind == IntKind::Char { v as u8 as u128 } else { v as u128 };
                        Some(self.sema.build_char_literal(v, kind, span))
                    }
                    _ => {
                        // Multi-character literals: EDG's warnings and values are not modelled.
                        self.gap("lower: character literal", at);
                        None
                    }
                }
            }
            TokenKind::StrLit(_) => self.string_concatenation(r, span),
            _ => {
                self.gap("lower: literal token kind", at);
                None
            }
        }
    }

    /// The element type of a character or string literal of encoding `enc`.
    fn char_kind(&self, enc: Enc) -> IntKind {
        match enc {
            Enc::Plain => IntKind::Char,
            Enc::Wide => IntKind::WChar,
            Enc::Utf16 => IntKind::Char16,
            Enc::Utf32 => IntKind::Char32,
            // `u8` literals have type char8_t from C++20 (char before).
            Enc::Utf8 if self.lex_cfg.cpp_at_least(Lang::Cpp20) => IntKind::Char8,
            Enc::Utf8 => IntKind::Char,
        }
    }

    /// One or more adjacent string literals: one array of the common encoding's element type holding
    /// every piece's code units.
    fn string_concatenation(&mut self, r: ast::TokRange, span: Span) -> Option<ExprId> {
        let at = span.lo;
        let mut enc = Enc::Plain;
        let mut len: u64 = 0;
        for i in r.lo..r.hi {
            let Some(t) = self.lexed.tokens.get(i as usize).copied() else {
                self.gap("lower: literal token", at);
                return None;
            };
            use crate::lex::flags;
            let TokenKind::StrLit(e) = t.kind else {
                self.gap("lower: literal token kind", at);
                return None;
            };
            if t.has(flags::UD_SUFFIX) || t.has(flags::UNTERMINATED) || t.has(flags::FROM_MACRO) {
                self.gap("lower: user-defined, bad or macro literal", at);
                return None;
            }
            // A prefixed piece gives the whole literal its encoding; two different prefixes are an
            // error whose text is not modelled.
            if e != Enc::Plain {
                if enc != Enc::Plain && enc != e {
                    self.gap("lower: concatenated string literals of different encodings", at);
                    return None;
                }
                enc = e;
            }
            let text = self.lexed.text(self.map, &t);
            let Some((_, units)) = crate::lex::value::string_units(text) else {
                self.gap("lower: string literal", at);
                return None;
            };
            len += units.len() as u64;
        }
        if enc != Enc::Plain && r.hi - r.lo > 1 {
            // Plain pieces are re-encoded in the prefix's encoding: the unit count of non-ASCII text
            // changes (UTF-8 bytes → UTF-16/32 units), which `string_units` of the piece does not show.
            for i in r.lo..r.hi {
                let t = self.lexed.tokens[i as usize];
                if t.kind == TokenKind::StrLit(Enc::Plain) && !self.lexed.text(self.map, &t).is_ascii() {
                    self.gap("lower: concatenated string literals of different encodings", at);
                    return None;
                }
            }
        }
        let Ok(len) = u32::try_from(len) else {
            self.gap("lower: string literal too long", at);
            return None;
        };
        let kind = self.char_kind(enc);
        Some(self.sema.build_string_literal(len, kind, span))
    }
}

/// A character literal's spelling as a string literal's (`'ab'` → `"ab"`, prefixes kept), to count its
/// code units with the string decoder.
fn requote(text: &[u8]) -> Vec<u8> {
    let mut v = text.to_vec();
    if let (Some(a), Some(b)) = (v.iter().position(|&c| c == b'\''), v.iter().rposition(|&c| c == b'\'')) {
        if a < b {
            v[a] = b'"';
            v[b] = b'"';
        }
    }
    v
}

/// The exact value and type of a floating literal's spelling (`1.5f`, `1e-3`, `0x1.8p3L`, `1'000.5`),
/// rounded once to its type (every float and double value is also a [`LongDouble`]).
fn float_value(text: &[u8]) -> Result<(LongDouble, FloatKind), &'static str> {
    let s = std::str::from_utf8(text).map_err(|_| "lower: floating literal")?;
    let s: String = s.chars().filter(|&c| c != '\'').collect();
    let hex = s.starts_with("0x") || s.starts_with("0X");
    // The suffix: what follows the last digit / exponent.
    let body_end = if hex {
        let p = s.find(['p', 'P']).ok_or("lower: floating literal")?;
        let exp_digits = s[p + 1..].trim_start_matches(['+', '-']);
        let n = exp_digits.chars().take_while(char::is_ascii_digit).count();
        s.len() - exp_digits.len() + n
    } else {
        s.rfind(|c: char| c.is_ascii_digit() || c == '.').map(|i| i + 1).ok_or("lower: floating literal")?
    };
    let (body, suffix) = s.split_at(body_end);
    let kind = match suffix {
        "" => FloatKind::Double,
        "f" | "F" => FloatKind::Float,
        "l" | "L" => FloatKind::LongDouble,
        _ => return Err("lower: floating literal suffix (f16, bf16, f128, q, w, …)"),
    };
    // A non-zero literal that rounds to zero or to a subnormal: EDG's range diagnostics are not modelled.
    let nonzero_digits = body.chars().take_while(|c| !matches!(c, 'e' | 'E' | 'p' | 'P')).any(|c| c.is_ascii_digit() && c != '0' && c != 'x' && c != 'X')
        || (hex && body[2..].chars().take_while(|c| !matches!(c, 'p' | 'P')).any(|c| c.is_ascii_hexdigit() && c != '0'));
    if kind == FloatKind::LongDouble {
        let x = LongDouble::parse(body).ok_or("lower: floating literal")?;
        if !x.is_finite() || (nonzero_digits && !x.is_normal()) {
            return Err("lower: floating literal out of range");
        }
        return Ok((x, kind));
    }
    let v = if hex { hex_float(body)? } else { decimal_float(body, kind)? };
    if !v.is_finite() {
        return Err("lower: floating literal out of range");
    }
    let min_normal = if kind == FloatKind::Float { f32::MIN_POSITIVE as f64 } else { f64::MIN_POSITIVE };
    if nonzero_digits && v.abs() < min_normal {
        return Err("lower: floating literal out of range");
    }
    Ok((LongDouble::from_f64(v), kind))
}

/// A decimal floating literal of type float or double, rounded once to its type.
fn decimal_float(body: &str, kind: FloatKind) -> Result<f64, &'static str> {
    match kind {
        FloatKind::Float => body.parse::<f32>().map(f64::from).map_err(|_| "lower: floating literal"),
        _ => body.parse::<f64>().map_err(|_| "lower: floating literal"),
    }
}

/// A hexadecimal floating literal (`0x1.8p3`): exact when its significand has at most 53 bits.
fn hex_float(body: &str) -> Result<f64, &'static str> {
    let digits = &body[2..];
    let p = digits.find(['p', 'P']).ok_or("lower: floating literal")?;
    let (mant, exp) = (&digits[..p], &digits[p + 1..]);
    let exp: i64 = exp.parse().map_err(|_| "lower: floating literal")?;
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let all: String = format!("{}{}", int, frac);
    let all = all.trim_start_matches('0');
    if all.len() > 13 {
        return Err("lower: hexadecimal floating literal too precise");
    }
    let m = if all.is_empty() { 0 } else { u64::from_str_radix(all, 16).map_err(|_| "lower: floating literal")? };
    if m >= 1 << 53 {
        return Err("lower: hexadecimal floating literal too precise");
    }
    let e = exp.checked_sub(4 * frac.len() as i64).ok_or("lower: floating literal out of range")?;
    if !(-1000..=1000).contains(&e) {
        return Err("lower: floating literal out of range");
    }
    Ok(m as f64 * 2f64.powi(e as i32))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floating_values_and_types() {
        let d = LongDouble::from_f64;
        assert_eq!(float_value(b"1.5"), Ok((d(1.5), FloatKind::Double)));
        assert_eq!(float_value(b"1.5f"), Ok((d(1.5), FloatKind::Float)));
        assert_eq!(float_value(b"0.1f"), Ok((d(0.1f32 as f64), FloatKind::Float)));
        assert_eq!(float_value(b"1e3"), Ok((d(1000.0), FloatKind::Double)));
        assert_eq!(float_value(b"1'000.25"), Ok((d(1000.25), FloatKind::Double)));
        assert_eq!(float_value(b".5E-1"), Ok((d(0.05), FloatKind::Double)));
        assert_eq!(float_value(b"2."), Ok((d(2.0), FloatKind::Double)));
        assert_eq!(float_value(b"0x1.8p3"), Ok((d(12.0), FloatKind::Double)));
        assert_eq!(float_value(b"0x1p-2f"), Ok((d(0.25), FloatKind::Float)));
        assert_eq!(float_value(b"1.0L"), Ok((d(1.0), FloatKind::LongDouble)));
        assert_eq!(float_value(b"0.0"), Ok((d(0.0), FloatKind::Double)));
        let tenth = LongDouble::parse("0.1").unwrap();
        assert_eq!(float_value(b"0.1L"), Ok((tenth, FloatKind::LongDouble)), "in x87 precision");
        assert_ne!(tenth, d(0.1));
        assert_eq!(float_value(b"1e4000L").map(|(x, _)| x.is_finite()), Ok(true), "in the range of long double");
        assert!(float_value(b"1e5000L").is_err(), "beyond long double");
        assert!(float_value(b"1e-4940L").is_err(), "long double subnormal");
        assert!(float_value(b"1e400").is_err(), "out of range");
        assert!(float_value(b"1e-400").is_err(), "underflow");
        assert!(float_value(b"1e-40f").is_err(), "float subnormal");
        assert!(float_value(b"1.0f16").is_err());
        assert!(float_value(b"1.0q").is_err());
    }

    #[test]
    fn character_units() {
        assert_eq!(requote(b"u8'a'"), b"u8\"a\"".to_vec());
        assert_eq!(requote(b"'ab'"), b"\"ab\"".to_vec());
    }
}

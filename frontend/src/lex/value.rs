//! Values of character and string literals, for the parser and constant evaluation: the spelling of a
//! `CharLit`/`StrLit` token decoded into code units of its encoding (escapes resolved, UTF-8 source
//! text transcoded to UTF-16/32 for `u`/`U`/`L`). The lexer has already diagnosed bad escapes; here they
//! decode as best they can without diagnostics.
use super::Enc;

/// The encoding prefix and where the quoted body starts: `(enc, raw, index of the opening quote)`.
fn prefix(s: &[u8]) -> Option<(Enc, bool, usize)> {
    let q = s.iter().position(|&c| c == b'"' || c == b'\'')?;
    let (enc, raw) = match &s[..q] {
        b"" => (Enc::Plain, false),
        b"L" => (Enc::Wide, false),
        b"u" => (Enc::Utf16, false),
        b"U" => (Enc::Utf32, false),
        b"u8" => (Enc::Utf8, false),
        b"R" => (Enc::Plain, true),
        b"LR" => (Enc::Wide, true),
        b"uR" => (Enc::Utf16, true),
        b"UR" => (Enc::Utf32, true),
        b"u8R" => (Enc::Utf8, true),
        _ => return None,
    };
    Some((enc, raw, q))
}

fn push_code_point(out: &mut Vec<u32>, enc: Enc, cp: u32) {
    match enc {
        Enc::Plain | Enc::Utf8 => {
            match char::from_u32(cp) {
                Some(c) => {
                    let mut b = [0u8; 4];
                    out.extend(c.encode_utf8(&mut b).bytes().map(u32::from));
                }
                None => out.push(cp & 0xff),
            }
        }
        Enc::Utf16 => match char::from_u32(cp) {
            Some(c) => {
                let mut b = [0u16; 2];
                out.extend(c.encode_utf16(&mut b).iter().map(|&u| u as u32));
            }
            None => out.push(cp & 0xffff),
        },
        Enc::Wide | Enc::Utf32 => out.push(cp),
    }
}

/// Decodes the body `s[lo..hi]` (between the quotes) into code units.
fn decode_body(s: &[u8], enc: Enc, raw: bool) -> Vec<u32> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    let unit_mask: u64 = match enc {
        Enc::Plain | Enc::Utf8 => 0xff,
        Enc::Utf16 => 0xffff,
        Enc::Wide | Enc::Utf32 => 0xffff_ffff,
    };
    while i < s.len() {
        let c = s[i];
        if c == b'\\' && !raw && i + 1 < s.len() {
            let n = s[i + 1];
            i += 2;
            let simple = match n {
                b'n' => Some(10),
                b't' => Some(9),
                b'r' => Some(13),
                b'a' => Some(7),
                b'b' => Some(8),
                b'f' => Some(12),
                b'v' => Some(11),
                b'e' | b'E' => Some(27),
                b'0'..=b'7' => {
                    let mut v = (n - b'0') as u64;
                    let mut k = 0;
                    while k < 2 && i < s.len() && (b'0'..=b'7').contains(&s[i]) {
                        v = v * 8 + (s[i] - b'0') as u64;
                        i += 1;
                        k += 1;
                    }
                    out.push((v & unit_mask) as u32);
                    None
                }
                b'x' => {
                    let mut v: u64 = 0;
                    while i < s.len() && s[i].is_ascii_hexdigit() {
                        v = (v << 4 | (s[i] as char).to_digit(16).unwrap_or(0) as u64) & 0xffff_ffff_ffff;
                        i += 1;
                    }
                    out.push((v & unit_mask) as u32);
                    None
                }
                b'u' | b'U' => {
                    let want = if n == b'u' { 4 } else { 8 };
                    let mut v: u32 = 0;
                    let mut k = 0;
                    while k < want && i < s.len() && s[i].is_ascii_hexdigit() {
                        v = v << 4 | (s[i] as char).to_digit(16).unwrap_or(0);
                        i += 1;
                        k += 1;
                    }
                    push_code_point(&mut out, enc, v);
                    None
                }
                // `\'`, `\"`, `\?`, `\\` and unrecognized escapes stand for the character itself.
                other => Some(other as u32),
            };
            if let Some(v) = simple {
                out.push(v);
            }
            continue;
        }
        if c >= 0x80 {
            if let Some((cp, n)) = super::literal::utf8_char(s, i) {
                push_code_point(&mut out, enc, cp);
                i += n;
                continue;
            }
        }
        push_code_point(&mut out, enc, c as u32);
        i += 1;
    }
    out
}

/// The code units of a string literal token's spelling (without the terminating NUL), and its encoding.
/// None when the spelling is not a string literal (or is unterminated).
pub fn string_units(spelling: &[u8]) -> Option<(Enc, Vec<u32>)> {
    let (enc, raw, q) = prefix(spelling)?;
    if spelling[q] != b'"' {
        return None;
    }
    // Drop a user-defined suffix: the body ends at the last quote.
    let end = spelling.iter().rposition(|&c| c == b'"').filter(|&e| e > q)?;
    let body = &spelling[q + 1..end];
    if raw {
        let open = body.iter().position(|&c| c == b'(')?;
        let close = body.iter().rposition(|&c| c == b')')?;
        if close < open {
            return None;
        }
        return Some((enc, decode_body(&body[open + 1..close], enc, true)));
    }
    Some((enc, decode_body(body, enc, false)))
}

/// The value of a character literal token as the type it has (`char` is signed, as with gcc on x86):
/// multi-character literals combine the last four 8-bit units, most significant first, into an `int`;
/// with too many characters `L'ab'` keeps the first one and `u'ab'` / `U'ab'` the last one (observed
/// with `static_assert` on cudafe++ 13.0.88).
pub fn char_value(spelling: &[u8]) -> Option<(Enc, i64)> {
    let (enc, raw, q) = prefix(spelling)?;
    if raw || spelling[q] != b'\'' {
        return None;
    }
    let end = spelling.iter().rposition(|&c| c == b'\'').filter(|&e| e > q)?;
    let units = decode_body(&spelling[q + 1..end], enc, false);
    let v = match enc {
        Enc::Plain if units.len() == 1 => units[0] as u8 as i8 as i64,
        Enc::Plain => {
            // gcc/EDG: 'abcd' == ('a'<<24)|('b'<<16)|('c'<<8)|'d', truncated to int.
            let mut v: i64 = 0;
            for u in units.iter().rev().take(4).rev() {
                v = (v << 8) | (*u as i64 & 0xff);
            }
            v as i32 as i64
        }
        Enc::Utf8 | Enc::Wide => *units.first()? as i64,
        Enc::Utf16 | Enc::Utf32 => *units.last()? as i64,
    };
    Some((enc, v))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn character_values() {
        assert_eq!(char_value(b"'a'"), Some((Enc::Plain, 97)));
        assert_eq!(char_value(b"'\\n'"), Some((Enc::Plain, 10)));
        assert_eq!(char_value(b"'\\xff'"), Some((Enc::Plain, -1)));
        assert_eq!(char_value(b"'\\0'"), Some((Enc::Plain, 0)));
        assert_eq!(char_value(b"'ab'"), Some((Enc::Plain, 0x6162)));
        assert_eq!(char_value(b"'abcd'"), Some((Enc::Plain, 0x61626364)));
        assert_eq!(char_value(b"L'\\u00e9'"), Some((Enc::Wide, 0xe9)));
        assert_eq!(char_value("U'\u{1F600}'".as_bytes()), Some((Enc::Utf32, 0x1F600)));
        assert_eq!(char_value(b"u8'a'"), Some((Enc::Utf8, 97)));
        assert_eq!(char_value(b"'\\''"), Some((Enc::Plain, 39)));
        assert_eq!(char_value(b"L'ab'"), Some((Enc::Wide, 97)));
        assert_eq!(char_value(b"u'ab'"), Some((Enc::Utf16, 98)));
        assert_eq!(char_value(b"'abcde'"), Some((Enc::Plain, 0x62636465)));
        assert_eq!(char_value(b"\"a\""), None);
        assert_eq!(char_value(b"'a"), None);
    }

    #[test]
    fn string_values() {
        assert_eq!(string_units(b"\"ab\\n\""), Some((Enc::Plain, vec![97, 98, 10])));
        assert_eq!(string_units("\"\u{e9}\"".as_bytes()), Some((Enc::Plain, vec![0xc3, 0xa9])));
        assert_eq!(string_units("u\"\u{1F600}\"".as_bytes()), Some((Enc::Utf16, vec![0xd83d, 0xde00])));
        assert_eq!(string_units(b"U\"\\U0001F600\""), Some((Enc::Utf32, vec![0x1F600])));
        assert_eq!(string_units(b"R\"d(a\\n)\")d\""), Some((Enc::Plain, vec![97, 92, 110, 41, 34])));
        assert_eq!(string_units(b"\"x\"_s"), Some((Enc::Plain, vec![120])));
        assert_eq!(string_units(b"\"\\101\\x41\""), Some((Enc::Plain, vec![65, 65])));
        assert_eq!(string_units(b"\"abc"), None);
    }
}

//! pp-numbers: scanning (C++ [lex.ppnumber] plus digit separators), classification into integer and
//! floating literals, EDG's checks with their diagnostics, and integer values for the parser.
//!
//! Observed on cudafe++ 13.0.88 (positions are where the caret points):
//! `0x`/`0xg` → "invalid hexadecimal number" at the literal; `09` → "invalid octal digit" at the `9`;
//! `0b2` → "invalid binary number" at the `2`; `1u2` → "extra text after expected end of number" at the
//! `2`; `1e+` (C++11+) → extra text at the `+`; `1e` / `1_km` before C++11 → "invalid floating constant"
//! at the end / extra text at the `_`; `1''0` → "digit separator cannot appear here" at the first `'`;
//! `1'000` (also `1''0`, `1';`) before C++14 → warning 2628 at the `'`, which then begins a character
//! literal;
//! `0x1.0` → "invalid floating constant" at the end; a value above 2^64-1 → warning 23 at the *previous*
//! token (EDG converts the literal while it is the lookahead token). From C++11, an unknown suffix that
//! is an identifier is a user-defined-literal suffix (`1i`, `1.0df`, `1e`: the parser/UDL lookup reports
//! warning 2506); GNU imaginary `i`/`j` suffixes exist only before C++11. `f16`…`f128`, `bf16`, `F32x`
//! are C++23 suffixes; `q`/`w` and `z` are accepted in every C++ mode.
use super::scan::{Lexer, IDENT};
use super::{flags, LexConfig, Symbol, TokenKind};
use crate::cli::Lang;
use crate::diag::{id, DiagId, Severity};

/// What the checks found about one pp-number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NumInfo {
    pub float: bool,
    pub radix: u32,
    /// Offset (in the pp-number) of a user-defined-literal suffix.
    pub ud_suffix: Option<usize>,
    /// Diagnostics: (severity, id, offset in the pp-number).
    pub diags: Vec<(Severity, DiagId, usize)>,
    /// A check failed: the literal has no usable value.
    pub bad: bool,
    /// Integer value (None for floats, bad literals or values above u64::MAX).
    pub value: Option<u64>,
    pub unsigned: bool,
    /// 0, 1 (`l`) or 2 (`ll`).
    pub longs: u8,
    /// `z` suffix.
    pub size: bool,
    pub imaginary: bool,
    /// Length of the literal token: the whole pp-number, except that a user-defined suffix ends at its
    /// last identifier character (`10x.` is `10x` then `.`).
    pub len: usize,
    /// Where a (standard or user-defined) suffix starts; `len` when there is none.
    pub suffix_at: usize,
}

fn digit_ok(c: u8, radix: u32) -> bool {
    if radix == 16 {
        c.is_ascii_hexdigit()
    } else {
        c.is_ascii_digit()
    }
}

/// Checks a pp-number the way EDG converts it.
pub fn check_pp_number(s: &[u8], cfg: &LexConfig) -> NumInfo {
    let udl = cfg.cpp_at_least(Lang::Cpp11);
    let mut info = NumInfo {
        float: false,
        radix: 10,
        ud_suffix: None,
        diags: Vec::new(),
        bad: false,
        value: None,
        unsigned: false,
        longs: 0,
        size: false,
        imaginary: false,
        len: s.len(),
        suffix_at: s.len(),
    };
    let n = s.len();
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut i = 0;
    if at(0) == b'0' && matches!(at(1), b'x' | b'X') {
        info.radix = 16;
        i = 2;
    } else if at(0) == b'0' && matches!(at(1), b'b' | b'B') {
        info.radix = 2;
        i = 2;
    }
    let fail = |info: &mut NumInfo, sev, id, pos| {
        info.diags.push((sev, id, pos));
        info.bad = true;
    };
    // Digits with separators; returns the count, or None after diagnosing a misplaced separator.
    let scan_digits = |i: &mut usize, info: &mut NumInfo| -> Option<usize> {
        let mut count = 0;
        while *i < n {
            let c = s[*i];
            if digit_ok(c, info.radix) {
                count += 1;
                *i += 1;
            } else if c == b'\'' {
                if count == 0 || !digit_ok(at(*i + 1), info.radix) {
                    info.diags.push((Severity::Error, id::BAD_DIGIT_SEPARATOR_POS, *i));
                    info.bad = true;
                    return None;
                }
                *i += 1;
            } else {
                break;
            }
        }
        Some(count)
    };
    if s.contains(&b'\'') {
        // Separators are checked over the whole pp-number first: each one must follow a digit of the
        // number and precede a digit (`1'a`, `1''`, `0x'1` are errors, `1a'0` is not). With any misplaced
        // separator EDG reports those (and a missing hex/binary digit, in position order of the digit
        // run) and nothing else.
        let is_digit = |c: u8| if info.radix == 16 { c.is_ascii_hexdigit() } else { c.is_ascii_digit() };
        let mut bad = Vec::new();
        let mut seen_digit = false;
        for (k, &c) in s.iter().enumerate().skip(i) {
            if c == b'\'' {
                if !seen_digit || !is_digit(at(k + 1)) {
                    bad.push(k);
                }
            } else if is_digit(c) {
                seen_digit = true;
            }
        }
        if !bad.is_empty() {
            let mut run_end = i;
            while run_end < n && (is_digit(s[run_end]) || s[run_end] == b'\'') {
                run_end += 1;
            }
            let no_digits = !s[i..run_end].iter().any(|&c| is_digit(c));
            for &k in bad.iter().filter(|&&k| k < run_end) {
                fail(&mut info, Severity::Error, id::BAD_DIGIT_SEPARATOR_POS, k);
            }
            if no_digits && info.radix == 16 {
                fail(&mut info, Severity::Error, id::BAD_HEX_DIGIT, 0);
            } else if no_digits && info.radix == 2 {
                fail(&mut info, Severity::Error, id::BAD_BINARY_DIGIT, 0);
            } else if info.radix == 10 && at(0) == b'0' && !s[..run_end].contains(&b'.') {
                // `09'a'`: the octal digit error comes after the separators of the digit run.
                if let Some(k) = (0..run_end).find(|&k| matches!(s[k], b'8' | b'9')) {
                    fail(&mut info, Severity::Error, id::BAD_OCTAL_DIGIT, k);
                }
            }
            for &k in bad.iter().filter(|&&k| k >= run_end) {
                fail(&mut info, Severity::Error, id::BAD_DIGIT_SEPARATOR_POS, k);
            }
            return info;
        }
    }
    let mant = i;
    let Some(mut digits) = scan_digits(&mut i, &mut info) else { return info };
    let int_end = i;
    if at(i) == b'.' && info.radix != 2 {
        info.float = true;
        i += 1;
        match scan_digits(&mut i, &mut info) {
            Some(d) => digits += d,
            None => return info,
        }
    }
    if info.radix == 16 && digits == 0 {
        if info.float {
            // `0x.p1` → "invalid floating constant" after the `.`; `0x.` (no exponent either) gets it twice.
            fail(&mut info, Severity::Error, id::BAD_FLOAT_CONSTANT, i);
            if !matches!(at(i), b'p' | b'P') {
                fail(&mut info, Severity::Error, id::BAD_FLOAT_CONSTANT, i);
            }
        } else {
            fail(&mut info, Severity::Error, id::BAD_HEX_DIGIT, 0);
        }
        return info;
    }
    let is_exp = |c: u8| if info.radix == 16 { matches!(c, b'p' | b'P') } else { matches!(c, b'e' | b'E') };
    if info.radix != 2 && is_exp(at(i)) {
        let mut j = i + 1;
        let sign = matches!(at(j), b'+' | b'-');
        if sign {
            j += 1;
        }
        if at(j).is_ascii_digit() {
            info.float = true;
            let save_radix = info.radix;
            info.radix = 10; // exponent digits are decimal
            i = j;
            let r = scan_digits(&mut i, &mut info);
            info.radix = save_radix;
            if r.is_none() {
                return info;
            }
        } else if sign {
            if udl {
                fail(&mut info, Severity::Error, id::EXTRA_CHARS_ON_NUMBER, i + 1);
            } else {
                fail(&mut info, Severity::Error, id::BAD_FLOAT_CONSTANT, n);
            }
            return info;
        } else if !udl {
            // `1e`, `0x1p` before C++11 (from C++11 the letter starts a user-defined suffix).
            fail(&mut info, Severity::Error, id::BAD_FLOAT_CONSTANT, n);
            return info;
        }
    } else if info.radix == 16 && info.float && i == n {
        // A hexadecimal floating constant needs its binary exponent.
        fail(&mut info, Severity::Error, id::BAD_FLOAT_CONSTANT, n);
        return info;
    }
    if info.radix == 2 && digits == 0 {
        fail(&mut info, Severity::Error, id::BAD_BINARY_DIGIT, 0);
        return info;
    }
    if info.radix == 2 {
        if let Some(k) = (mant..int_end).find(|&k| matches!(s[k], b'2'..=b'9')) {
            fail(&mut info, Severity::Error, id::BAD_BINARY_DIGIT, k);
            return info;
        }
    } else if info.radix == 10 && !info.float && at(0) == b'0' {
        info.radix = 8;
    }
    // Suffix (checked before the octal digits: C++03 `0964us` reports the extra text, then the `9`).
    let suf = i;
    info.suffix_at = i;
    if info.float {
        i = float_suffix(s, i, cfg, &mut info);
    } else {
        i = int_suffix(s, i, cfg, &mut info);
    }
    if i < n {
        // From C++11 a suffix that continues with an identifier character is a user-defined suffix as a
        // whole (`64us` is `operator""us`, not `u` + junk); one that continues with anything else is
        // junk (`1u2`, `1.0f32` before C++23: "extra text" at the `2` / `3`).
        let c = s[i];
        if udl && (c.is_ascii_alphabetic() || c == b'_' || c == b'$') {
            // The suffix runs over identifier characters (and separators placed between digits); what
            // follows (`.`, a sign) starts the next token.
            let mut e = i;
            while e < n && (IDENT[s[e] as usize] || (s[e] == b'\'' && at(e + 1).is_ascii_digit())) {
                e += 1;
            }
            info.ud_suffix = Some(suf);
            info.unsigned = false;
            info.longs = 0;
            info.size = false;
            info.len = e;
        } else {
            fail(&mut info, Severity::Error, id::EXTRA_CHARS_ON_NUMBER, i);
        }
    }
    if info.radix == 8 {
        if let Some(k) = (0..int_end).find(|&k| matches!(s[k], b'8' | b'9')) {
            fail(&mut info, Severity::Error, id::BAD_OCTAL_DIGIT, k);
        }
    }
    if info.bad {
        return info;
    }
    if !info.float {
        info.value = int_value(&s[mant..int_end], info.radix);
        if info.value.is_none() && info.ud_suffix.is_none() {
            info.diags.push((Severity::Warning, id::INTEGER_TOO_LARGE, usize::MAX));
        }
    }
    info
}

fn int_suffix(s: &[u8], mut i: usize, cfg: &LexConfig, info: &mut NumInfo) -> usize {
    let imag_ok = !cfg.cpp_at_least(Lang::Cpp11);
    loop {
        match s.get(i).copied().unwrap_or(0) {
            b'u' | b'U' if !info.unsigned => {
                info.unsigned = true;
                i += 1;
            }
            b'l' | b'L' if info.longs == 0 && !info.size => {
                if matches!(s.get(i + 1), Some(b'l' | b'L')) {
                    info.longs = 2;
                    i += 2;
                } else {
                    info.longs = 1;
                    i += 1;
                }
            }
            b'z' | b'Z' if !info.size && info.longs == 0 && cfg.cpp() => {
                info.size = true;
                i += 1;
            }
            b'i' | b'j' if imag_ok && !info.imaginary => {
                info.imaginary = true;
                i += 1;
            }
            _ => return i,
        }
    }
}

fn float_suffix(s: &[u8], mut i: usize, cfg: &LexConfig, info: &mut NumInfo) -> usize {
    let imag_ok = !cfg.cpp_at_least(Lang::Cpp11);
    let at = |k: usize| s.get(k).copied().unwrap_or(0);
    let mut have = false;
    loop {
        let c = at(i);
        if !have && cfg.cpp_at_least(Lang::Cpp23) {
            // C++23 extended floating-point suffixes.
            let rest = &s[i..];
            let lower: Vec<u8> = rest.iter().take(5).map(|b| b.to_ascii_lowercase()).collect();
            let ext = ["f128", "f16", "f32x", "f32", "f64x", "f64", "bf16"]
                .iter()
                .find(|x| lower.starts_with(x.as_bytes()) && (x.len() == rest.len() || !at(i + x.len()).is_ascii_alphanumeric() || at(i + x.len()) == b'i'));
            if let Some(x) = ext {
                i += x.len();
                have = true;
                continue;
            }
        }
        match c {
            b'f' | b'F' | b'l' | b'L' | b'q' | b'Q' | b'w' | b'W' if !have => {
                have = true;
                i += 1;
            }
            b'i' | b'j' if imag_ok && !info.imaginary => {
                info.imaginary = true;
                i += 1;
            }
            _ => return i,
        }
    }
}

fn int_value(digits: &[u8], radix: u32) -> Option<u64> {
    let mut v: u64 = 0;
    for &c in digits {
        if c == b'\'' {
            continue;
        }
        let d = (c as char).to_digit(16)? as u64;
        v = v.checked_mul(radix as u64)?.checked_add(d)?;
    }
    Some(v)
}

/// The value and suffix of an integer literal's spelling (for the parser); None when it is not a valid
/// integer literal.
pub fn parse_integer(spelling: &[u8], cfg: &LexConfig) -> Option<NumInfo> {
    let info = check_pp_number(spelling, cfg);
    (!info.float && !info.bad).then_some(info)
}

impl Lexer<'_> {
    /// A pp-number starting at `p` (a digit, or `.` and a digit).
    pub(super) fn number(&mut self, p: usize) {
        let src = self.src;
        let seps = self.cfg.cpp_at_least(Lang::Cpp14);
        let mut e = p + 1;
        while e < src.len() {
            let c = src[e];
            if IDENT[c as usize] || c == b'.' {
                e += 1;
                if matches!(c, b'e' | b'E' | b'p' | b'P') && matches!(self.peek(e), b'+' | b'-') {
                    e += 1;
                }
            } else if c == b'\'' && seps && (IDENT[src[e - 1] as usize] && src[e - 1] != b'\'' || (src[e - 1] == b'\'' && e >= p + 2 && src[e - 2].is_ascii_digit())) {
                // A separator continues the number after an identifier character, and a second one
                // directly after a digit's separator (`1''` is one pp-number, `1'''` and `1a''` are not).
                e += 1;
            } else {
                break;
            }
        }
        let info = check_pp_number(&src[p..e], &self.cfg);
        // Pre-C++14: only a `'` right after the number proper (not after a suffix: `64us091'`) draws 2628,
        // before anything else about the number.
        if !seps && self.cfg.cpp() && self.peek(e) == b'\'' && info.suffix_at >= e - p {
            self.diag(Severity::Warning, id::DIGIT_SEPARATORS_NOT_ENABLED, e);
        }
        let prev = self.prev_token_start().unwrap_or(p);
        for &(sev, did, off) in &info.diags {
            // usize::MAX marks the value diagnostic, reported at the previous token (see the module doc).
            let at = if off == usize::MAX { prev } else { p + off };
            self.diag(sev, did, at);
        }
        // A user-defined suffix may end before the pp-number does.
        let e = p + info.len.min(e - p);
        let kind = if info.float { TokenKind::FloatLit } else { TokenKind::IntLit };
        let mut fl = if info.bad { flags::BAD_NUMBER } else { 0 };
        let mut sym = Symbol::NONE;
        if let Some(k) = info.ud_suffix {
            fl |= flags::UD_SUFFIX;
            sym = self.out.interner.intern(&src[p + k..e]);
        }
        self.push_token(kind, p, e, sym, fl);
        self.pos = e;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chk(s: &str, lang: Lang) -> NumInfo {
        check_pp_number(s.as_bytes(), &LexConfig { lang, ..LexConfig::default() })
    }
    fn first(s: &str, lang: Lang) -> Option<(DiagId, usize)> {
        chk(s, lang).diags.first().map(|&(_, d, o)| (d, o))
    }

    #[test]
    fn valid_forms() {
        for s in [
            "0", "1", "0777", "0x1F", "0b101", "1u", "1ul", "1LLU", "1Ll", "1z", "1uz", "1'000", "0x1p3", "0x.8p0",
            "0x1.8p1f", "1.", ".5", "1e10", "1.5e-3L", "08.5", "1.0q", "1.0w", "0xffffffffffffffffu",
        ] {
            let i = chk(s, Lang::Cpp17);
            assert!(i.diags.is_empty() && !i.bad && i.ud_suffix.is_none(), "{s}: {i:?}");
        }
        assert_eq!(chk("0x1F", Lang::Cpp17).value, Some(31));
        assert_eq!(chk("0777", Lang::Cpp17).value, Some(511));
        assert_eq!(chk("1'000'000", Lang::Cpp17).value, Some(1_000_000));
        assert!(chk("1.0f32", Lang::Cpp23).diags.is_empty());
        assert!(chk("1.0bf16", Lang::Cpp23).diags.is_empty());
        assert!(chk("1.0F32x", Lang::Cpp23).diags.is_empty());
        assert!(chk("1i", Lang::Cpp03).imaginary);
    }

    #[test]
    fn errors_at_observed_positions() {
        assert_eq!(first("0x", Lang::Cpp17), Some((id::BAD_HEX_DIGIT, 0)));
        assert_eq!(first("0xg", Lang::Cpp17), Some((id::BAD_HEX_DIGIT, 0)));
        assert_eq!(first("09", Lang::Cpp17), Some((id::BAD_OCTAL_DIGIT, 1)));
        assert_eq!(first("0b2", Lang::Cpp17), Some((id::BAD_BINARY_DIGIT, 2)));
        assert_eq!(first("0b", Lang::Cpp17), Some((id::BAD_BINARY_DIGIT, 0)));
        assert_eq!(first("0x.p1", Lang::Cpp17), Some((id::BAD_FLOAT_CONSTANT, 3)));
        assert_eq!(chk("0x.", Lang::Cpp17).diags.len(), 2);
        assert_eq!(first("1..2", Lang::Cpp17), Some((id::EXTRA_CHARS_ON_NUMBER, 2)));
        assert_eq!(chk("0x1p", Lang::Cpp17).ud_suffix, Some(3));
        let i = chk("10x.", Lang::Cpp17);
        assert_eq!((i.ud_suffix, i.len, i.diags.len()), (Some(2), 3, 0));
        assert_eq!(chk("1uz$a", Lang::Cpp17).ud_suffix, Some(1));
        assert_eq!(
            chk("0964us", Lang::Cpp03).diags.iter().map(|d| (d.1, d.2)).collect::<Vec<_>>(),
            vec![(id::EXTRA_CHARS_ON_NUMBER, 5), (id::BAD_OCTAL_DIGIT, 1)]
        );
        assert_eq!(first("0964us", Lang::Cpp11), Some((id::BAD_OCTAL_DIGIT, 1)));
        assert_eq!(
            chk("09'a'0", Lang::Cpp17).diags.iter().map(|d| (d.1, d.2)).collect::<Vec<_>>(),
            vec![(id::BAD_DIGIT_SEPARATOR_POS, 2), (id::BAD_OCTAL_DIGIT, 1)]
        );
        assert_eq!(first("1u2", Lang::Cpp17), Some((id::EXTRA_CHARS_ON_NUMBER, 2)));
        assert_eq!(first("1e+", Lang::Cpp23), Some((id::EXTRA_CHARS_ON_NUMBER, 2)));
        assert_eq!(first("0x1e+1", Lang::Cpp23), Some((id::EXTRA_CHARS_ON_NUMBER, 4)));
        assert_eq!(first("1''0", Lang::Cpp23), Some((id::BAD_DIGIT_SEPARATOR_POS, 1)));
        assert_eq!(first("1'", Lang::Cpp23), Some((id::BAD_DIGIT_SEPARATOR_POS, 1)));
        assert_eq!(first("0x1.0", Lang::Cpp17), Some((id::BAD_FLOAT_CONSTANT, 5)));
        assert_eq!(first("1e", Lang::Cpp03), Some((id::BAD_FLOAT_CONSTANT, 2)));
        assert_eq!(first("0x1p", Lang::Cpp03), Some((id::BAD_FLOAT_CONSTANT, 4)));
        assert_eq!(first("1_km", Lang::Cpp03), Some((id::EXTRA_CHARS_ON_NUMBER, 1)));
        assert_eq!(first("1.0f32", Lang::Cpp17), Some((id::EXTRA_CHARS_ON_NUMBER, 4)));
        assert_eq!(first("18446744073709551616", Lang::Cpp17), Some((id::INTEGER_TOO_LARGE, usize::MAX)));
    }

    #[test]
    fn user_defined_suffixes() {
        // Suffixes that start like a standard one (from the C++ chrono and complex literals).
        for (s, at) in [("64us", 2), ("128ms", 3), ("1il", 1), ("2h", 1), ("1.5if", 3), ("3ULx", 1)] {
            let i = chk(s, Lang::Cpp17);
            assert_eq!((i.ud_suffix, i.diags.len()), (Some(at), 0), "{s}");
        }
        for (s, at) in [("1i", 1), ("1.0i", 3), ("1e", 1), ("1e10e", 4), ("1_km", 1), ("1.0df", 3), ("0x1.p", 4), ("1.0bf16", 3)] {
            let i = chk(s, Lang::Cpp17);
            assert_eq!((i.ud_suffix, i.diags.len()), (Some(at), 0), "{s}");
        }
    }
}

//! `long double` values: the x86-64 target's 80-bit x87 extended format (64-bit significand), which
//! the front end folds in its own precision — `0.1L != 0.1`, `(double)0.1L == 0.1`, `1e4000L` is finite
//! — and which the host output prints as the shortest decimal that reads back to the same value
//! (`(2.7182818284590452354L)` for libstdc++'s `e_v`, probed on cudafe++ 13.0.88).
//!
//! The arithmetic (correctly rounded parsing, operations, conversions) is the `rustc_apfloat` port of
//! LLVM's APFloat; this module is the only one that uses it, so the rest of the front end sees a
//! small `Copy` value with the operations constant evaluation needs.
use rustc_apfloat::ieee::{Double, Single, X87DoubleExtended as X87};
use rustc_apfloat::{Float, FloatConvert, Round};
use std::cmp::Ordering;

/// An x87 extended value (`bits` is the 80-bit image split so that the type stays 8-byte aligned).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct LongDouble {
    significand: u64,
    sign_exponent: u16,
}

impl LongDouble {
    fn from_x87(x: X87) -> LongDouble {
        let b = x.to_bits();
        LongDouble { significand: b as u64, sign_exponent: (b >> 64) as u16 }
    }

    fn x87(self) -> X87 {
        X87::from_bits(self.significand as u128 | (self.sign_exponent as u128) << 64)
    }

    /// A decimal (`1.5`, `.5e-3`) or hexadecimal (`0x1.8p3`) floating literal body without suffix or
    /// digit separators, correctly rounded; `None` when it is malformed.
    pub fn parse(body: &str) -> Option<LongDouble> {
        // APFloat wants a digit before the point and no `+` in front of the exponent digits.
        let mut s = String::with_capacity(body.len() + 1);
        if body.starts_with('.') {
            s.push('0');
        }
        s.push_str(body);
        let s = s.replace("e+", "e").replace("E+", "E").replace("p+", "p").replace("P+", "P");
        X87::from_str_r(&s, Round::NearestTiesToEven).ok().map(|r| LongDouble::from_x87(r.value))
    }

    /// Exact: every `double` is a `long double`.
    pub fn from_f64(v: f64) -> LongDouble {
        let d = Double::from_bits(v.to_bits() as u128);
        let mut lost = false;
        LongDouble::from_x87(d.convert(&mut lost).value)
    }

    pub fn from_i128(v: i128) -> LongDouble {
        LongDouble::from_x87(X87::from_i128(v).value)
    }

    pub fn from_u128(v: u128) -> LongDouble {
        LongDouble::from_x87(X87::from_u128(v).value)
    }

    /// Rounded once to the nearest `double` (±inf beyond its range).
    pub fn to_f64(self) -> f64 {
        let mut lost = false;
        let d: Double = self.x87().convert(&mut lost).value;
        f64::from_bits(d.to_bits() as u64)
    }

    /// Rounded once to the nearest `float` (not through `double`, which could round twice).
    pub fn to_f32(self) -> f32 {
        let mut lost = false;
        let s: Single = self.x87().convert(&mut lost).value;
        f32::from_bits(s.to_bits() as u32)
    }

    /// Truncated towards zero; `None` when not finite or beyond the range of `i128`.
    pub fn trunc_to_i128(self) -> Option<i128> {
        let x = self.x87();
        if !x.is_finite() {
            return None;
        }
        let mut exact = false;
        let r = x.to_i128_r(128, Round::TowardZero, &mut exact);
        (r.status & rustc_apfloat::Status::INVALID_OP).is_empty().then_some(r.value)
    }

    /// Truncated towards zero into `unsigned __int128`; `None` when negative beyond `-1 < x` or too big.
    pub fn trunc_to_u128(self) -> Option<u128> {
        let x = self.x87();
        if !x.is_finite() {
            return None;
        }
        let mut exact = false;
        let r = x.to_u128_r(128, Round::TowardZero, &mut exact);
        (r.status & rustc_apfloat::Status::INVALID_OP).is_empty().then_some(r.value)
    }

    pub fn add(self, o: LongDouble) -> LongDouble {
        LongDouble::from_x87((self.x87() + o.x87()).value)
    }

    pub fn sub(self, o: LongDouble) -> LongDouble {
        LongDouble::from_x87((self.x87() - o.x87()).value)
    }

    pub fn mul(self, o: LongDouble) -> LongDouble {
        LongDouble::from_x87((self.x87() * o.x87()).value)
    }

    pub fn div(self, o: LongDouble) -> LongDouble {
        LongDouble::from_x87((self.x87() / o.x87()).value)
    }

    pub fn neg(self) -> LongDouble {
        LongDouble::from_x87(-self.x87())
    }

    /// IEEE comparison (`None` when either is a NaN).
    pub fn compare(self, o: LongDouble) -> Option<Ordering> {
        self.x87().partial_cmp(&o.x87())
    }

    pub fn is_zero(self) -> bool {
        self.x87().is_zero()
    }

    pub fn is_nan(self) -> bool {
        self.x87().is_nan()
    }

    pub fn is_infinite(self) -> bool {
        self.x87().is_infinite()
    }

    pub fn is_finite(self) -> bool {
        self.x87().is_finite()
    }

    /// Normal in the extended format (not zero, subnormal, infinite or NaN).
    pub fn is_normal(self) -> bool {
        self.x87().is_normal()
    }

    pub fn is_negative(self) -> bool {
        self.x87().is_negative()
    }

    /// The shortest decimal that reads back to this value: its sign, significant digits (no leading
    /// zeros; `"0"` for zero) and the decimal exponent of the first digit (`2.5E-3` → `("25", -3)`).
    /// `None` for infinities and NaNs.
    pub fn shortest_digits(self) -> Option<(bool, String, i32)> {
        let x = self.x87();
        if !x.is_finite() {
            return None;
        }
        if x.is_zero() {
            return Some((x.is_negative(), "0".to_string(), 0));
        }
        // 21 significant digits always identify an x87 value (⌈64·log10 2⌉ + 1).
        for p in 1..=21usize {
            // Width 0: always scientific, `d.dddE±n`, rounded to `p` significant digits.
            let s = format!("{:w$.p$}", x, w = 0, p = p);
            let back = X87::from_str_r(&s.replace("E+", "E"), Round::NearestTiesToEven).ok()?.value;
            if back.bitwise_eq(x) || p == 21 {
                let s = s.strip_prefix('-').unwrap_or(&s);
                let (mant, exp) = s.split_once('E')?;
                let exp: i32 = exp.trim_start_matches('+').parse().ok()?;
                let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
                let digits = digits.trim_end_matches('0');
                let digits = if digits.is_empty() { "0" } else { digits };
                return Some((x.is_negative(), digits.to_string(), exp));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ld(s: &str) -> LongDouble {
        LongDouble::parse(s).unwrap()
    }

    #[test]
    fn literals_keep_extended_precision() {
        assert_ne!(ld("0.1"), LongDouble::from_f64(0.1), "0.1L != 0.1");
        assert_eq!(ld("0.1").to_f64(), 0.1, "(double)0.1L == 0.1");
        assert_eq!(ld("0.1").mul(LongDouble::from_i128(10)), ld("1.0"), "0.1L * 10 == 1.0L");
        assert!(ld("1e4000").is_finite() && ld("1e4000").to_f64().is_infinite());
        assert_eq!(ld(".5e-1"), ld("0.05"));
        assert_eq!(ld("1e+2"), LongDouble::from_i128(100));
        assert_eq!(ld("0x1.8p3"), LongDouble::from_f64(12.0));
        assert_eq!(LongDouble::parse("1.2.3"), None);
    }

    #[test]
    fn integers_beyond_double_are_exact() {
        let big = (1i128 << 63) + 1;
        assert_eq!(LongDouble::from_i128(big).trunc_to_i128(), Some(big));
        assert_eq!(ld("-2.9").trunc_to_i128(), Some(-2));
        assert_eq!(ld("1e4000").trunc_to_i128(), None);
        assert_eq!(ld("-1.5").trunc_to_u128(), None);
    }

    #[test]
    fn shortest_digits_read_back() {
        // The reference prints libstdc++'s e_v<long double> as (2.7182818284590452354L).
        let e = ld("2.718281828459045235360287471352662497757");
        assert_eq!(e.shortest_digits(), Some((false, "27182818284590452354".to_string(), 0)));
        assert_eq!(ld("0.1").shortest_digits(), Some((false, "1".to_string(), -1)));
        assert_eq!(ld("1e4000").shortest_digits(), Some((false, "1".to_string(), 4000)));
        assert_eq!(ld("-0.25").shortest_digits(), Some((true, "25".to_string(), -1)));
        assert_eq!(ld("0").shortest_digits(), Some((false, "0".to_string(), 0)));
        assert_eq!(ld("1e4000").mul(ld("1e4000")).shortest_digits(), None, "overflow to infinity");
    }

    #[test]
    fn comparisons_and_floats() {
        assert_eq!(ld("0.1").compare(LongDouble::from_f64(0.1)), Some(Ordering::Less));
        assert_eq!(ld("0.1").to_f32(), 0.1f32);
        assert!(ld("1").div(ld("0")).is_infinite());
        assert!(ld("0").div(ld("0")).is_nan());
    }
}

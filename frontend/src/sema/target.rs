//! The target model: sizes, alignments and signedness of the builtin types.
//!
//! cudafe++ in the host pass models x86-64 LP64 (`--m64`) [verified by array-size probes, H §2.4]:
//! short 2, int 4, long 8, long long 8, pointers 8, wchar_t 4 and signed, long double 16/16, `__int128` 16/16,
//! plain char signed unless `-u` (`--unsigned_chars`). Everything that asks "how wide" goes through here, so a
//! 32-bit model (`--m32`) is a different `Target` value, not scattered constants.

use super::types::{FloatKind, IntKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// Plain `char` is signed (default; `-u` flips it).
    pub char_signed: bool,
    /// Size of `long` and of pointers, in bytes.
    pub long_size: u8,
    pub pointer_size: u8,
}

impl Default for Target {
    fn default() -> Self {
        Target::LP64
    }
}

impl Target {
    pub const LP64: Target = Target {
        char_signed: true,
        long_size: 8,
        pointer_size: 8,
    };

    /// Size in bytes.
    pub fn int_size(&self, k: IntKind) -> u64 {
        match k {
            IntKind::Bool | IntKind::Char | IntKind::SChar | IntKind::UChar | IntKind::Char8 => 1,
            IntKind::Short | IntKind::UShort | IntKind::Char16 => 2,
            IntKind::Int | IntKind::UInt | IntKind::WChar | IntKind::Char32 => 4,
            IntKind::Long | IntKind::ULong => self.long_size as u64,
            IntKind::LongLong | IntKind::ULongLong => 8,
            IntKind::Int128 | IntKind::UInt128 => 16,
        }
    }

    /// Alignment in bytes (natural on x86-64 for all integers, including `__int128`).
    pub fn int_align(&self, k: IntKind) -> u64 {
        self.int_size(k)
    }

    /// Width in bits of the value representation (`bool` has 1 value bit but 8 storage bits; we model
    /// bool values as 0/1 separately, so width 8 is returned here for storage purposes).
    pub fn int_bits(&self, k: IntKind) -> u32 {
        (self.int_size(k) * 8) as u32
    }

    pub fn is_signed(&self, k: IntKind) -> bool {
        match k {
            IntKind::Char => self.char_signed,
            // wchar_t is `int`-like and signed on x86-64 Linux (TARG_WCHAR_T_INT_KIND ik_int).
            IntKind::SChar
            | IntKind::WChar
            | IntKind::Short
            | IntKind::Int
            | IntKind::Long
            | IntKind::LongLong
            | IntKind::Int128 => true,
            _ => false,
        }
    }

    /// Conversion rank ([conv.rank]); `long` and `long long` differ in rank even at equal width.
    /// Character types take the rank of their underlying type.
    pub fn rank(&self, k: IntKind) -> u8 {
        k.base_rank()
    }

    pub fn float_size(&self, k: FloatKind) -> u64 {
        match k {
            FloatKind::Float16 | FloatKind::BFloat16 => 2,
            FloatKind::Float => 4,
            FloatKind::Double => 8,
            FloatKind::LongDouble | FloatKind::Float128 => 16,
        }
    }

    pub fn float_align(&self, k: FloatKind) -> u64 {
        self.float_size(k)
    }

    pub fn pointer_size(&self) -> u64 {
        self.pointer_size as u64
    }

    pub fn pointer_align(&self) -> u64 {
        self.pointer_size as u64
    }

    /// `std::size_t` / `sizeof`'s type.
    pub fn size_type(&self) -> IntKind {
        IntKind::ULong
    }

    /// `std::ptrdiff_t`.
    pub fn ptrdiff_type(&self) -> IntKind {
        IntKind::Long
    }

    /// The type a `bool`/char/short/… promotes to under integral promotion ([conv.prom]).
    pub fn promote(&self, k: IntKind) -> IntKind {
        match k {
            IntKind::Bool
            | IntKind::Char
            | IntKind::SChar
            | IntKind::UChar
            | IntKind::Char8
            | IntKind::Short
            | IntKind::UShort
            | IntKind::Char16 => IntKind::Int, // all values fit in int (4 bytes)
            // char32_t: uint_least32_t → unsigned int; wchar_t: signed 32-bit → int.
            IntKind::Char32 => IntKind::UInt,
            IntKind::WChar => IntKind::Int,
            other => other,
        }
    }

    /// The underlying type of an enum without a fixed type, given its smallest and largest enumerator values:
    /// the first of int, unsigned int, long, unsigned long, long long, unsigned long long (then the 128-bit
    /// types) that holds both [verified, e1.ii: `{-1, 0xFFFFFFFF}` → long, `{0x100000000}` → long].
    pub fn enum_underlying(&self, min: i128, max: i128) -> IntKind {
        const ORDER: [IntKind; 8] = [
            IntKind::Int,
            IntKind::UInt,
            IntKind::Long,
            IntKind::ULong,
            IntKind::LongLong,
            IntKind::ULongLong,
            IntKind::Int128,
            IntKind::UInt128,
        ];
        for k in ORDER {
            let bits = self.int_bits(k);
            let fits = if self.is_signed(k) {
                bits >= 128 || (min >= -(1i128 << (bits - 1)) && max < (1i128 << (bits - 1)))
            } else {
                min >= 0 && (bits >= 128 || max < (1i128 << bits))
            };
            if fits {
                return k;
            }
        }
        IntKind::Int128
    }

    /// The usual arithmetic conversions ([expr.arith.conv]) on two *promoted* integer kinds.
    pub fn common_int(&self, a: IntKind, b: IntKind) -> IntKind {
        let (a, b) = (self.promote(a), self.promote(b));
        if a == b {
            return a;
        }
        let (sa, sb) = (self.is_signed(a), self.is_signed(b));
        if sa == sb {
            return if self.rank(a) >= self.rank(b) { a } else { b };
        }
        let (s, u) = if sa { (a, b) } else { (b, a) };
        if self.rank(u) >= self.rank(s) {
            return u;
        }
        // The signed type has greater rank: use it if it can represent every value of the unsigned one.
        if self.int_size(s) > self.int_size(u) {
            return s;
        }
        s.to_unsigned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use IntKind::*;

    #[test]
    fn lp64_sizes() {
        let t = Target::LP64;
        assert_eq!(t.int_size(Short), 2);
        assert_eq!(t.int_size(WChar), 4);
        assert!(t.is_signed(WChar));
        assert_eq!(t.int_size(Long), 8);
        assert_eq!(t.pointer_size(), 8);
        assert_eq!(t.float_size(FloatKind::LongDouble), 16);
        assert_eq!(t.float_align(FloatKind::LongDouble), 16);
        assert_eq!(t.int_size(Int128), 16);
        assert_eq!(t.int_align(Int128), 16);
        assert!(t.is_signed(Char));
        let u = Target {
            char_signed: false,
            ..Target::LP64
        };
        assert!(!u.is_signed(Char));
    }

    #[test]
    fn promotions() {
        let t = Target::LP64;
        for k in [Bool, Char, SChar, UChar, Short, UShort, Char8, Char16, WChar] {
            assert_eq!(t.promote(k), Int, "{k:?}");
        }
        assert_eq!(t.promote(Char32), UInt);
        assert_eq!(t.promote(UInt), UInt);
        assert_eq!(t.promote(Long), Long);
    }

    #[test]
    fn enum_underlying_types() {
        let t = Target::LP64;
        assert_eq!(t.enum_underlying(1, 1), Int);
        assert_eq!(t.enum_underlying(0, 0xFFFF_FFFF), UInt);
        assert_eq!(t.enum_underlying(-1, 0x7FFF_FFFF), Int);
        assert_eq!(t.enum_underlying(0x1_0000_0000, 0x1_0000_0000), Long);
        assert_eq!(t.enum_underlying(-1, 0xFFFF_FFFF), Long);
        assert_eq!(t.enum_underlying(0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF), ULong);
        assert_eq!(t.enum_underlying(-0x8000_0000_0000_0000, 0), Long);
    }

    #[test]
    fn usual_arithmetic_conversions() {
        let t = Target::LP64;
        assert_eq!(t.common_int(Int, UInt), UInt);
        assert_eq!(t.common_int(Long, UInt), Long); // long can hold all unsigned int values
        assert_eq!(t.common_int(LongLong, ULong), ULongLong); // same width: signed side made unsigned
        assert_eq!(t.common_int(Char, Short), Int);
        assert_eq!(t.common_int(UShort, Int), Int);
        assert_eq!(t.common_int(Long, LongLong), LongLong);
        assert_eq!(t.common_int(ULong, LongLong), ULongLong);
        assert_eq!(t.common_int(Int128, ULongLong), Int128);
        assert_eq!(t.common_int(UInt128, Long), UInt128);
        assert_eq!(t.common_int(Char32, Int), UInt);
    }
}

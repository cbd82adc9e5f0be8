//! The underlying type of an unscoped enum without a fixed underlying type ([dcl.enum]/7, as EDG in
//! gcc mode chooses it): the first of `int`, `unsigned int`, `long`, `unsigned long` that holds every
//! enumerator value [verified: probe enum4 — `{ -1, 0x80000000 }` is `long`, `{ 8, 0xffffffff }` is
//! `unsigned int`, `{ 0xffffffffffffffff }` is `unsigned long`]. `long long` never wins on LP64 (it is
//! no wider than `long`). Values no 64-bit type holds (`-1` with `0xffffffffffffffff`) are an error the
//! caller leaves a gap.
use crate::sema::target::Target;
use crate::sema::types::IntKind;

/// The smallest integer type of the list above holding `lo..=hi`, None when none does.
pub(crate) fn unfixed_underlying(target: &Target, lo: i128, hi: i128) -> Option<IntKind> {
    [IntKind::Int, IntKind::UInt, IntKind::Long, IntKind::ULong].into_iter().find(|&k| {
        let bits = target.int_bits(k);
        let (min, max) = if target.is_signed(k) { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
        lo >= min && hi <= max
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smallest_type_holding_all_values() {
        let t = Target::LP64;
        assert_eq!(unfixed_underlying(&t, -5, 7), Some(IntKind::Int));
        assert_eq!(unfixed_underlying(&t, i32::MIN as i128, i32::MAX as i128), Some(IntKind::Int));
        assert_eq!(unfixed_underlying(&t, 0, 0x8000_0000), Some(IntKind::UInt));
        assert_eq!(unfixed_underlying(&t, 1, 0xffff_ffff), Some(IntKind::UInt));
        assert_eq!(unfixed_underlying(&t, -1, 0x8000_0000), Some(IntKind::Long));
        assert_eq!(unfixed_underlying(&t, 0, 0x1_0000_0000), Some(IntKind::Long));
        assert_eq!(unfixed_underlying(&t, i64::MIN as i128, 0), Some(IntKind::Long));
        assert_eq!(unfixed_underlying(&t, 0, u64::MAX as i128), Some(IntKind::ULong));
        assert_eq!(unfixed_underlying(&t, -1, u64::MAX as i128), None);
        assert_eq!(unfixed_underlying(&t, i64::MIN as i128 - 1, 0), None);
    }
}

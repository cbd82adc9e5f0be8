//! Value checks shared by several options: EDG's number syntax and the `--diag_*` lists.
use super::{err, CliError, DiagControl};
use crate::diag::{id, DiagId};

/// EDG's number syntax for option values: decimal digits only (no sign, no blanks, no hex); an empty
/// value reads as 0; anything above i64::MAX is "invalid number" (probed: `9223372036854775808`).
pub fn number(v: &str) -> Result<u64, CliError> {
    let invalid = || err(id::CL_INVALID_NUMBER, &[v]);
    if !v.bytes().all(|b| b.is_ascii_digit()) {
        return Err(invalid());
    }
    let mut n: u64 = 0;
    for b in v.bytes() {
        n = n.checked_mul(10).and_then(|n| n.checked_add((b - b'0') as u64)).ok_or_else(invalid)?;
        if n > i64::MAX as u64 {
            return Err(invalid());
        }
    }
    Ok(n)
}

/// Saturates a parsed number into the u32 fields of `Options`.
pub fn clamp_u32(n: u64) -> u32 {
    n.min(u32::MAX as u64) as u32
}

/// Highest internal number in the message table (3794); displayed numbers run to 3794 + 16543.
const LAST_INTERNAL: u64 = 3794;
const DISPLAY_OFFSET: u64 = 16543;

/// Parses a `--diag_*` value: spaces are dropped ("940 186" is 940186), then a comma list where each item
/// is an internal number (1..3794), a displayed number (20000..20337) or a tag. Items are appended to
/// `out` in order; the first bad item is the error.
pub fn diag_list(kind: DiagControl, v: &str, out: &mut Vec<(DiagControl, DiagId)>) -> Result<(), CliError> {
    let squeezed: String = v.chars().filter(|&c| c != ' ').collect();
    for item in squeezed.split(',') {
        out.push((kind, diag_item(item)?));
    }
    Ok(())
}

fn diag_item(item: &str) -> Result<DiagId, CliError> {
    if item.starts_with(|c: char| c.is_ascii_digit()) {
        let n = number(item)?;
        let internal = match n {
            1..=LAST_INTERNAL => n,
            20000..=20337 => n - DISPLAY_OFFSET,
            _ => return Err(err(id::CL_INVALID_ERROR_NUMBER, &[item])),
        };
        return Ok(DiagId(internal as u16));
    }
    DiagId::from_tag(item).ok_or_else(|| err(id::CL_INVALID_ERROR_TAG, &[item]))
}

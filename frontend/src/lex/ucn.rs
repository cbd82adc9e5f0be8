//! Which characters may appear in identifiers: C++11 Annex E (E.1 allowed, E.2 not allowed first).
//! cudafe++ 13.0.88 applies these ranges in every mode: `×` (U+00D7) is an unrecognized token, `😀`
//! (U+1F600) an identifier character, and a combining U+0301 cannot start an identifier.

/// E.1: ranges of characters allowed in identifiers.
const ALLOWED: &[(u32, u32)] = &[
    (0x00A8, 0x00A8),
    (0x00AA, 0x00AA),
    (0x00AD, 0x00AD),
    (0x00AF, 0x00AF),
    (0x00B2, 0x00B5),
    (0x00B7, 0x00BA),
    (0x00BC, 0x00BE),
    (0x00C0, 0x00D6),
    (0x00D8, 0x00F6),
    (0x00F8, 0x00FF),
    (0x0100, 0x167F),
    (0x1681, 0x180D),
    (0x180F, 0x1FFF),
    (0x200B, 0x200D),
    (0x202A, 0x202E),
    (0x203F, 0x2040),
    (0x2054, 0x2054),
    (0x2060, 0x206F),
    (0x2070, 0x218F),
    (0x2460, 0x24FF),
    (0x2776, 0x2793),
    (0x2C00, 0x2DFF),
    (0x2E80, 0x2FFF),
    (0x3004, 0x3007),
    (0x3021, 0x302F),
    (0x3031, 0x303F),
    (0x3040, 0xD7FF),
    (0xF900, 0xFD3D),
    (0xFD40, 0xFDCF),
    (0xFDF0, 0xFE44),
    (0xFE47, 0xFFFD),
];

/// E.2: allowed, but not as the first character.
const NOT_INITIAL: &[(u32, u32)] = &[(0x0300, 0x036F), (0x1DC0, 0x1DFF), (0x20D0, 0x20FF), (0xFE20, 0xFE2F)];

pub fn allowed_in_identifier(c: u32) -> bool {
    if c >= 0x10000 {
        // 10000-1FFFD, 20000-2FFFD, … E0000-EFFFD.
        return c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD;
    }
    ALLOWED.iter().any(|&(lo, hi)| lo <= c && c <= hi)
}

/// A UTF-8 character in an identifier in the given mode. C++03 uses C++98's older table, which cufe
/// approximates by C++11's minus what was observed to be rejected there: characters outside the BMP
/// (`a😀`) and combining marks (`x\u{301}`).
pub fn utf8_identifier_char(c: u32, cpp03: bool, initial: bool) -> bool {
    allowed_in_identifier(c) && !((initial || cpp03) && not_initial(c)) && !(cpp03 && c >= 0x10000)
}

pub fn not_initial(c: u32) -> bool {
    NOT_INITIAL.iter().any(|&(lo, hi)| lo <= c && c <= hi)
}

/// A UCN designating a basic source character (which only `$`, `@` and `` ` `` escape).
pub fn is_basic(c: u32) -> bool {
    c < 0xA0 && c != 0x24 && c != 0x40 && c != 0x60
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        assert!(allowed_in_identifier(0xE9));
        assert!(!allowed_in_identifier(0xD7));
        assert!(allowed_in_identifier(0x1F600));
        assert!(allowed_in_identifier(0x301) && not_initial(0x301));
        assert!(!allowed_in_identifier(0x1FFFE));
        assert!(is_basic(0x41) && !is_basic(0x24));
    }
}

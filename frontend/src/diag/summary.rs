//! The sign-off line, composed from the catalog strings 1742-1748 (and 3234/3235), e.g.
//! `2 errors and 1 catastrophic error detected in the compilation of "r2.ii".`
use super::fill::expand;
use super::{Arg, DiagId};

const ERROR: DiagId = DiagId(1742);
const ERRORS: DiagId = DiagId(1743);
const CATASTROPHIC: DiagId = DiagId(1744);
const CATASTROPHICS: DiagId = DiagId(1745);
const AND: DiagId = DiagId(1746);
const IN_COMPILATION: DiagId = DiagId(1747);
const IN_THIS: DiagId = DiagId(1748);
const INCLUDING: DiagId = DiagId(3234);
const SUPPRESSED: DiagId = DiagId(3235);

/// The summary line (without newline), or None when there is nothing to summarise (warnings never count).
/// `suppressed` is the number of errors suppressed in system headers etc.; the reference path that prints
/// it could not be triggered, so its placement ("N errors, including M suppressed, …") is EDG's layout
/// as far as the catalog shows.
pub fn line(errors: u32, catastrophic: u32, suppressed: u32, name: Option<&str>) -> Option<String> {
    if errors == 0 && catastrophic == 0 {
        return None;
    }
    let mut parts: Vec<String> = Vec::new();
    if errors > 0 {
        let w = if errors == 1 { ERROR } else { ERRORS };
        parts.push(format!("{} {}", errors, w.template()));
        if suppressed > 0 {
            parts.push(format!("{} {} {}", INCLUDING.template(), suppressed, SUPPRESSED.template()));
        }
    }
    if catastrophic > 0 {
        if errors > 0 {
            parts.push(AND.template().to_string());
        }
        let w = if catastrophic == 1 { CATASTROPHIC } else { CATASTROPHICS };
        parts.push(format!("{} {}", catastrophic, w.template()));
    }
    let tail = match name {
        Some(n) => expand(IN_COMPILATION.template(), &[Arg::Str(n.to_string())], &Default::default()),
        None => IN_THIS.template().to_string(),
    };
    parts.push(tail);
    Some(parts.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn reference_forms() {
        assert_eq!(line(1, 0, 0, Some("e1.cu")).unwrap(), "1 error detected in the compilation of \"e1.cu\".");
        assert_eq!(line(2, 0, 0, Some("s.ii")).unwrap(), "2 errors detected in the compilation of \"s.ii\".");
        assert_eq!(
            line(1, 1, 0, Some("c4.cu")).unwrap(),
            "1 error and 1 catastrophic error detected in the compilation of \"c4.cu\"."
        );
        assert_eq!(line(0, 1, 0, None).unwrap(), "1 catastrophic error detected in this compilation.");
        assert_eq!(line(0, 2, 0, None).unwrap(), "2 catastrophic errors detected in this compilation.");
        assert_eq!(line(0, 0, 0, Some("x")), None);
    }
}

//! `cufe-harness survey --output`: how close cufe's host output is to the reference's on TUs whose
//! output is still incomplete. cufe runs with `--cufe-emit-survey` (it writes what it can print and
//! lists every emission gap), the reference through the result cache, and the two host files are
//! compared line by line — the scoreboard of the host-output work (issue 6), where byte identity of a
//! whole TU is still far off.
use serde::Serialize;

/// Line agreement of cufe's host output with the reference's.
#[derive(Serialize, Debug, Default, Clone, PartialEq)]
pub struct LineAgreement {
    pub reference_lines: usize,
    pub cufe_lines: usize,
    /// Lines of the reference's output that a line diff matches in cufe's (patience diff: the
    /// same count on every run, unlike a timed Myers diff).
    pub equal_lines: usize,
    /// 1-based line of the first difference (None: identical).
    pub first_difference: Option<usize>,
}

impl LineAgreement {
    pub fn percent(&self) -> f64 {
        if self.reference_lines == 0 {
            return 100.0;
        }
        100.0 * self.equal_lines as f64 / self.reference_lines as f64
    }
}

pub fn line_agreement(reference: &[u8], cufe: &[u8]) -> LineAgreement {
    let (a, b) = (String::from_utf8_lossy(reference), String::from_utf8_lossy(cufe));
    let diff = similar::TextDiff::configure().algorithm(similar::Algorithm::Patience).diff_lines(a.as_ref(), b.as_ref());
    let mut equal = 0;
    for op in diff.ops() {
        if let similar::DiffOp::Equal { len, .. } = op {
            equal += len;
        }
    }
    let first_difference = if reference == cufe {
        None
    } else {
        let same_prefix = a.split_inclusive('\n').zip(b.split_inclusive('\n')).take_while(|(x, y)| x == y).count();
        Some(same_prefix + 1)
    };
    LineAgreement {
        reference_lines: a.split_inclusive('\n').count(),
        cufe_lines: b.split_inclusive('\n').count(),
        equal_lines: equal,
        first_difference,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identical_outputs_agree_fully() {
        let t = b"int a; \nint b; \n";
        let l = line_agreement(t, t);
        assert_eq!(l, LineAgreement { reference_lines: 2, cufe_lines: 2, equal_lines: 2, first_difference: None });
        assert_eq!(l.percent(), 100.0);
    }

    #[test]
    fn missing_and_changed_lines_are_counted() {
        let r = b"# 1 \"a.cu\"\nint a; \ntemplate< class T> struct X; \nint b; \nint c; \n";
        let c = b"# 1 \"a.cu\"\nint a; \nint b; \nint C; \n";
        let l = line_agreement(r, c);
        assert_eq!((l.reference_lines, l.cufe_lines, l.equal_lines), (5, 4, 3));
        assert_eq!(l.first_difference, Some(3));
        assert!((l.percent() - 60.0).abs() < 1e-9);
    }

    #[test]
    fn no_output_matches_nothing() {
        let l = line_agreement(b"int a; \n", b"");
        assert_eq!((l.equal_lines, l.first_difference), (0, Some(1)));
    }
}

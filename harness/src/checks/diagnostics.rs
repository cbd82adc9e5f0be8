//! Diagnostics check: stderr parsed into EDG records and compared record by record; SARIF output is
//! compared as data (`crate::sarif`: the reference's invalid JSON is read into the same shape). A difference shows the unified diff of the raw text.
use super::{text_diff, CheckInput, Checker, Verdict};
use crate::edg_diag;

pub struct Diagnostics;

impl Checker for Diagnostics {
    fn reads_outputs(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "diagnostics"
    }
    fn check(&self, i: &CheckInput) -> Verdict {
        // Measured `--timing` seconds differ between any two runs; their lines compare with numbers masked.
        let (r, c) = (
            &crate::normalize::mask_timing(&i.reference.stderr),
            &crate::normalize::mask_timing(&i.cufe.stderr),
        );
        let same = if edg_diag::is_sarif(r) || edg_diag::is_sarif(c) {
            crate::sarif::same(r, c)
        } else {
            // The records name what differs; the text itself must match too (users diff the text:
            // blank lines between notes, spacing and line order all count).
            edg_diag::parse(r) == edg_diag::parse(c) && r == c
        };
        if same {
            return Verdict::Agree;
        }
        let mut detail = first_record_difference(r, c);
        if detail.is_empty() && !edg_diag::is_sarif(r) {
            detail.push_str("same records, different text (layout: blank lines, spacing or stray lines)\n");
        }
        detail.push_str(&text_diff(r, c));
        Verdict::Differ(detail)
    }
}

/// Names the first differing record, to make the diff easier to read.
fn first_record_difference(r: &[u8], c: &[u8]) -> String {
    if edg_diag::is_sarif(r) || edg_diag::is_sarif(c) {
        return "SARIF results differ\n".into();
    }
    let (a, b) = (edg_diag::parse(r), edg_diag::parse(c));
    for k in 0..a.len().max(b.len()) {
        if a.get(k) != b.get(k) {
            let show = |x: Option<&edg_diag::Record>| {
                x.map(|r| serde_json::to_string(r).unwrap_or_default())
                    .unwrap_or_else(|| "(none)".into())
            };
            return format!(
                "first differing record #{}:\n  reference: {}\n  cufe:      {}\n",
                k + 1,
                show(a.get(k)),
                show(b.get(k))
            );
        }
    }
    String::new()
}

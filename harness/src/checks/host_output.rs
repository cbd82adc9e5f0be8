//! Host output check (`--gen_c_file_name`, the `.int.c`/`.cudafe1.cpp`): byte comparison, with a unified
//! diff for texts up to 64 KiB and sha256s beyond (or when only the hash was stored).
use super::{text_diff, CheckInput, Checker, Verdict};

pub const DIFF_LIMIT: usize = 64 * 1024;

pub struct HostOutput;

impl Checker for HostOutput {
    fn name(&self) -> &'static str {
        "host_output"
    }
    fn check(&self, i: &CheckInput) -> Verdict {
        let (r, c) = (i.reference, i.cufe);
        match (&r.host, &c.host) {
            (Some(a), Some(b)) if a == b => Verdict::Agree,
            (Some(a), Some(b)) if a.len() <= DIFF_LIMIT && b.len() <= DIFF_LIMIT => {
                Verdict::Differ(text_diff(a, b))
            }
            (None, None) if r.host_sha256.is_none() => Verdict::Agree,
            (None, _) if r.host_sha256.is_none() => {
                Verdict::Differ("the reference wrote no host output; cufe did".into())
            }
            (_, None) => Verdict::Differ("cufe wrote no host output; the reference did".into()),
            _ => {
                let (ha, hb) = (
                    r.host_hash().unwrap_or_default(),
                    c.host_hash().unwrap_or_default(),
                );
                if ha == hb {
                    Verdict::Agree
                } else {
                    let line = match (&r.host, &c.host) {
                        (Some(a), Some(b)) => {
                            let n = a
                                .iter()
                                .zip(b.iter())
                                .take_while(|(x, y)| x == y)
                                .filter(|(x, _)| **x == b'\n')
                                .count()
                                + 1;
                            format!(" (first difference at line {})", n)
                        }
                        _ => String::new(),
                    };
                    Verdict::Differ(format!(
                        "host output differs{}: reference sha256 {}, cufe sha256 {}",
                        line, ha, hb
                    ))
                }
            }
        }
    }
}

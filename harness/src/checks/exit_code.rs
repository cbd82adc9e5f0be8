//! Exit code check: the status a shell would see (an internal-error abort counts as 134).
use super::{CheckInput, Checker, Verdict};

pub struct ExitCode;

impl Checker for ExitCode {
    fn reads_outputs(&self) -> bool {
        false
    }

    fn name(&self) -> &'static str {
        "exit_code"
    }
    fn check(&self, i: &CheckInput) -> Verdict {
        let (r, c) = (
            i.reference.termination.shell_code(),
            i.cufe.termination.shell_code(),
        );
        if r == c {
            Verdict::Agree
        } else {
            Verdict::Differ(format!(
                "reference {}, cufe {}",
                i.reference.termination.describe(),
                i.cufe.termination.describe()
            ))
        }
    }
}

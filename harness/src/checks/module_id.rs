//! Module id check: the `--module_id_file_name` file, after normalising the PID fallback (see
//! `normalize`).
use super::{CheckInput, Checker, Verdict};

pub struct ModuleId;

impl Checker for ModuleId {
    fn name(&self) -> &'static str {
        "module_id"
    }
    fn check(&self, i: &CheckInput) -> Verdict {
        let show = |m: &Option<Vec<u8>>| {
            m.as_ref()
                .map(|b| format!("`{}`", crate::util::lossy(b).trim_end()))
                .unwrap_or_else(|| "(not written)".into())
        };
        if i.reference.module_id == i.cufe.module_id {
            Verdict::Agree
        } else {
            Verdict::Differ(format!(
                "reference {}, cufe {}",
                show(&i.reference.module_id),
                show(&i.cufe.module_id)
            ))
        }
    }
}

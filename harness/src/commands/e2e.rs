use crate::cli::{E2eArgs, Global};
pub fn e2e(_g: &Global, _a: &E2eArgs) -> anyhow::Result<i32> {
    anyhow::bail!("todo")
}

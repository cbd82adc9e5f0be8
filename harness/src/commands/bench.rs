use crate::cli::{BenchArgs, Global};
pub fn bench(_g: &Global, _a: &BenchArgs) -> anyhow::Result<i32> {
    anyhow::bail!("todo")
}

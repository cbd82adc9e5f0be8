//! One module per subcommand, plus the shared machinery that prepares a case and runs the front ends.
pub mod bisect;
pub mod bless;
pub mod check;
pub mod cuda_coverage;
pub mod bench;
pub mod e2e;
pub mod engine;
pub mod expected;
pub mod fuzz;
pub mod merge;
pub mod provision;
pub mod reduce;
pub mod report;
pub mod run;
pub mod survey;
pub mod survey_output;

use crate::cli::{Cli, Command, Global};
use anyhow::{bail, Context, Result};
use std::path::PathBuf;

pub fn dispatch(cli: &Cli) -> Result<i32> {
    match &cli.command {
        Command::Run(a) => run::run(&cli.global, a),
        Command::Bless(a) => bless::bless(&cli.global, a),
        Command::Provision => provision::provision(&cli.global),
        Command::Fuzz(a) => fuzz::fuzz(&cli.global, a),
        Command::Reduce(a) => reduce::reduce(&cli.global, a),
        Command::Check(a) => check::check(&cli.global, a),
        Command::Bisect(a) => bisect::bisect(&cli.global, a),
        Command::Report(a) => report::report(&cli.global, a),
        Command::Merge(a) => merge::merge(&cli.global, a),
        Command::Bench(a) => bench::bench(&cli.global, a),
        Command::Survey(a) => survey::survey(&cli.global, a),
        Command::E2e(a) => e2e::e2e(&cli.global, a),
        Command::CudaCoverage(a) => cuda_coverage::cuda_coverage(a),
    }
}

/// The paths to walk: the given ones, else `<workspace>/corpus`.
pub fn default_paths(paths: &[PathBuf]) -> Vec<PathBuf> {
    if paths.is_empty() {
        vec![crate::util::workspace_root().join("corpus")]
    } else {
        paths.to_vec()
    }
}

pub fn limits(g: &Global) -> Result<crate::exec::Limits> {
    if !(g.timeout > 0.0 && g.timeout.is_finite()) {
        bail!("--timeout must be a positive number of seconds");
    }
    Ok(crate::exec::Limits {
        timeout: std::time::Duration::from_secs_f64(g.timeout),
        mem_bytes: crate::exec::parse_size(&g.mem_limit).map_err(anyhow::Error::msg)?,
    })
}

/// The worker pool for `--jobs J` (default: one per core) and its size.
pub fn thread_pool(g: &Global) -> Result<(rayon::ThreadPool, usize)> {
    let jobs = g
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1))
        .max(1);
    Ok((rayon::ThreadPoolBuilder::new().num_threads(jobs).build()?, jobs))
}

/// The cufe binary: `--cufe`, else target/release/cufe, else target/debug/cufe (`--build` builds first).
pub fn cufe_binary(g: &Global) -> Result<PathBuf> {
    let root = crate::util::workspace_root();
    if g.build {
        let st =
            std::process::Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
                .args(["build", "--release", "-p", "cufe"])
                .current_dir(&root)
                .status()
                .context("running cargo build")?;
        if !st.success() {
            bail!("cargo build --release -p cufe failed");
        }
    }
    if let Some(p) = &g.cufe {
        if !p.is_file() {
            bail!("--cufe {}: no such file", p.display());
        }
        return Ok(std::fs::canonicalize(p).unwrap_or_else(|_| p.clone()));
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    for profile in ["release", "debug"] {
        let p = target.join(profile).join("cufe");
        if p.is_file() {
            return Ok(p);
        }
    }
    bail!("no cufe binary in {}/{{release,debug}}: build it (cargo build --release -p cufe), or pass --build or --cufe PATH", target.display())
}

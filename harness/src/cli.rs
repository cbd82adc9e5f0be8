//! Command line of `cufe-harness` (clap derive).
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(
    name = "cufe-harness",
    version,
    about = "Differential conformance harness: cufe against the real cudafe++ 13.0.88"
)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Args, Debug, Clone)]
pub struct Global {
    /// Cache folder (toolkit venv, reference results, dry runs) [env: CUFE_CACHE_DIR; default
    /// $XDG_CACHE_HOME/cufe or ~/.cache/cufe]
    #[arg(long, global = true)]
    pub cache_dir: Option<PathBuf>,
    /// Root of an existing CUDA 13.0.88 toolkit (folder holding bin/cudafe++) [env: CUFE_REFERENCE]
    #[arg(long, global = true)]
    pub reference: Option<PathBuf>,
    /// Do not use or install the reference: compare cufe against the stored expectations
    #[arg(long, global = true)]
    pub offline: bool,
    /// Fail instead of falling back to the stored expectations when the reference is unavailable
    #[arg(long, global = true, conflicts_with = "offline")]
    pub require_reference: bool,
    /// The cufe binary [default: target/release/cufe, then target/debug/cufe]
    #[arg(long, global = true)]
    pub cufe: Option<PathBuf>,
    /// Run `cargo build --release -p cufe` first
    #[arg(long, global = true)]
    pub build: bool,
    /// Per-process time limit in seconds
    #[arg(long, global = true, default_value_t = 60.0)]
    pub timeout: f64,
    /// Per-process address-space cap (e.g. 4G, 512M; 0 = none)
    #[arg(long, global = true, default_value = "4G")]
    pub mem_limit: String,
    /// Parallel jobs [default: number of CPUs]
    #[arg(long, short = 'j', global = true)]
    pub jobs: Option<usize>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the conformance checks and write reports/<run-name>/report.{json,md} (and reports/latest/)
    Run(RunArgs),
    /// Record the reference's behaviour as NAME.expected/ next to each case
    Bless(BlessArgs),
    /// Install (if missing) and validate the pinned reference toolkit
    Provision,
    /// Differential fuzz campaign over generated programs (findings go to reports/fuzz/)
    Fuzz(crate::commands::fuzz::FuzzArgs),
    /// Shrink a case while its mismatch with the reference persists
    Reduce(crate::commands::reduce::ReduceArgs),
    /// Judge one case: exit 0 good, 1 bad (mismatch), 125 skip (for `git bisect run`)
    Check(crate::commands::check::CheckArgs),
    /// Find the first commit where a case turned bad (cufe built in cached worktrees)
    Bisect(crate::commands::bisect::BisectArgs),
    /// Render report.html / report.md / junit.xml for a run folder
    Report(crate::commands::report::ReportArgs),
    /// Combine shard run folders (`run --shard K/N`) into one run
    Merge(crate::commands::merge::MergeArgs),
    /// Time and memory of cufe and the reference side by side on the same inputs
    Bench(BenchArgs),
    /// Coverage census: every construct cufe cannot analyse yet in the given TUs (cufe --cufe-gap-survey), ranked
    Survey(SurveyArgs),
    /// Build corpus .cu programs with nvcc, with and without cufe as its cudafe++, and compare the objects
    E2e(E2eArgs),
    /// Which CUDA diagnostics of cudafe++ lack an agreeing trigger or near-miss corpus case
    CudaCoverage(CudaCoverageArgs),
}

#[derive(Args, Debug)]
pub struct RunArgs {
    /// Cases or folders [default: corpus/ of the workspace]
    pub paths: Vec<PathBuf>,
    /// Exit non-zero when a check has this outcome (`crash` also covers timeout and memory)
    #[arg(long, value_enum, value_delimiter = ',')]
    pub fail_on: Vec<FailOn>,
    /// Name of the run folder under reports/ [default: run-<UTC time>]
    #[arg(long)]
    pub run_name: Option<String>,
    /// Continue an interrupted run (the one named by --run-name, else the last one started)
    #[arg(long)]
    pub resume: bool,
    /// Where reports go [default: <workspace>/reports]
    #[arg(long)]
    pub reports_dir: Option<PathBuf>,
    /// Run only shard K of N (0 <= K < N): the cases at positions K, K+N, … of the sorted case list
    #[arg(long)]
    pub shard: Option<String>,
    /// Opt-in expensive checks, added to the default ones: host-compile, objects, device (or all)
    #[arg(long, value_delimiter = ',')]
    pub checks: Vec<String>,
}

#[derive(Args, Debug)]
pub struct BlessArgs {
    /// Cases or folders [default: corpus/ of the workspace]
    pub paths: Vec<PathBuf>,
    /// With `device` (or all): also record cicc's device-side diagnostics of cases tagged device-side
    /// (NAME.expected/device_stderr.txt, device_exit_code)
    #[arg(long, value_delimiter = ',')]
    pub checks: Vec<String>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FailOn {
    Differ,
    Crash,
}

#[derive(Args, Debug)]
pub struct SurveyArgs {
    /// Preprocessed inputs (.ii), corpus cases or folders
    pub paths: Vec<PathBuf>,
    /// Add the built-in translation units (trivial kernel, <vector>, <iostream>/<map>, thrust, cub)
    #[arg(long)]
    pub prelude: bool,
    /// Rows of the ranked table to print (all are in the JSON)
    #[arg(long, default_value_t = 40)]
    pub top: usize,
    /// Where reports go [default: <workspace>/reports]; writes survey/latest.{json,md}
    /// (survey/output.{json,md} with --output)
    #[arg(long)]
    pub reports_dir: Option<PathBuf>,
    /// Host-output census instead: run cufe with --cufe-emit-survey (it prints past emission gaps), rank
    /// its gaps, and measure how many lines of the reference's host output cufe's output reproduces
    #[arg(long)]
    pub output: bool,
}

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Preprocessed inputs (.ii), corpus cases or folders
    pub paths: Vec<PathBuf>,
    /// Runs per front end and input (min/median reported)
    #[arg(long, default_value_t = 3)]
    pub repeat: usize,
    /// Add the built-in translation units of increasing size (trivial kernel … thrust, cub)
    #[arg(long)]
    pub prelude: bool,
    /// Where reports go [default: <workspace>/reports]; writes bench/latest.{json,md}
    #[arg(long)]
    pub reports_dir: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct E2eArgs {
    /// .cu cases or folders [default: corpus/ of the workspace]
    pub paths: Vec<PathBuf>,
    /// Where reports go [default: <workspace>/reports]; writes e2e/latest.{json,md}
    #[arg(long)]
    pub reports_dir: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct CudaCoverageArgs {
    /// Corpus cases or folders [default: corpus/ of the workspace]
    pub paths: Vec<PathBuf>,
    /// The verified table of CUDA diagnostics (emitted_by column) [default: the copy in frontend/data]
    #[arg(long)]
    pub table: Option<PathBuf>,
    /// Run report whose diagnostics outcomes say which cases agree [default: reports/latest/report.json]
    #[arg(long)]
    pub report: Option<PathBuf>,
    /// List every diagnostic, not only the ones missing something
    #[arg(long)]
    pub all: bool,
    /// Under each listed diagnostic, name its trigger and near-miss cases with their outcome
    #[arg(long)]
    pub cases: bool,
}

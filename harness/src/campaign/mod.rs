//! Campaign tools: the cores behind `cufe-harness fuzz | reduce | bisect | check | report`.
//!
//! Everything here is library code over the harness's own types (`model::SideOutput`, `exec`,
//! `provision`, `edg_diag`) and closures, so the command layer (cli/commands) needs no adapters:
//! - `gen`: structure-aware CUDA program model (`Arbitrary` + seeded `Program::generate`) and
//!   printers to `.cu` / hermetic bare `.ii`;
//! - `fuzz`: the generative differential loop (dedup by signature, reproducible by seed);
//! - `reduce`: deterministic test-case reducer driven by a byte predicate;
//! - `bisect`: first bad commit over cached worktree builds, `git bisect run` exit codes;
//! - `signature`: mismatch classification of two `model::SideOutput`s (diagnostics read with
//!   `edg_diag`), de-dup signatures, `Keep`;
//! - `history` / `html` / `summary`: the JSONL history, HTML report, Markdown and JUnit output;
//! - `reference`: running a front end on a bare `.ii` through `exec::run` (the reference binary
//!   comes from `provision::locate`).
//!
//! Command wiring (see each module for details):
//! - `fuzz --minutes N [--seed S]`: `fuzz::fuzz(&FuzzConfig::minutes(S, N), |prog, ii, extra| ...)`
//!   where the closure runs cufe and the reference (e.g. `reference::compare_bare`) and returns
//!   `Some((cufe_output, reference_output))`; write each `FuzzFinding.input` as a corpus case
//!   (`// cudafe-extra-args:` from `extra_args`) and append `report.history_findings()`.
//! - `reduce CASE [--keep KIND]`: `reduce::reduce(&bytes, predicate, Budget { .. })` with the
//!   predicate "re-run both, `Keep::parse(KIND)` (default: `Keep::Signature(original)`) matches
//!   `signature::classify(..)`" (`reference::interesting_bare` for bare `.ii`).
//! - `bisect --good G --bad B CASE`: `bisect::bisect(&BisectConfig::cufe(repo, cache), G, B,
//!   |cufe_bin| check_outcome(&keep, classify(..).as_ref(), judged))`.
//! - `check CASE`: `std::process::exit(bisect::exit_code(bisect::check_outcome(..)))`.
//! - `report`: `history::load`, `html::render_html`, `report::markdown::render`, `summary::render_junit`,
//!   `history::append(path, &summary.to_history())`.
pub mod bisect;
pub mod fuzz;
pub mod gen;
pub mod history;
pub mod html;
pub mod reduce;
pub mod reference;
pub mod rng;
pub mod signature;
pub mod summary;

//! Campaign tools: the cores behind `cufe-harness fuzz | reduce | bisect | check | report`.
//!
//! Everything here is library code over plain structs and closures, so the command layer
//! (cli/commands) only adapts its own types: program generation (`gen`), test-case reduction
//! (`reduce`), regression bisection (`bisect`), mismatch classification (`signature`), run history
//! (`history`) and report rendering (`html`, `summary`).
pub mod bisect;
pub mod fuzz;
pub mod gen;
pub mod history;
pub mod html;
pub mod json;
pub mod reduce;
pub mod reference;
pub mod rng;
pub mod signature;
pub mod summary;

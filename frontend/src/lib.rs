//! cufe — a reimplementation of NVIDIA's CUDA 13.0 front end (cudafe++, EDG 6.6).
//!
//! The modules follow the order data flows through the compiler (see docs/ARCHITECTURE.md):
//! `cli` (argv → [`cli::Options`]) → `source` (input bytes, line markers, source map) → `lex` (tokens,
//! pragmas) → `parse` (syntax + interleaved semantic analysis, IL) → `sema` (C++ rules) → `cuda` (CUDA rules)
//! → `emit` (host `.int.c`, module id, device side). `diag` is used by all of them; `driver` runs the stages.
pub mod cli;
pub mod cuda;
pub mod diag;
pub mod driver;
pub mod driver_device;
pub mod emit;
pub mod gaps;
pub mod lex;
pub mod lower;
pub mod parse;
pub mod sema;
pub mod small_alloc;
pub mod source;

//! cufe-harness: the differential conformance harness of the cufe project.
//!
//! It runs the real `cudafe++` 13.0.88 (the reference, provisioned into a cache on demand) and `cufe` on the
//! same preprocessed input with the same argv, and compares what they observably do: exit code, diagnostics,
//! host output and module id. Without a reference it compares cufe against the expectations stored in the
//! corpus (`NAME.expected/`, written by `cufe-harness bless`).
pub mod campaign;
pub mod checks;
pub mod cicc;
pub mod cli;
pub mod commands;
pub mod corpus;
pub mod edg_diag;
pub mod exec;
pub mod gxx;
pub mod model;
pub mod normalize;
pub mod nvcc;
pub mod ppcache;
pub mod provision;
pub mod refcache;
pub mod sarif;
pub mod report;
pub mod util;

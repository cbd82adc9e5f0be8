//! cufe-harness: runs corpora through cufe and the reference cudafe++ and compares them.
pub mod campaign;

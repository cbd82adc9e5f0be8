//! Tests of template lowering.

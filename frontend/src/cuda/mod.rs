//! CUDA rules (clang's SemaCUDA, EDG's nv_transforms): execution and memory spaces, cross-space calls,
//! `__global__` constraints, launch-configuration attributes, lambda rules. The parser and sema call in
//! at a few named hooks; no CUDA rule lives anywhere else. (Not built yet.)

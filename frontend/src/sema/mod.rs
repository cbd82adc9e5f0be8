//! C++ semantic analysis: the typed IL (types, entities, scopes) and the C++ rules over it — name lookup,
//! layout, constant evaluation, mangling, and how EDG prints types in diagnostics. The parser builds the IL
//! through these modules; `cuda/`, `emit/` and the device side read it. See `README.md` in this folder for
//! the IL invariants.
pub mod action;
mod return_local;
pub mod adl;
pub mod aggregate;
pub mod asm;
pub mod build_expr;
pub mod build_misc;
pub mod builder;
pub mod builtin_candidates;
pub mod builtins_fp;
pub mod cast;
pub mod const_default;
pub mod consteval;
pub mod conv;
pub mod conv_templates;
pub mod convfn;
pub mod ctor;
pub mod deduce;
pub mod deduce_defaults;
pub mod deduce_packs;
pub mod effects;
pub mod entities;
pub mod eval;
pub mod expr;
pub mod flow;
pub mod gnu_null;
pub mod hashtab;
pub mod init;
pub mod ids;
pub mod il;
pub mod layout;
pub mod long_double;
pub mod list_init_class;
pub mod member_call;
mod object_call;
pub mod mangle;
pub mod names;
pub mod noexcept;
pub mod operators;
pub mod overload;
pub mod partial_ordering;
pub mod printing;
pub mod scopes;
pub mod special;
pub mod specializations;
pub mod pack_match;
pub mod stmt;
pub mod subst;
pub mod target;
pub mod three_way;
pub mod traits_eval;
pub mod types;
pub mod value_packs;
#[cfg(test)]
mod expr_tests;

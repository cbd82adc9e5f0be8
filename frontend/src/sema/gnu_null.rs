//! GNU `__null` (what `NULL` expands to in C++ with g++'s headers).
//!
//! For cudafe++ 13.0.88 (probed) it is an integer constant of type `long` (LP64) with value 0:
//! `decltype(__null) *q = "x";` reports "entity of type "long *"", `f(__null)` picks `f(long)` over
//! `f(int)` and `f(int*)` without ambiguity, and it initialises `int *`, `int`, `char` and `bool`
//! silently. It is modelled as the literal `0L`, so it is a null pointer constant. Its spelling in the
//! host output depends on context (`(__null)`, `__null`, `0` in default arguments), so the output
//! printer refuses it (`lower/emit_items.rs` recognises the node by its source text).
use super::expr::{ExprKind, ValueCat};
use super::ids::ExprId;
use super::types::IntKind;
use super::action::Sema;
use crate::source::Span;

impl<'a> Sema<'a> {
    pub fn build_gnu_null(&mut self, span: Span) -> ExprId {
        let ty = self.il.types.int(IntKind::Long);
        self.add(ExprKind::IntLit(0), ty, ValueCat::PRValue, span, span.lo)
    }
}

//! Cross-space checks of the operator functions an operator expression calls (issue 5): `a + b`, `-a`,
//! `a[i]`, `a += b`, `a = b` whose overload resolution picks a `__device__` operator function.
//!
//! [verified probes lead-s8 p1/p2/p3 against cudafe++ 13.0] EDG checks the call when the operator
//! expression is built, with the caret at the operator token (`[` for a subscript), naming the callee
//! like any other (`C::operator +(C) const`, `operator +(    ::Cplx,     ::Cplx)`, the broken mangled
//! name `_ZN1CpLE1?` once an error has been reported).
//!
//! An implicit conversion through a `__device__` conversion function (`float f = t;`, `return t;`,
//! `x + t`) is checked when it is built, the caret at the converted operand (probes lead-s8 p3conv); the
//! broken mangled name after an error keeps the conversion type as `1?` (`_ZNK7Celsiuscv1?Ev`). Sema
//! records those calls (`Sema::conversions`); lowering takes them after each expression, statement
//! and local declaration.
//!
//! A function object called as `f(args)` (a class's `operator()`, not a closure's) is checked twice, both
//! times with the caret at the `(`; the second error names the callee by its broken mangled name, an
//! error having been reported (probes lead-s8 p4: `f(3)`, `F()(4)`, `(*pf)(5)`, a member `m(6)`, an HD
//! caller). `f.operator()(3)` is an ordinary member call (once, at the name).
use super::Lowerer;
use crate::sema::expr::ExprKind;
use crate::sema::ids::{EntityId, ExprId};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// `r` was built for an operator expression whose operator token is at `at`; `pending` = sema's
    /// diagnostics before it was built. None after a gap.
    pub(super) fn cuda_operator_result(&mut self, r: ExprId, at: u32, pending: usize) -> Option<ExprId> {
        // (Built-in operators build operator nodes: a call node is the operator function's call.)
        if matches!(self.sema.il.exprs.get(r).map(|n| n.kind), Some(ExprKind::Call { func, .. }) if func.is_some()) {
            self.cuda_after_call(r, at, pending)?;
        }
        Some(r)
    }

    /// A call whose callee expression (`callee`) is a named object, parameter or member: a function
    /// object's call is [`Lowerer::cuda_functor_call`]; any other (a closure, a pointer to function) is
    /// checked once at the name.
    pub(super) fn cuda_object_call(&mut self, call: ExprId, callee: Span, pending: usize) -> Option<()> {
        if self.functor_operator(call).is_some() {
            return self.cuda_functor_call(call, callee, pending);
        }
        self.cuda_after_call(call, callee.lo, pending)
    }

    /// `call` calls a class's `operator()` on an object (`callee` = the object expression's span):
    /// checked twice at the `(` (module doc). Any other call is left alone.
    pub(super) fn cuda_functor_call(&mut self, call: ExprId, callee: Span, pending: usize) -> Option<()> {
        if self.functor_operator(call).is_none() {
            return Some(());
        }
        let lparen = self.op_after(callee.hi, crate::lex::TokenKind::LParen)?;
        self.cuda_after_call(call, lparen, pending)?;
        let after = self.sema.diags.len();
        if after > pending {
            self.cuda_after_call(call, lparen, after)?;
        }
        Some(())
    }

    /// The `operator()` member of a class other than a closure type that `call` calls, if it does.
    fn functor_operator(&self, call: ExprId) -> Option<EntityId> {
        let il = &self.sema.il;
        let ExprKind::Call { func, .. } = il.exprs.get(call)?.kind else { return None };
        let f = il.entities.resolve(func);
        let e = il.entities.get(f)?;
        let closure = il.entities.get(e.parent)?.class()?.lambda;
        (!closure && il.names.resolve(e.name) == "operator()").then_some(f)
    }

    /// The conversion-function calls sema built since the last time (module doc): checked now, in the
    /// function they were built for. None after a gap.
    pub(super) fn cuda_conversions(&mut self) -> Option<()> {
        if self.sema.conversions.is_empty() {
            return Some(());
        }
        let built = std::mem::take(&mut self.sema.conversions);
        for (call, pending, f) in built {
            if f != self.sema.current_function {
                continue; // (built elsewhere: the safety net of that body, if any, judges it)
            }
            let at = self.sema.il.exprs.get(call).map(|n| n.span.lo).unwrap_or(0);
            self.cuda_after_call(call, at, pending)?;
        }
        Some(())
    }
}

//! Two default-on warnings about expressions whose value is (probably) misused (probes/x18, x19):
//!
//! - #174 `expression has no effect`: an expression statement without side effects (assignments,
//!   increments, calls, `new`/`delete`/`throw`, volatile reads count as effects), at its start; and the
//!   discarded left operand of every built-in comma, checked when the comma is built, in any context
//!   but a `decltype`/`__typeof__` operand (`x, y;` warns twice, `x, f();` once, `f(), y;` and
//!   `x = 1, y;` not at all, `int a = (x, y);` once, `(x, y), f();` at `x` and at the `(`); an
//!   overloaded `operator,` call is a call; `(void)x` is an explicit discard;
//! - #187 `use of "=" where "==" may have been intended`: a plain assignment of a constant used as a
//!   condition (`if`, `while`, `for`, `do`) or as the operand of `!`, `&&`, `||` — at the assignment's
//!   start, parentheses included (`if ((x = 1))` points at the inner `(`); `if (x = y)` and
//!   `bool b = (x = 1);` are silent.

use super::action::Sema;
use super::expr::{CastKind, ExprKind, ImplicitKind};
use super::ids::ExprId;
use crate::diag::id;

impl<'a> Sema<'a> {
    /// Whether evaluating `e` has a side effect (conservatively true for unknown/dependent forms).
    pub fn has_side_effects(&self, e: ExprId) -> bool {
        self.effects(e, 0)
    }

    fn effects(&self, e: ExprId, depth: u32) -> bool {
        if depth > 256 {
            return true;
        }
        let n = self.expr(e);
        match n.kind {
            // A classification builtin folded to a constant has no effect (EDG's #174 for
            // `__builtin_isnan(1.0);`, none for `__builtin_isinf(x);`).
            ExprKind::Builtin { which: super::expr::Builtin::FpTest(_), .. } => self.fp_test_value(e).is_none(),
            ExprKind::Assign(..)
            | ExprKind::Call { .. }
            | ExprKind::New { .. }
            | ExprKind::Delete { .. }
            | ExprKind::Throw(_)
            | ExprKind::Construct { .. }
            | ExprKind::Builtin { .. }
            | ExprKind::Dependent(_)
            | ExprKind::Error
            | ExprKind::Lambda(_) => true,
            ExprKind::Unary(op, a) => {
                use super::expr::UnaryOp::*;
                matches!(op, PreInc | PreDec | PostInc | PostDec) || self.effects(a, depth + 1)
            }
            ExprKind::Implicit(ImplicitKind::LvalueToRvalue, a) => {
                self.il.types.quals(self.expr(a).ty).is_volatile() || self.effects(a, depth + 1)
            }
            ExprKind::Cast(CastKind::CStyle | CastKind::Static | CastKind::Functional, _) if self.il.types.is_void(n.ty) => true,
            ExprKind::SizeofExpr(_) | ExprKind::Trait { .. } => false,
            other => other.children(&self.il.exprs).into_iter().any(|c| self.effects(c, depth + 1)),
        }
    }

    /// #174 for an expression statement (see the module doc).
    pub(crate) fn warn_no_effect(&mut self, e: ExprId) {
        let n = self.expr(e);
        if n.is_dependent() || self.is_error(e) {
            return;
        }
        if !self.has_side_effects(e) {
            self.warning(id::EXPR_HAS_NO_EFFECT, n.span.lo);
        }
    }

    /// #174 for the discarded left operand `l` of a built-in comma (see the module doc).
    pub(crate) fn warn_discarded_operand(&mut self, l: ExprId) {
        if self.quiet_no_effect > 0 || self.is_error(l) || self.expr(l).is_dependent() || self.has_side_effects(l) {
            return;
        }
        let at = self.expr(l).span.lo;
        self.warning(id::EXPR_HAS_NO_EFFECT, at);
    }

    /// #187 for a condition or logical operand `e` (before its conversion to `bool`).
    pub(crate) fn warn_assign_as_condition(&mut self, e: ExprId) {
        let n = self.expr(e);
        if let ExprKind::Assign(None, _, r) = n.kind {
            if self.eval_int(r).is_some() {
                self.warning(id::ASSIGN_WHERE_COMPARE_MEANT, n.span.lo);
            }
        }
    }
}

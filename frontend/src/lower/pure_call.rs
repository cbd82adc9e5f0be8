//! Calls of pure virtual functions (#662 "call of pure virtual function", a warning).
//!
//! What the reference diagnoses (probes in corpus/stdlib2-s10/pure_call*.cu): a virtual call made through
//! the object under construction or destruction, written `f()` (implicit `this`) or `this->f()`, directly in
//! the body or initialisers of a constructor or destructor, where the function the name selects is pure.
//! Not diagnosed: a qualified name (`B::f()`, `this->B::f()`: not a virtual call), `(*this).f()`, a call
//! through a reference or pointer, one inside a lambda in the constructor, and any call in another member
//! or a free function (an ordinary virtual call). Constructors and destructors of templates and of their
//! instantiations showed no warning in one probe; they stay a gap until more is known.

use super::Lowerer;
use crate::diag::id;
use crate::parse::ast::{self, ExprKind as AK};
use crate::sema::entities::{FnRole, FunctionData};
use crate::sema::ids::EntityId;

impl<'a> Lowerer<'a> {
    /// After lowering call `callee(...)` that selected `func`: reports #662 at the `(` when the reference
    /// does. Returns None after a gap.
    pub(super) fn pure_virtual_call(&mut self, callee: ast::ExprId, func: EntityId) -> Option<()> {
        let ents = &self.sema.il.entities;
        if !ents.get(func).and_then(|e| e.function()).is_some_and(|fd| fd.has(FunctionData::PURE)) {
            return Some(());
        }
        let in_ctor_dtor = ents.get(self.sema.current_function).and_then(|e| e.function()).is_some_and(|fd| matches!(fd.role, FnRole::Constructor | FnRole::Destructor));
        if !in_ctor_dtor || !self.lambdas.is_empty() || self.this_ctx.is_none() {
            return Some(());
        }
        let ast = self.ast;
        let c = ast.expr(callee);
        let unqualified = |n: &ast::Name| n.segs.len() == 1 && !n.global;
        let through_this = match &c.kind {
            AK::Name(n) => unqualified(n),
            AK::Member { base, arrow: true, name } => matches!(ast.expr(*base).kind, AK::This) && unqualified(name),
            _ => false,
        };
        if !through_this {
            return Some(());
        }
        if self.sema.in_template || !self.inst.active.is_empty() {
            self.gap("lower: call of a pure virtual function in a constructor or destructor of a template", c.span.lo);
            return None;
        }
        let lparen = self.op_after(c.span.hi, crate::lex::TokenKind::LParen)?;
        self.sema.warning(id::CALL_OF_PURE_VIRTUAL, lparen);
        Some(())
    }
}

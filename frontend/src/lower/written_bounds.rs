//! Array bounds other than a literal. The reference prints a bound as written (`__shared__ float
//! cache[N];`, `int a[N * 2];`, `int b[(M) + 1];` — its folded constant keeps the original expression)
//! [verified: corpus/emitmisc-s11/array_bound_written_ok], while the IL's array type has only the value.
//! `array_bound` (decl.rs) keeps each such bound of user code while the declarator is lowered; the
//! variable or data member declared takes them (`Il::array_bound_exprs`, one per array level) when its
//! declarator is nothing but array levels and this is its first declaration. Any other bound is left
//! over at the end of the top-level declaration and the host output is unsupported there, as before.
use super::Lowerer;
use crate::parse::ast::{Declarator, DeclaratorOp};
use crate::sema::ids::EntityId;

const GAP: &str = "emit: array bound other than a literal (the reference prints it as written)";

impl<'a> Lowerer<'a> {
    /// Gives `e`, just declared by `d`, the written bounds of `d`.
    pub(crate) fn attach_written_bounds(&mut self, e: EntityId, d: &Declarator) {
        let first = self.sema.il.entities.get(e).map(|x| x.span.lo) == d.name.as_ref().map(|n| n.span.lo);
        if !first {
            // A redeclaration prints its own bounds: one written otherwise than the first is not kept.
            if self.sema.il.array_bound_exprs.contains_key(&e) {
                let at = d.name.as_ref().map(|n| n.span.lo).unwrap_or(0);
                self.output_gap(GAP, at);
            }
            return;
        }
        if self.written_bounds.is_empty() || !d.ops.iter().all(|o| matches!(o, DeclaratorOp::Array(Some(_)))) {
            return;
        }
        let mut list = Vec::with_capacity(d.ops.len());
        let mut taken = Vec::new();
        for op in &d.ops {
            let DeclaratorOp::Array(Some(b)) = op else { return };
            let lo = self.ast.expr(*b).span.lo;
            match self.written_bounds.iter().position(|x| x.0 == lo) {
                Some(i) => {
                    list.push(Some(self.written_bounds[i].1));
                    taken.push(i);
                }
                None => list.push(None),
            }
        }
        if taken.is_empty() {
            return;
        }
        taken.sort_unstable();
        for i in taken.into_iter().rev() {
            self.written_bounds.remove(i);
        }
        self.sema.il.array_bound_exprs.insert(e, list);
    }

    /// The end of a top-level declaration: bounds no entity took leave the host output unsupported.
    pub(crate) fn unattached_bounds(&mut self) {
        for (at, _) in std::mem::take(&mut self.written_bounds) {
            self.output_gap(GAP, at);
        }
    }
}

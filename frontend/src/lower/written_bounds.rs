//! Array bounds as written. The reference prints a bound as written (`__shared__ float cache[N];`,
//! `int a[N * 2];`, `int b[(M) + 1];` — its folded constant keeps the original expression; a literal
//! by its value with its type's suffix, `int a[16U];` for `16u`) [verified:
//! corpus/emitmisc-s11/array_bound_written_ok, corpus/hostemit2-s16/bounds_written_ok], in system
//! headers too (`unsigned long __val[(1024) / ((8) * sizeof(unsigned long))];`, glibc's __sigset_t),
//! while the IL's array type has only the value. `array_bound` (decl.rs) keeps each bound while the
//! declarator is lowered; the variable, typedef or data member declared takes them
//! (`Il::array_bound_exprs`, one per array level, outermost first) when its declarator is array levels
//! and pointer/reference operators (no function type, no bound left out) and this is its first
//! declaration. Any other bound is left over at the end of the top-level declaration and the host
//! output is unsupported there, unless it is a plain `int` literal, which prints as the type's value.
use super::Lowerer;
use crate::parse::ast::{Declarator, DeclaratorOp};
use crate::sema::ids::EntityId;

const GAP: &str = "emit: array bound other than a literal (the reference prints it as written)";

/// Whether the written bounds of `d` can be handed to the entity it declares: the type printer meets
/// its array levels in the declarator's order (outermost first) [`crate::emit::host::types`].
fn takes_bounds(d: &Declarator) -> bool {
    d.ops.iter().any(|o| matches!(o, DeclaratorOp::Array(Some(_))))
        && d.ops.iter().all(|o| matches!(o, DeclaratorOp::Array(Some(_)) | DeclaratorOp::Pointer(_) | DeclaratorOp::Reference { .. } | DeclaratorOp::MemberPointer(..)))
}

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
        if self.written_bounds.is_empty() || !takes_bounds(d) {
            return;
        }
        let mut list = Vec::with_capacity(d.ops.len());
        let mut taken = Vec::new();
        let mut written = false;
        for op in &d.ops {
            let DeclaratorOp::Array(b) = op else { continue };
            let Some(b) = b else { return };
            let lo = self.ast.expr(*b).span.lo;
            match self.written_bounds.iter().position(|x| x.0 == lo) {
                Some(i) => {
                    list.push(Some(self.written_bounds[i].1));
                    written |= !self.written_bounds[i].2;
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
        // Plain `int` literals print alike from the type: only a list with another bound is kept.
        if written {
            self.sema.il.array_bound_exprs.insert(e, list);
        }
    }

    /// The end of a top-level declaration: bounds no entity took leave the host output unsupported
    /// (but for plain `int` literals, which the type prints alike).
    pub(crate) fn unattached_bounds(&mut self) {
        for (at, _, plain) in std::mem::take(&mut self.written_bounds) {
            if !plain {
                self.output_gap(GAP, at);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::takes_bounds;
    use crate::parse::ast::{Cv, Declarator, DeclaratorOp, ExprId};

    fn decl(ops: Vec<DeclaratorOp>) -> Declarator {
        Declarator { ops, ..Declarator::default() }
    }

    #[test]
    fn bounds_go_with_array_and_pointer_declarators_only() {
        let b = || DeclaratorOp::Array(Some(ExprId(0)));
        assert!(takes_bounds(&decl(vec![b()])));
        assert!(takes_bounds(&decl(vec![b(), DeclaratorOp::Pointer(Cv::default())])));
        assert!(!takes_bounds(&decl(vec![DeclaratorOp::Pointer(Cv::default())])));
        assert!(!takes_bounds(&decl(vec![b(), DeclaratorOp::Array(None)])));
        assert!(!takes_bounds(&decl(vec![DeclaratorOp::Function(Box::default()), b()])));
    }
}

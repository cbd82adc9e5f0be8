//! The copy a by-copy capture makes of a class object (or of each element of an array of class type):
//! the closure member is copy-initialised from the captured lvalue, so a deleted copy constructor is
//! #1776 at the capture (`function "N::N(const N &)" (declared implicitly) cannot be referenced -- it
//! is a deleted function`, probed on cudafe++ 13.0.88: corpus/cuda17-s17/capture_copy_deleted, also
//! for implicit `[=]` captures at the first use, and after an extended lambda's 3593-3599 rules).
//! Any other ill-formed copy (no viable or an ambiguous constructor, an inaccessible one) is a gap:
//! its wording at a capture is not probed.
use super::Lowerer;
use crate::diag::id;
use crate::sema::ids::{EntityId, TypeId};
use crate::source::{Offset, Span};

impl<'a> Lowerer<'a> {
    /// Checks the copy made by a by-copy capture of a variable of type `ty` at `at`; `ctx` is the
    /// function access is judged from. None after a gap.
    pub(crate) fn capture_copy_check(&mut self, ty: TypeId, by_ref: bool, ctx: EntityId, at: Offset) -> Option<()> {
        if by_ref {
            return Some(());
        }
        let tt = &self.sema.il.types;
        let mut elem = tt.non_reference(tt.canonical(ty));
        for _ in 0..64 {
            match tt.ckind(tt.unqualified(elem)) {
                crate::sema::types::TypeKind::Array(e, _) => elem = e,
                _ => break,
            }
        }
        let u = tt.unqualified(elem);
        let Some(class) = tt.class_entity(u) else { return Some(()) };
        if tt.is_dependent(u) || !self.sema.il.entities.get(class).and_then(|e| e.class()).is_some_and(|c| c.complete) {
            return Some(());
        }
        if self.sema.constructors(class).is_empty() {
            // A closure (or a class whose implicit members sema did not declare): copyable as far as known.
            return Some(());
        }
        let span = Span::new(at, at);
        let (lo, mark) = (self.sema.il.exprs.len(), self.sema.diags.len());
        let from = self.sema.il.types.lref(elem);
        let x = self.declval(from, span);
        let r = self.sema.build_construct(u, &[x], span, at);
        let hi = self.sema.il.exprs.len();
        self.cuda_unevaluated_range(lo, hi);
        if self.stopped || self.check_sema_gaps() {
            self.sema.diags.truncate(mark);
            return None;
        }
        let new: Vec<_> = self.sema.diags[mark..].iter().map(|d| d.id).collect();
        if new.is_empty() && !self.sema.is_error(r) {
            return match self.access_allowed(lo, hi, ctx) {
                Ok(true) => Some(()),
                Ok(false) => {
                    self.gap("lower: by-copy capture through an inaccessible constructor (diagnostic not modelled)", at);
                    None
                }
                Err(g) => {
                    self.gap(g, at);
                    None
                }
            };
        }
        self.mark_access_checked(lo, hi);
        if new == [id::DELETED_FUNCTION] {
            return Some(());
        }
        self.sema.diags.truncate(mark);
        self.gap("lower: by-copy capture whose copy is ill-formed (diagnostic not modelled)", at);
        None
    }
}

//! Array bounds that are zero or negative.
//!
//! - Zero (`int a[0]`, GNU zero-length arrays, common as trailing members `char data[0];`): accepted
//!   silently in GNU mode (corpus cpp/valid_gnu_extensions); the CUDA rules then see a zero-sized type
//!   (3669 for parameters, cuda/global.rs). Outside GNU mode EDG's diagnostic is not modelled: a gap.
//!   A variable of zero size with a memory space (20211 "zero-sized variable … is not allowed in device
//!   code") is not checked: a gap (`attrs.rs` via [`Lowerer::zero_sized_variable_gap`]).
//! - Negative: error #94 "the size of an array must be greater than zero" at the bound expression
//!   (corpus lower/array_bound_not_positive); the declaration goes on with an error type, so nothing
//!   more is said about it.
use super::Lowerer;
use crate::diag::id;

/// What to do with a bound.
pub(crate) enum BoundCheck {
    Ok,
    /// Error #94 reported: the declared type becomes the error type.
    Erroneous,
}

impl<'a> Lowerer<'a> {
    /// Checks a zero or negative bound (`negative`: the value is negative; otherwise zero) at `at`.
    /// None after a gap.
    pub(crate) fn nonpositive_bound(&mut self, negative: bool, at: u32) -> Option<BoundCheck> {
        if negative {
            self.sema.error(id::ARRAY_SIZE_MUST_BE_POSITIVE, at);
            return Some(BoundCheck::Erroneous);
        }
        if self.lex_cfg.gnu_version == 0 {
            self.gap("lower: zero, negative or huge array bound", at);
            return None;
        }
        Some(BoundCheck::Ok)
    }

    /// A variable with a memory space whose type has size zero: 20211 is not modelled (true after the gap).
    pub(crate) fn zero_sized_variable_gap(&mut self, v: crate::sema::ids::EntityId, at: u32) -> bool {
        let il = &self.sema.il;
        let Some(ty) = il.entities.get(v).map(|e| e.ty) else { return false };
        if il.types.is_dependent(ty) || il.types.is_error(ty) {
            return false;
        }
        match crate::sema::layout::size_align(il, ty) {
            Ok(sa) if sa.size != 0 => false,
            // Unknown bound (`extern __shared__ float dyn[];`) or incomplete: not a zero-sized object.
            Err(_) => false,
            Ok(_) => {
                self.gap("lower: zero-sized variable with a memory space (20211)", at);
                true
            }
        }
    }
}

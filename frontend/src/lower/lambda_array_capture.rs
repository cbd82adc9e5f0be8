//! The element-class rules of an extended lambda's capture of an array variable (3598 / 20141 "… element
//! type is not default constructible on the host", 3599 / 20142 "… not assignable on the host") and the
//! order of these rules.
//!
//! Probed on cudafe++ 13.0.88 (corpus/cuda17-s17/lambda_array_*): the two rules are the type traits
//! `__is_constructible(E)` and `__is_assignable(E&, E)` over the cv-unqualified element class `E` —
//! overload resolution with no regard to execution spaces (a `__device__`-only default constructor or
//! assignment passes), an ambiguous, deleted or inaccessible member fails, `operator=(E&)` fails (the
//! right operand is an rvalue) and `operator=(E&&)` passes; access is judged from the function enclosing
//! the lambda (its friends pass), for explicit and implicit captures alike. Both rules run for a by-reference
//! capture too (after 3593), not for a variable of reference-to-array type, and before the element copy
//! of a by-copy capture (#1776 for a deleted copy constructor comes after them: lambda_capture_copy.rs).
use super::Lowerer;
use crate::sema::ids::{EntityId, TypeId};
use crate::source::{Offset, Span};

/// What the element class of a captured array fails.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub(crate) struct ElemRules {
    pub not_default_constructible: bool,
    pub not_assignable: bool,
}

impl<'a> Lowerer<'a> {
    /// The rules for a captured variable of type `ty` whose innermost element type `elem` is a class.
    /// `ctx` is the function access is judged from. None after a gap.
    pub(crate) fn array_capture_elem_rules(&mut self, ty: TypeId, elem: TypeId, ctx: EntityId, at: Offset) -> Option<ElemRules> {
        let mut out = ElemRules::default();
        let span = Span::new(at, at);
        let tt = &self.sema.il.types;
        let e = tt.unqualified(tt.canonical(elem));
        if !tt.is_reference(ty) {
            out.not_default_constructible = !self.trait_holds(ctx, at, |s| s.construct_for_trait(e, &[], span))?;
            let (l, r) = (self.sema.il.types.lref(e), e);
            out.not_assignable = !self.trait_holds(ctx, at, |s| s.assign_for_trait(l, r, span))?;
        }
        Some(out)
    }

    /// Whether the expression `build` makes quietly (a trait's operand) is well-formed and every member
    /// it uses accessible from `ctx`. None after a gap.
    fn trait_holds(&mut self, ctx: EntityId, at: Offset, build: impl FnOnce(&mut Self) -> Result<Option<crate::sema::ids::ExprId>, ()>) -> Option<bool> {
        let lo = self.sema.il.exprs.len();
        let r = build(self);
        let hi = self.sema.il.exprs.len();
        self.cuda_unevaluated_range(lo, hi);
        let Ok(r) = r else { return None };
        if r.is_none() {
            self.mark_access_checked(lo, hi);
            return Some(false);
        }
        match self.access_allowed(lo, hi, ctx) {
            Ok(ok) => Some(ok),
            Err(g) => {
                self.gap(g, at);
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::diag::id;

    /// The diagnostics (template, line) and gaps with `--extended-lambda`.
    fn run(src: &str) -> (Vec<(&'static str, u32)>, Vec<String>) {
        let o = super::super::tests::run_with(src, Some(crate::cuda::CudaOptions { extended_lambda: true, ..Default::default() }));
        (o.diags, o.gaps)
    }

    const D: &str = "__attribute__((device))";

    #[test]
    fn element_without_default_constructor() {
        let (d, g) = run(&format!("struct N {{ N(int); int v; }};\nvoid f() {{ N a[2] = {{1, 2}}; auto l = [a] {D} () {{ return a[0].v; }}; (void)l; }}"));
        assert!(g.is_empty(), "{g:?}");
        assert_eq!(d, vec![(id::EXTENDED_LAMBDA_ARRAY_CAPTURE_DEFAULT_CONSTRUCTIBLE.template(), 2)]);
    }

    #[test]
    fn defaulted_argument_constructor_is_fine_ambiguous_is_not() {
        let (d, g) = run(&format!("struct N {{ N(int = 0); int v; }};\nvoid f() {{ N a[2] = {{1, 2}}; auto l = [a] {D} () {{ return a[0].v; }}; (void)l; }}"));
        assert!(g.is_empty(), "{g:?}");
        assert!(d.is_empty(), "{d:?}");
        let (d, g) = run(&format!("struct N {{ N(int = 0); N(double = 0); int v; }};\nvoid f() {{ N a[2] = {{1, 2}}; auto l = [a] {D} () {{ return a[0].v; }}; (void)l; }}"));
        assert!(g.is_empty(), "{g:?}");
        assert_eq!(d, vec![(id::EXTENDED_LAMBDA_ARRAY_CAPTURE_DEFAULT_CONSTRUCTIBLE.template(), 2)]);
    }

    #[test]
    fn assignment_from_an_lvalue_only_is_not_assignable() {
        let (d, g) = run(&format!("struct N {{ N(); N &operator=(N &); int v; }};\nvoid f() {{ N a[2]; auto l = [a] {D} () {{ return a[0].v; }}; (void)l; }}"));
        assert!(g.is_empty(), "{g:?}");
        assert_eq!(d, vec![(id::EXTENDED_LAMBDA_ARRAY_CAPTURE_ASSIGNABLE.template(), 2)]);
    }

    #[test]
    fn reference_to_array_and_const_elements_pass() {
        let (d, g) = run(&format!("struct N {{ N(int); int v; }};\nvoid f(N (&b)[2]) {{ auto l = [b] {D} () {{ return b[0].v; }}; (void)l; }}"));
        assert!(g.is_empty(), "{g:?}");
        assert!(d.is_empty(), "{d:?}");
        let (d, g) = run(&format!("struct N {{ N(); int v; }};\nvoid f() {{ const N a[2]; auto l = [a] {D} () {{ return a[0].v; }}; (void)l; }}"));
        assert!(g.is_empty(), "{g:?}");
        assert!(d.is_empty(), "{d:?}");
    }

    #[test]
    fn access_from_the_enclosing_function() {
        let (d, g) = run(&format!("class N {{ N(); friend void f(); public: N(int); int v; }};\nvoid f() {{ N a[2] = {{1, 2}}; auto l = [=] {D} () {{ return a[0].v; }}; (void)l; }}\nvoid h() {{ N a[2] = {{1, 2}}; auto l = [a] {D} () {{ return a[0].v; }}; (void)l; }}"));
        assert!(g.is_empty(), "{g:?}");
        assert_eq!(d, vec![(id::EXTENDED_LAMBDA_ARRAY_CAPTURE_DEFAULT_CONSTRUCTIBLE.template(), 3)]);
    }

    #[test]
    fn deleted_element_copy_after_the_rules() {
        let (d, g) = run(&format!("struct M {{ M(); M(M &&); int v; }};\nvoid g() {{ M a[2]; auto l = [a] {D} () {{ return a[0].v; }}; (void)l; }}"));
        assert!(g.is_empty(), "{g:?}");
        assert_eq!(d, vec![(id::EXTENDED_LAMBDA_ARRAY_CAPTURE_ASSIGNABLE.template(), 2), (id::DELETED_FUNCTION.template(), 2)]);
    }
}

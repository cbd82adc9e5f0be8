//! Calls of GCC's type-generic floating-point builtins (what `<cmath>` calls).
//!
//! - `__builtin_isnan`/`isinf`/`isfinite`/`isnormal`/`signbit`: typed by sema (`sema/builtins_fp.rs`).
//! - `__builtin_fpclassify(a, b, c, d, e, x)`: EDG checks the shape itself — not six arguments is #1879,
//!   a last argument that is not of real floating type is #1880, both at the `(` — and then calls an
//!   implicitly declared non-constexpr `int(int, int, int, int, int, ...)`: the first five arguments get
//!   the ordinary argument conversions (probed: `(int*)0` there is "argument of type "int *" is
//!   incompatible with parameter of type "int""; `2.0` is accepted), and a constant expression
//!   rejects the call ("cannot call non-constexpr function").
//! - `__builtin_isgreater` and the other comparisons accept any arguments (probed: none, one, three,
//!   integers, pointers, class objects) and give a non-constexpr `int`: they are `int(...)` functions of
//!   the fixed table (`builtins.rs`).
use super::Lowerer;
use crate::diag::id;
use crate::parse::ast;
use crate::sema::builtins_fp::FpTest;
use crate::sema::ids::ExprId;
use crate::sema::types::{IntKind, TypeKind};
use crate::source::Span;

/// Whether `name` is one of the builtins this file builds.
pub(crate) fn is_fp_builtin(name: &str) -> bool {
    name == "__builtin_fpclassify" || FpTest::from_name(name).is_some()
}

impl<'a> Lowerer<'a> {
    /// A call `name(args)` of one of the builtins of [`is_fp_builtin`]; None after a gap.
    pub(crate) fn fp_builtin_call(&mut self, name: &str, n: &ast::Name, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        let Some(lparen) = self.lparen_after(n.span.hi) else {
            self.gap("lower: builtin function cufe does not model", n.span.lo);
            return None;
        };
        let xs = self.exprs(args)?;
        if let Some(which) = FpTest::from_name(name) {
            return Some(self.sema.build_fp_test(which, &xs, span, lparen));
        }
        if xs.iter().any(|&a| self.sema.is_error(a)) {
            return Some(self.sema.error_expr(span));
        }
        if xs.len() != 6 {
            self.sema.error(id::INVALID_BUILTIN_FPCLASSIFY_ARGS, lparen);
            return Some(self.sema.error_expr(span));
        }
        if xs.iter().any(|&a| self.sema.expr(a).flags & crate::sema::expr::Expr::TYPE_DEPENDENT != 0) {
            return Some(self.sema.build_dependent(&xs, span, span.lo));
        }
        let last = self.sema.ty_of(xs[5]);
        let last = self.sema.il.types.unqualified(last);
        let last = self.sema.il.types.non_reference(last);
        let last = self.sema.il.types.unqualified(last);
        if !matches!(self.sema.il.types.ckind(last), TypeKind::Float(_)) {
            self.sema.error(id::BAD_FINAL_BUILTIN_FPCLASSIFY_ARG, lparen);
            return Some(self.sema.error_expr(span));
        }
        let f = self.implicit_fpclassify(n);
        let pending = self.sema.diags.len();
        let call = self.build_call_mixed(&[f], n.span, &xs, span, span.hi.saturating_sub(1))?;
        self.cuda_after_call(call, n.span.lo, pending)?;
        Some(call)
    }

    /// EDG's implicit `int __builtin_fpclassify(int, int, int, int, int, ...)`, declared in the global
    /// scope on first use.
    fn implicit_fpclassify(&mut self, n: &ast::Name) -> crate::sema::ids::EntityId {
        let int = self.sema.il.types.int(IntKind::Int);
        self.implicit_builtin(n, int, &[int; 5], true)
    }

    /// The offset of the `(` that follows `at` (after white space), where EDG's builtin diagnostics
    /// point; None when something else comes first.
    fn lparen_after(&self, at: u32) -> Option<u32> {
        let text = self.map.text();
        let mut i = at as usize;
        while i < text.len() && text[i].is_ascii_whitespace() {
            i += 1;
        }
        (text.get(i) == Some(&b'(')).then_some(i as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::is_fp_builtin;

    #[test]
    fn names() {
        assert!(is_fp_builtin("__builtin_isnan"));
        assert!(is_fp_builtin("__builtin_signbit"));
        assert!(is_fp_builtin("__builtin_fpclassify"));
        assert!(!is_fp_builtin("__builtin_isgreater"));
        assert!(!is_fp_builtin("__builtin_isnanf"));
    }
}

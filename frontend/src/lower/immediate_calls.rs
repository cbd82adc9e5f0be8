//! C++20 immediate invocations: a call of a `consteval` function outside an immediate function context
//! (the body of another consteval function) must be a constant expression. When it is not, EDG gives
//! #2933 `call to consteval function "sq" did not produce a valid constant expression` at the call's
//! `(`, with the note of what stopped the evaluation (#2689 for a non-constant variable or parameter,
//! probed in corpus/cxx20s18-s18); the call then is an error expression, so an enclosing constexpr
//! variable gets no second #28 (probed: `constexpr int e = sq(g);` reports only #2933).
use super::Lowerer;
use crate::diag::{id, Diagnostic, Severity, Where};
use crate::lex::TokenKind;
use crate::sema::entities::FunctionData;
use crate::sema::ids::ExprId;

impl<'a> Lowerer<'a> {
    /// Checks `call` (just built for the call expression whose callee ends at `callee_end`) when it
    /// calls a consteval function; returns the expression to use (an error expression after #2933).
    /// None after a gap.
    pub(crate) fn immediate_invocation(&mut self, call: ExprId, callee_end: u32) -> Option<ExprId> {
        let crate::sema::expr::ExprKind::Call { func, .. } = self.sema.expr(call).kind else { return Some(call) };
        let consteval = |l: &Self, f| l.sema.il.entities.get(f).and_then(|e| e.function()).map(|fd| fd.has(FunctionData::CONSTEVAL)).unwrap_or(false);
        if !consteval(self, func) || self.sema.expr(call).is_dependent() {
            return Some(call);
        }
        // In the body of a consteval function (an immediate function context) the call is not an
        // immediate invocation; unevaluated operands are not evaluated.
        if consteval(self, self.sema.current_function) || self.unevaluated > 0 {
            return Some(call);
        }
        let at = callee_end;
        if self.tmpl.user.body.is_some() || !self.lambdas.is_empty() || self.cif.instantiating > 0 {
            self.gap("lower: consteval call in a template body or lambda (unprobed)", at);
            return None;
        }
        let Err(f) = crate::sema::eval::evaluate_in(&self.sema.il, call, true) else { return Some(call) };
        let note = match self.sema.not_constant_note(f) {
            Ok(Some(n)) => n,
            Ok(None) => return Some(call),
            Err(_) => {
                self.gap("lower: consteval call not shown constant", at);
                return None;
            }
        };
        // The caret goes at the `(` after the callee.
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < callee_end);
        let Some(lparen) = toks.get(i).filter(|t| t.kind == TokenKind::LParen).map(|t| t.span.lo) else {
            self.gap("lower: consteval call without a parenthesis after its callee", at);
            return None;
        };
        let d = Diagnostic::new(Severity::Error, id::CONSTEVAL_CALL_NONCONSTANT, Where::At(lparen)).arg(self.sema.fn_arg(func)).note(note);
        self.sema.diags.push(d);
        Some(self.sema.error_expr(self.sema.expr(call).span))
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{lower_text, lower_text_cxx20};
    use crate::diag::id;

    fn cxx20(src: &str) -> super::super::tests::Lowered {
        lower_text_cxx20(format!("# 1 \"t.cu\"\n{}\n", src))
    }

    #[test]
    fn constant_consteval_calls_are_clean() {
        let o = cxx20("consteval int sq(int x) { return x * x; }\nconstexpr int n = sq(4);\nint a[sq(3)];\nconsteval int cube(int x) { return sq(x) * x; }\nint u() { return sq(2) + cube(n); }");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert!(o.diags.is_empty(), "{:?}", o.diags);
    }

    #[test]
    fn non_constant_argument_is_2933_at_the_paren() {
        // Probed: the error at `(`, only one error for a constexpr variable's initialiser.
        let o = cxx20("consteval int sq(int x) { return x * x; }\nint f(int v) { return sq(v); }\nint g;\nconstexpr int e = sq(g);");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags, vec![(id::CONSTEVAL_CALL_NONCONSTANT, 2, 25), (id::CONSTEVAL_CALL_NONCONSTANT, 4, 21)]);
    }

    #[test]
    fn constexpr_initialiser_notes() {
        let o = lower_text("# 1 \"t.cu\"\nint g;\nint rv();\nconstexpr int a = 1 + g;\nconstexpr int c = 2 * rv();\nconst int k = g;\nconstexpr int m = k;\nstatic_assert(a == 1, \"\");\n".to_string());
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        // The later use of `a` is silent (probed).
        assert_eq!(o.diags, vec![(id::EXPR_NOT_CONSTANT, 3, 19), (id::EXPR_NOT_CONSTANT, 4, 19), (id::EXPR_NOT_CONSTANT, 6, 19)]);
    }

    #[test]
    fn consteval_combined_with_constexpr_is_a_gap() {
        let o = cxx20("consteval constexpr int f() { return 1; }");
        assert_eq!(o.gaps, vec!["lower: constexpr, consteval or constinit combined".to_string()]);
    }

    #[test]
    fn constinit_needs_a_constant() {
        let o = cxx20("int gg = 2;\nconstinit int ci = gg;\nconstinit int ck = 4;");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags, vec![(id::EXPR_NOT_CONSTANT, 2, 20)]);
    }
}

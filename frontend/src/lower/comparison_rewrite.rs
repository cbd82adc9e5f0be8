//! C++20 rewritten comparison candidates ([over.match.oper]/3.4, [over.match.oper]/8): `x != y` may be
//! evaluated as `!(x == y)` or `!(y == x)`, and `x == y` as `y == x`, through an `operator==` — libstdc++'s
//! `<compare>` declares no `operator!=` for the comparison categories and relies on this.
//!
//! What is modelled: only the case where ordinary resolution finds no viable candidate (it would report
//! an error). The rewritten forms are then tried quietly; exactly one that resolves without a diagnostic
//! is the result. Two that resolve (ranking between a rewritten and a reversed candidate) or none while
//! an `operator==` exists (EDG's notes then list the rewritten candidates: unprobed) are gaps. When
//! ordinary resolution succeeds its choice stands (a better rewritten candidate is not looked for: the
//! behaviour before this module). Relational operators rewritten through `operator<=>` are not modelled
//! (`<=>` itself: sema/three_way.rs). The host printer's spelling of a rewritten call is unprobed: the
//! host output of such a TU is an output-only gap.
use super::Lowerer;
use crate::lex::TokenKind;
use crate::sema::action::RewriteProbe;
use crate::sema::expr::{BinaryOp, UnaryOp};
use crate::sema::ids::ExprId;
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// `lx tok rx` in C++20 when an operand has class type and `tok` is `==` or `!=` (None: not
    /// applicable, the caller builds the expression as usual; Some(None) after a gap).
    pub(crate) fn cpp20_comparison(&mut self, tok: TokenKind, lx: ExprId, rx: ExprId, span: Span, pos: u32) -> Option<Option<ExprId>> {
        if !self.lex_cfg.cpp_at_least(crate::cli::Lang::Cpp20) || !matches!(tok, TokenKind::EqEq | TokenKind::Ne) {
            return None;
        }
        let tt = &self.sema.il.types;
        let class_operand = [lx, rx].iter().any(|&x| tt.class_entity(tt.unqualified(tt.non_reference(self.sema.ty_of(x)))).is_some());
        if !class_operand || self.sema.is_error(lx) || self.sema.is_error(rx) {
            return None;
        }
        let op = if tok == TokenKind::EqEq { BinaryOp::Eq } else { BinaryOp::Ne };
        // Ordinary resolution first, quietly.
        let mark = self.sema.diags.len();
        self.sema.rewrite_probe = RewriteProbe::Probing;
        let x = self.sema.build_binary(op, lx, rx, span, pos);
        // A placeholder stands for a no-match diagnostic cufe cannot write: it is never reported.
        let placeholder = self.sema.rewrite_probe == RewriteProbe::Placeholder;
        self.sema.rewrite_probe = RewriteProbe::Off;
        if self.sema.diags.len() == mark && !self.sema.is_error(x) {
            return Some(Some(x));
        }
        // An error node without a diagnostic: a gap was noted. Another diagnostic than "no operator
        // matches" (ambiguity, a deleted function): ranking against rewritten candidates is not modelled.
        let no_match = self.sema.diags.len() == mark + 1 && self.sema.diags[mark].id == crate::diag::id::NO_MATCHING_OPERATOR_FUNCTION;
        if placeholder && !no_match {
            self.sema.diags.truncate(mark);
            self.gap("sema: no viable operator (notes unprobed)", pos);
            return Some(None);
        }
        if self.sema.diags.len() == mark || !no_match {
            if self.sema.diags.len() > mark && self.has_rewrite_targets(lx, rx) {
                self.sema.diags.truncate(mark);
                self.gap("sema: C++20 rewritten comparison candidates (diagnostics unprobed)", pos);
                return Some(None);
            }
            return Some(Some(x));
        }
        let ordinary: Vec<crate::diag::Diagnostic> = self.sema.diags.drain(mark..).collect();
        let rewrite_targets = self.has_rewrite_targets(lx, rx);
        if !rewrite_targets {
            // No `operator==` to rewrite to: the ordinary diagnostic stands (its notes are unprobed when
            // an operand has conversion functions).
            if placeholder || [lx, rx].iter().any(|&o| self.sema.has_conversion_functions(self.sema.ty_of(o))) {
                self.gap("sema: no-match notes with conversion functions (unprobed)", pos);
                return Some(None);
            }
            self.sema.diags.extend(ordinary);
            return Some(Some(x));
        }
        // The rewritten forms: `x == y` (for `!=`) and the reversed `y == x`.
        let forms: &[(ExprId, ExprId)] = if op == BinaryOp::Ne { &[(lx, rx), (rx, lx)] } else { &[(rx, lx)] };
        let mut ok = Vec::new();
        for &(a, b) in forms {
            let m = self.sema.diags.len();
            // (A form with no viable candidate is simply not a candidate: no notes are needed.)
            self.sema.rewrite_probe = RewriteProbe::Probing;
            let e = self.sema.build_binary(BinaryOp::Eq, a, b, span, pos);
            self.sema.rewrite_probe = RewriteProbe::Off;
            let clean = self.sema.diags.len() == m && !self.sema.is_error(e);
            self.sema.diags.truncate(m);
            if clean {
                ok.push(e);
            }
        }
        // A gap noted while trying a form (sema notes gaps without stopping): the outcome is unknown.
        if self.check_sema_gaps() {
            return Some(None);
        }
        // Operands of one type and value category: the reversed form `y == x` resolves like `x == y`
        // with identical conversions, and loses the tie to the non-reversed one ([over.match.best]/2.8).
        if ok.len() == 2 && op == BinaryOp::Ne && self.mirror_operands(lx, rx) {
            ok.truncate(1);
        }
        match ok.as_slice() {
            [e] => {
                // Only the host file's spelling is unknown: lowering goes on (the diagnostics stay exact).
                self.output_gap("emit: C++20 rewritten comparison (spelling unprobed)", pos);
                let e = *e;
                Some(Some(if op == BinaryOp::Ne { self.sema.build_unary(UnaryOp::Not, e, span, pos) } else { e }))
            }
            [] => {
                self.gap("sema: C++20 rewritten comparison candidates (diagnostics unprobed)", pos);
                Some(None)
            }
            _ => {
                self.gap("sema: C++20 rewritten and reversed comparison candidates both viable (ranking)", pos);
                Some(None)
            }
        }
    }

    fn mirror_operands(&self, lx: ExprId, rx: ExprId) -> bool {
        let (a, b) = (self.sema.expr(lx), self.sema.expr(rx));
        a.cat == b.cat && self.sema.il.types.same(a.ty, b.ty)
    }

    /// Whether an `operator==` is visible for the operands in either order (a rewritten candidate).
    fn has_rewrite_targets(&self, lx: ExprId, rx: ExprId) -> bool {
        self.sema.has_operator_candidates("==", &[lx, rx]) || self.sema.has_operator_candidates("==", &[rx, lx])
    }
}

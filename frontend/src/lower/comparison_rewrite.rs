//! C++20 rewritten comparison candidates ([over.match.oper]/3.4, [over.match.oper]/8): `x != y` may be
//! evaluated as `!(x == y)` or `!(y == x)`, and `x == y` as `y == x`, through an `operator==` — libstdc++'s
//! `<compare>` declares no `operator!=` for the comparison categories and relies on this. A relational
//! `x @ y` (`<`, `<=`, `>`, `>=`) may be evaluated as `(x <=> y) @ 0` or the reversed `0 @ (y <=> x)`
//! through an `operator<=>`.
//!
//! What is modelled: only the case where ordinary resolution finds no viable candidate (it would report
//! an error). The rewritten forms are then tried quietly; exactly one that resolves without a diagnostic
//! is the result. Two that resolve (ranking between a rewritten and a reversed candidate) or none while
//! a rewrite target exists (EDG's notes then list the rewritten candidates: unprobed) are gaps. When
//! ordinary resolution succeeds its choice stands (a better rewritten candidate is not looked for: the
//! behaviour before this module). The result node is marked [`Expr::REWRITTEN`] (and
//! [`Expr::REVERSED`]): the host output writes the comparison as written, `(a != b)`, `((0) == b)`,
//! `((1) < d)` (lower/emit_rewritten.rs) [verified: corpus/cxx20cmp-s16].
use super::Lowerer;
use crate::lex::TokenKind;
use crate::sema::action::RewriteProbe;
use crate::sema::expr::{BinaryOp, Expr, UnaryOp};
use crate::sema::ids::ExprId;
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// `lx tok rx` in C++20 when an operand has class type and `tok` is `==` or `!=` (None: not
    /// applicable, the caller builds the expression as usual; Some(None) after a gap).
    pub(crate) fn cpp20_comparison(&mut self, tok: TokenKind, lx: ExprId, rx: ExprId, span: Span, pos: u32) -> Option<Option<ExprId>> {
        let op = match tok {
            TokenKind::EqEq => BinaryOp::Eq,
            TokenKind::Ne => BinaryOp::Ne,
            TokenKind::Lt => BinaryOp::Lt,
            TokenKind::Le => BinaryOp::Le,
            TokenKind::Gt => BinaryOp::Gt,
            TokenKind::Ge => BinaryOp::Ge,
            _ => return None,
        };
        if !self.lex_cfg.cpp_at_least(crate::cli::Lang::Cpp20) {
            return None;
        }
        let relational = !matches!(op, BinaryOp::Eq | BinaryOp::Ne);
        let tt = &self.sema.il.types;
        let class_operand = [lx, rx].iter().any(|&x| tt.class_entity(tt.unqualified(tt.non_reference(self.sema.ty_of(x)))).is_some());
        if !class_operand || self.sema.is_error(lx) || self.sema.is_error(rx) {
            return None;
        }
        // Ordinary resolution first, quietly (a relational operator as lowering builds it otherwise).
        let mark = self.sema.diags.len();
        self.sema.rewrite_probe = RewriteProbe::Probing;
        let x = if relational { self.retry_instantiating(pos, |l| l.sema.build_binary(op, lx, rx, span, pos)) } else { self.sema.build_binary(op, lx, rx, span, pos) };
        // A placeholder stands for a no-match diagnostic cufe cannot write: it is never reported.
        let placeholder = self.sema.rewrite_probe == RewriteProbe::Placeholder;
        self.sema.rewrite_probe = RewriteProbe::Off;
        if self.sema.diags.len() == mark && !self.sema.is_error(x) {
            if relational {
                return Some(self.cuda_operator_result(x, pos, mark));
            }
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
            if self.sema.diags.len() > mark && self.has_rewrite_targets(relational, lx, rx) {
                self.sema.diags.truncate(mark);
                self.gap("sema: C++20 rewritten comparison candidates (diagnostics unprobed)", pos);
                return Some(None);
            }
            return Some(Some(x));
        }
        let ordinary: Vec<crate::diag::Diagnostic> = self.sema.diags.drain(mark..).collect();
        let rewrite_targets = self.has_rewrite_targets(relational, lx, rx);
        if !rewrite_targets {
            // No `operator==` to rewrite to: the ordinary diagnostic stands (its notes are unprobed when
            // an operand has conversion functions).
            if placeholder || [lx, rx].iter().any(|&o| self.sema.has_conversion_functions(self.sema.ty_of(o))) {
                self.gap("sema: no-match notes with conversion functions (unprobed)", pos);
                return Some(None);
            }
            // For `!=` and the relational operators EDG's no-match error goes on with the notes of the
            // rewritten forms' built-in candidates (`built-in operator==(<promoted arithmetic>, …)`,
            // `built-in operator<=>(…)`) [probed: corpus/cxx20cmp-s16/rewritten_ne_error]: not modelled.
            if op != BinaryOp::Eq {
                self.gap("sema: C++20 no-match notes of the rewritten built-in candidates", pos);
                return Some(None);
            }
            self.sema.diags.extend(ordinary);
            return Some(Some(x));
        }
        // The rewritten forms: `x == y` (for `!=`) and the reversed `y == x`; `(x <=> y) @ 0` and the
        // reversed `0 @ (y <=> x)` (relational).
        let forms: &[(ExprId, ExprId, bool)] = if op == BinaryOp::Eq { &[(rx, lx, true)] } else { &[(lx, rx, false), (rx, lx, true)] };
        let mut ok: Vec<(ExprId, bool, Vec<ExprId>)> = Vec::new();
        for &(a, b, reversed) in forms {
            let m = self.sema.diags.len();
            // (A form with no viable candidate is simply not a candidate: no notes are needed.)
            self.sema.rewrite_probe = RewriteProbe::Probing;
            let (e, calls) = if relational { self.three_way_form(op, a, b, reversed, span, pos) } else { (self.sema.build_binary(BinaryOp::Eq, a, b, span, pos), Vec::new()) };
            self.sema.rewrite_probe = RewriteProbe::Off;
            let clean = self.sema.diags.len() == m && !self.sema.is_error(e);
            self.sema.diags.truncate(m);
            if clean {
                let calls = if relational { calls } else { vec![e] };
                ok.push((e, reversed, calls));
            }
        }
        // A gap noted while trying a form (sema notes gaps without stopping): the outcome is unknown.
        if self.check_sema_gaps() {
            return Some(None);
        }
        // Operands of one type and value category: the reversed form resolves like the non-reversed one
        // with identical conversions, and loses the tie to it ([over.match.best]/2.8).
        if ok.len() == 2 && self.mirror_operands(lx, rx) {
            ok.truncate(1);
        }
        match ok.as_slice() {
            [(e, reversed, calls)] => {
                let (e, reversed, calls) = (*e, *reversed, calls.clone());
                // The cross-space checks of the operator functions called (their diagnostics for a
                // rewritten comparison are unprobed).
                let m = self.sema.diags.len();
                for c in calls {
                    if self.cuda_operator_result(c, pos, m).is_none() {
                        return Some(None);
                    }
                }
                if self.sema.diags.len() != m {
                    self.sema.diags.truncate(m);
                    self.gap("lower: cross-space call in a C++20 rewritten comparison (unprobed)", pos);
                    return Some(None);
                }
                let r = if op == BinaryOp::Ne { self.sema.build_unary(UnaryOp::Not, e, span, pos) } else { e };
                self.sema.mark(r, Expr::REWRITTEN | if reversed { Expr::REVERSED } else { 0 });
                Some(Some(r))
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

    /// The relational form `(a <=> b) @ 0`, or `0 @ (a <=> b)` when `reversed` (`a`, `b`: the operands
    /// already swapped), with the operator calls it makes.
    fn three_way_form(&mut self, op: BinaryOp, a: ExprId, b: ExprId, reversed: bool, span: Span, pos: u32) -> (ExprId, Vec<ExprId>) {
        let c = self.sema.resolve_operator("<=>", &[a, b], span, pos);
        if self.sema.is_error(c) {
            return (c, Vec::new());
        }
        let zero = self.sema.build_int_literal(0, crate::sema::build_expr::IntSuffix::default(), true, Span { lo: pos, hi: pos });
        let e = if reversed { self.sema.build_binary(op, zero, c, span, pos) } else { self.sema.build_binary(op, c, zero, span, pos) };
        (e, vec![c, e])
    }

    fn mirror_operands(&self, lx: ExprId, rx: ExprId) -> bool {
        let (a, b) = (self.sema.expr(lx), self.sema.expr(rx));
        a.cat == b.cat && self.sema.il.types.same(a.ty, b.ty)
    }

    /// Whether an `operator==` (relational: `operator<=>`) is visible for the operands in either order
    /// (a rewritten candidate).
    fn has_rewrite_targets(&self, relational: bool, lx: ExprId, rx: ExprId) -> bool {
        let name = if relational { "<=>" } else { "==" };
        self.sema.has_operator_candidates(name, &[lx, rx]) || self.sema.has_operator_candidates(name, &[rx, lx])
    }
}

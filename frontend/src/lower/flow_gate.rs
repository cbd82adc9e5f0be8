//! When the "used before set" analysis (#549) of a function body can be trusted after errors.
//!
//! An erroneous expression drops its operands from the IL, so the analysis no longer sees them while
//! EDG's still does (probed: `*p + x` with `x` undefined reports #549 for `p`). Errors of declarations
//! that build no erroneous expression — the memory-space checks of a local (`__shared__ int x;` in a
//! host body: 3483) — leave the IL whole, and the analysis runs as usual (corpus cuda/mem_local_in_host).
use super::Lowerer;

impl<'a> Lowerer<'a> {
    /// Whether errors reported since `errors_before` (declaration-only errors counted from
    /// `decl_before`, expression nodes built from `expr_start` on) may have hidden operands from the
    /// flow analysis.
    pub(crate) fn errors_may_hide_operands(&self, errors_before: usize, decl_before: usize, expr_start: usize) -> bool {
        let new_errors = self.count_errors().saturating_sub(errors_before);
        if new_errors == 0 {
            return false;
        }
        if new_errors <= self.decl_only_errors.saturating_sub(decl_before) {
            return false;
        }
        self.dropped_operands_matter(expr_start)
    }

    /// Whether an operand dropped by an erroneous expression (a node built from `expr_start` on that
    /// has no parent and lies inside an error node's span) names an automatic scalar local declared
    /// without initialiser in a way the analysis could count: anywhere but as a whole dropped operand
    /// (`x` of an erroneous `x = s`, never converted, so not a read), or a variable also named
    /// elsewhere in the body (EDG may count the dropped use as a set).
    fn dropped_operands_matter(&self, expr_start: usize) -> bool {
        use crate::sema::expr::ExprKind;
        use crate::sema::ids::ExprId;
        let exprs = &self.sema.il.exprs;
        let end = exprs.len();
        if end <= expr_start {
            return false;
        }
        let n = end - expr_start;
        let mut has_parent = vec![false; n];
        let mut errors = Vec::new();
        for i in expr_start..end {
            let e = ExprId::from_len(i);
            let node = exprs.node(e);
            if self.sema.is_error(e) {
                errors.push(node.span);
            }
            for c in node.kind.children(exprs) {
                if c.index() >= expr_start && c.index() < end {
                    has_parent[c.index() - expr_start] = true;
                }
            }
        }
        // Dropped subtrees: parentless nodes inside an error node's span (not the error node itself).
        let mut dropped = vec![false; n];
        let mut stack = Vec::new();
        for i in 0..n {
            let e = ExprId::from_len(expr_start + i);
            let sp = exprs.node(e).span;
            if has_parent[i] || self.sema.is_error(e) || !errors.iter().any(|s| s.lo <= sp.lo && sp.hi <= s.hi) {
                continue;
            }
            stack.push(e);
            let mut budget = n;
            while let Some(x) = stack.pop() {
                let k = x.index();
                if k < expr_start || k >= end || dropped[k - expr_start] || budget == 0 {
                    continue;
                }
                budget -= 1;
                dropped[k - expr_start] = true;
                stack.extend(exprs.node(x).kind.children(exprs));
            }
        }
        let tracked = |v: crate::sema::ids::EntityId| match self.sema.il.entities.get(v).map(|ent| (&ent.data, ent.ty)) {
            Some((crate::sema::entities::Payload::Variable(d), ty)) => {
                d.is_automatic_local() && d.init.is_none() && self.sema.il.types.is_scalar(ty)
            }
            _ => false,
        };
        for i in 0..n {
            if !dropped[i] {
                continue;
            }
            let ExprKind::DeclRef(v) = exprs.node(ExprId::from_len(expr_start + i)).kind else { continue };
            if !tracked(v) {
                continue;
            }
            if has_parent[i] {
                return true;
            }
            let named_elsewhere = (0..n).any(|j| j != i && matches!(exprs.node(ExprId::from_len(expr_start + j)).kind, ExprKind::DeclRef(w) if w == v));
            if named_elsewhere {
                return true;
            }
        }
        false
    }
}

//! Flow analysis of a function body for the default-on warnings: reachability (does the end of the body
//! fall off? which loops are unreachable?) and "used before its value is set" (#549).
//!
//! Rules matched on probes/x5 (cudafe++ 13.0.88):
//! - after `return`/`break`/`continue`/`goto`/`throw`/a `[[noreturn]]` call, or a loop whose condition is
//!   absent or a non-zero constant and that has no `break`, the following statements are unreachable until
//!   a label, `case` or `default`; the first unreachable statement warns #128 if it is a loop;
//! - `do { return 1; } while (x);` does not complete; `switch` without `default` completes;
//! - #549: an automatic scalar variable declared without initialiser and read (lvalue-to-rvalue, `++`,
//!   compound assignment) before any textually earlier set: `int k; k++;`, `int k; return x ? k : 0;`,
//!   `int k; if (x) { use(k); }` warn; any earlier set counts whatever the path (`if (x) k = 1; else
//!   use(k);` and `if (x) k = 1; return k;` are silent); reads inside loops are never reported (a set
//!   anywhere in the loop counts as before it); taking the address or binding a reference counts as a set. Labels and `goto` stop the analysis (all variables count as set).
//!   In template definitions (`Sema::in_template`) the operand of `return` is not checked (probes/x16).

use super::action::Sema;
use super::entities::{Payload, VariableData};
use super::expr::{ExprKind, ImplicitKind, UnaryOp};
use super::ids::{EntityId, ExprId, StmtId};
use super::stmt::StmtKind;
use crate::source::Offset;

pub struct Flow<'s, 'a> {
    s: &'s Sema<'a>,
    pub unreachable_loops: Vec<Offset>,
    pub used_before_set: Vec<(EntityId, Offset)>,
    /// Variables not yet set on any path.
    unset: Vec<EntityId>,
    /// Per enclosing breakable statement: whether a `break` targets it.
    breaks: Vec<bool>,
    /// Nesting of loops: reads inside a loop are not reported (probes/x17).
    loops: u32,
    depth: u32,
    /// Whether a call of a `[[noreturn]]` function ends the flow: it does for the #940 warning, not for
    /// the `return 0;` EDG appends to `main` (`die(); return 0;` [probed with ref-cudafe 13.0.88; no corpus case yet]).
    noreturn_ends: bool,
}

const MAX_DEPTH: u32 = 256;

impl<'s, 'a> Flow<'s, 'a> {
    pub fn new(s: &'s Sema<'a>) -> Self {
        Flow { s, unreachable_loops: Vec::new(), used_before_set: Vec::new(), unset: Vec::new(), breaks: Vec::new(), loops: 0, depth: 0, noreturn_ends: true }
    }

    /// The reachability EDG uses to decide whether `main` gets its `return 0;`: as for the warnings, except
    /// that a `[[noreturn]]` call does not end the flow (a `throw` and an endless loop do).
    pub fn ignoring_noreturn(s: &'s Sema<'a>) -> Self {
        Flow { noreturn_ends: false, ..Flow::new(s) }
    }

    /// Analyses `st` entered with reachability `live`; returns whether control can continue after it.
    pub fn stmt(&mut self, st: StmtId, live: bool) -> bool {
        let Some(node) = self.s.il.stmts.get(st).copied() else { return live };
        if self.depth > MAX_DEPTH {
            return true;
        }
        self.depth += 1;
        let r = self.stmt_inner(node.kind, live);
        self.depth -= 1;
        r
    }

    fn stmt_inner(&mut self, kind: StmtKind, live: bool) -> bool {
        match kind {
            StmtKind::Null => live,
            StmtKind::Expr(e) => {
                self.expr(e, true);
                live && !self.ends_flow(e)
            }
            StmtKind::Decl(v) => {
                let init = match self.s.il.entities.get(v).map(|x| x.data) {
                    Some(Payload::Variable(d)) => Some(d),
                    _ => None,
                };
                if let Some(d) = init {
                    if d.init.is_some() {
                        self.expr(d.init, true);
                        return live && !self.ends_flow(d.init);
                    }
                    if self.trackable(v, &d) {
                        self.unset.push(v);
                    }
                }
                live
            }
            StmtKind::Compound(l) => {
                let items = self.s.il.stmts.list(l).to_vec();
                let mut cur = live;
                let mut reported = !live; // only the first statement after live code is examined
                for it in items {
                    let k = self.s.il.stmts.get(it).map(|x| x.kind);
                    if matches!(k, Some(StmtKind::Label { .. } | StmtKind::Case { .. } | StmtKind::Default(_))) {
                        cur = true;
                        reported = false;
                    } else if !cur && self.find(it, &|k| matches!(k, StmtKind::Label { .. }), true, 0) {
                        // A `goto` can enter it (`goto M; for (…) { M: ; }` warns nothing, probed).
                        cur = true;
                        reported = false;
                    } else if !cur && !reported {
                        reported = true;
                        if matches!(k, Some(StmtKind::While { .. } | StmtKind::DoWhile { .. } | StmtKind::For { .. })) {
                            if let Some(sp) = self.s.il.stmts.get(it).map(|x| x.span) {
                                self.unreachable_loops.push(sp.lo);
                            }
                        }
                    }
                    cur = self.stmt(it, cur);
                }
                cur
            }
            StmtKind::If { init, cond, then, els, constexpr_ } => {
                let live = if init.is_some() { self.stmt(init, live) } else { live };
                self.expr(cond, true);
                let known = if constexpr_ { self.s.eval_int(cond).map(|v| !v.is_zero()) } else { None };
                // Sets are not path-sensitive: a set in the then-branch counts for the else-branch too
                // (probes/x17: `if (x) k = 1; else use(k);` is silent).
                // A discarded branch is still walked for its sets and uses (#549 in it, a set in it
                // counts: probe c3), but its end does not make the code after reachable.
                let t = match known {
                    Some(false) => {
                        self.stmt(then, live);
                        false
                    }
                    _ => self.stmt(then, live),
                };
                let e = match (known, els.is_some()) {
                    (Some(true), true) => {
                        self.stmt(els, live);
                        false
                    }
                    (Some(true), false) => false,
                    (_, true) => self.stmt(els, live),
                    (_, false) => live,
                };
                t || e
            }
            StmtKind::While { cond, body } => {
                self.forget_assigned_in(&[body], &[cond]);
                self.loops += 1;
                self.expr(cond, true);
                self.loops -= 1;
                let forever = self.s.eval_int(cond).map(|v| !v.is_zero()).unwrap_or(false);
                let broke = self.breakable(body, live);
                live && (!forever || broke)
            }
            StmtKind::DoWhile { body, cond } => {
                self.forget_assigned_in(&[body], &[cond]);
                self.breaks.push(false);
                self.loops += 1;
                let body_done = self.stmt(body, live);
                let broke = self.breaks.pop().unwrap_or(false);
                // `continue` also reaches the condition; treat a body with continue as completing.
                let cont = self.has_continue(body);
                self.expr(cond, true);
                self.loops -= 1;
                let forever = self.s.eval_int(cond).map(|v| !v.is_zero()).unwrap_or(false);
                ((body_done || cont) && !forever) || broke
            }
            StmtKind::For { init, cond, inc, body } => {
                let live = if init.is_some() { self.stmt(init, live) } else { live };
                self.forget_assigned_in(&[body], &[cond, inc]);
                self.loops += 1;
                if cond.is_some() {
                    self.expr(cond, true);
                }
                self.loops -= 1;
                let forever = cond.is_none() || self.s.eval_int(cond).map(|v| !v.is_zero()).unwrap_or(false);
                let broke = self.breakable(body, live);
                if inc.is_some() {
                    self.loops += 1;
                    self.expr(inc, true);
                    self.loops -= 1;
                }
                live && (!forever || broke)
            }
            StmtKind::Switch { init, cond, body } => {
                let live = if init.is_some() { self.stmt(init, live) } else { live };
                self.expr(cond, true);
                self.forget_assigned_in(&[body], &[]);
                let has_default = self.has_default(body);
                self.breaks.push(false);
                let done = self.stmt(body, false);
                let broke = self.breaks.pop().unwrap_or(false);
                live && (!has_default || done || broke)
            }
            StmtKind::Case { body, .. } | StmtKind::Default(body) => self.stmt(body, true),
            StmtKind::Break => {
                if let Some(b) = self.breaks.last_mut() {
                    *b |= live;
                }
                false
            }
            StmtKind::Continue => false,
            StmtKind::Return(e) => {
                // In a template definition EDG keeps `return e;` unconverted until instantiation, so a
                // read there is not checked (probes/x16: `return k;` is silent, `int j = k;` warns).
                if e.is_some() && !self.s.in_template {
                    self.expr(e, true);
                }
                false
            }
            StmtKind::Goto(_) => {
                self.unset.clear();
                false
            }
            StmtKind::Label { body, .. } => {
                self.unset.clear();
                self.stmt(body, true)
            }
            StmtKind::Try { body, handlers } => {
                let mut any = self.stmt(body, live);
                self.unset.clear();
                for h in self.s.il.stmts.list(handlers).to_vec() {
                    any |= self.stmt(h, live);
                }
                any
            }
            StmtKind::Catch { body, .. } => self.stmt(body, live),
            StmtKind::Asm { outputs, inputs, read_write } => {
                // Inputs and `"+…"` outputs are read first, then the outputs are set.
                let (outs, ins) = (self.s.il.exprs.list(outputs).to_vec(), self.s.il.exprs.list(inputs).to_vec());
                for &i in &ins {
                    self.expr(i, true);
                }
                for (k, &o) in outs.iter().enumerate() {
                    if k < 64 && read_write & (1 << k) != 0 {
                        self.walk(o, Use::Read, 0);
                    }
                }
                for &o in &outs {
                    self.expr(o, true);
                }
                live
            }
        }
    }

    fn breakable(&mut self, body: StmtId, live: bool) -> bool {
        self.breaks.push(false);
        self.loops += 1;
        let _ = self.stmt(body, live);
        self.loops -= 1;
        self.breaks.pop().unwrap_or(false)
    }

    fn ends_flow(&self, e: ExprId) -> bool {
        matches!(self.s.expr(e).kind, ExprKind::Throw(_)) || (self.noreturn_ends && self.s.is_noreturn_call(e))
    }

    /// Automatic, non-static local scalar variables without a memory space only.
    fn trackable(&self, v: EntityId, d: &VariableData) -> bool {
        let Some(ent) = self.s.il.entities.get(v) else { return false };
        // `__shared__` (and other memory-space) locals are static storage (corpus misc/static_locals_ok).
        d.is_automatic_local() && ent.mem.is_empty() && self.s.il.types.is_scalar(ent.ty)
    }

    /// Walks an expression; `read` = its value is used (an lvalue-to-rvalue conversion applies above).
    fn expr(&mut self, e: ExprId, _full: bool) {
        self.walk(e, Use::Other, 0);
    }

    fn walk(&mut self, e: ExprId, u: Use, depth: u32) {
        if depth > MAX_DEPTH || self.unset.is_empty() {
            return;
        }
        let n = self.s.expr(e);
        match n.kind {
            ExprKind::DeclRef(v) => {
                if let Some(i) = self.unset.iter().position(|&x| x == v) {
                    match u {
                        Use::Read => {
                            if self.loops == 0 {
                                self.used_before_set.push((v, n.span.lo));
                            }
                            self.unset.remove(i);
                        }
                        Use::Other => {
                            self.unset.remove(i);
                        }
                    }
                }
            }
            ExprKind::Implicit(ImplicitKind::LvalueToRvalue, a) => self.walk(a, Use::Read, depth + 1),
            ExprKind::Unary(UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec, a) => {
                self.walk(a, Use::Read, depth + 1)
            }
            ExprKind::Assign(None, l, r) => {
                self.walk(r, Use::Other, depth + 1);
                if let ExprKind::DeclRef(v) = self.s.expr(l).kind {
                    self.unset.retain(|&x| x != v);
                } else {
                    self.walk(l, Use::Other, depth + 1);
                }
            }
            ExprKind::Assign(Some(_), l, r) => {
                self.walk(r, Use::Other, depth + 1);
                self.walk(l, Use::Read, depth + 1);
            }
            ExprKind::Lambda(_) => {
                // Captures are not modelled: stop tracking.
                self.unset.clear();
            }
            other => {
                for c in other.children(&self.s.il.exprs) {
                    self.walk(c, Use::Other, depth + 1);
                }
            }
        }
    }

    /// Variables assigned anywhere in these statements/expressions count as (maybe) set before them.
    fn forget_assigned_in(&mut self, stmts: &[StmtId], exprs: &[ExprId]) {
        if self.unset.is_empty() {
            return;
        }
        let mut set = Vec::new();
        for &s in stmts {
            self.collect_stmt_writes(s, &mut set, 0);
        }
        for &e in exprs {
            self.collect_expr_writes(e, &mut set, 0);
        }
        self.unset.retain(|v| !set.contains(v));
    }

    fn collect_stmt_writes(&self, st: StmtId, out: &mut Vec<EntityId>, depth: u32) {
        let Some(node) = self.s.il.stmts.get(st) else { return };
        if depth > MAX_DEPTH {
            return;
        }
        let d = depth + 1;
        match node.kind {
            StmtKind::Expr(e) | StmtKind::Return(e) => self.collect_expr_writes(e, out, d),
            StmtKind::Decl(v) => {
                if let Some(Payload::Variable(vd)) = self.s.il.entities.get(v).map(|x| x.data) {
                    self.collect_expr_writes(vd.init, out, d);
                }
            }
            StmtKind::Compound(l) | StmtKind::Try { handlers: l, .. } => {
                if let StmtKind::Try { body, .. } = node.kind {
                    self.collect_stmt_writes(body, out, d);
                }
                for &x in self.s.il.stmts.list(l) {
                    self.collect_stmt_writes(x, out, d);
                }
            }
            StmtKind::If { init, cond, then, els, .. } => {
                self.collect_stmt_writes(init, out, d);
                self.collect_expr_writes(cond, out, d);
                self.collect_stmt_writes(then, out, d);
                self.collect_stmt_writes(els, out, d);
            }
            StmtKind::Switch { init, cond, body } => {
                self.collect_stmt_writes(init, out, d);
                self.collect_expr_writes(cond, out, d);
                self.collect_stmt_writes(body, out, d);
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.collect_expr_writes(cond, out, d);
                self.collect_stmt_writes(body, out, d);
            }
            StmtKind::For { init, cond, inc, body } => {
                self.collect_stmt_writes(init, out, d);
                self.collect_expr_writes(cond, out, d);
                self.collect_expr_writes(inc, out, d);
                self.collect_stmt_writes(body, out, d);
            }
            StmtKind::Case { body, .. } | StmtKind::Default(body) | StmtKind::Label { body, .. } | StmtKind::Catch { body, .. } => {
                self.collect_stmt_writes(body, out, d)
            }
            StmtKind::Null | StmtKind::Break | StmtKind::Continue | StmtKind::Goto(_) => {}
            StmtKind::Asm { outputs, inputs, .. } => {
                for &e in self.s.il.exprs.list(outputs).iter().chain(self.s.il.exprs.list(inputs)) {
                    self.collect_expr_writes(e, out, d);
                }
            }
        }
    }

    fn collect_expr_writes(&self, e: ExprId, out: &mut Vec<EntityId>, depth: u32) {
        if e.is_none() || depth > MAX_DEPTH {
            return;
        }
        let n = self.s.expr(e);
        match n.kind {
            // Any mention that is not a plain read counts as a possible write.
            ExprKind::DeclRef(v) => out.push(v),
            ExprKind::Implicit(ImplicitKind::LvalueToRvalue, _) => {}
            other => {
                for c in other.children(&self.s.il.exprs) {
                    self.collect_expr_writes(c, out, depth + 1);
                }
            }
        }
    }

    fn has_default(&self, st: StmtId) -> bool {
        self.find(st, &|k| matches!(k, StmtKind::Default(_)), true, 0)
    }

    fn has_continue(&self, st: StmtId) -> bool {
        self.find(st, &|k| matches!(k, StmtKind::Continue), false, 0)
    }

    /// Searches nested statements (not into nested switches/loops, which own their own labels/continues).
    fn find(&self, st: StmtId, pred: &dyn Fn(StmtKind) -> bool, into_loops: bool, depth: u32) -> bool {
        let Some(node) = self.s.il.stmts.get(st) else { return false };
        if depth > MAX_DEPTH {
            return false;
        }
        if pred(node.kind) {
            return true;
        }
        let d = depth + 1;
        match node.kind {
            StmtKind::Compound(l) => self.s.il.stmts.list(l).iter().any(|&x| self.find(x, pred, into_loops, d)),
            StmtKind::If { then, els, .. } => self.find(then, pred, into_loops, d) || self.find(els, pred, into_loops, d),
            StmtKind::Case { body, .. } | StmtKind::Default(body) | StmtKind::Label { body, .. } => {
                self.find(body, pred, into_loops, d)
            }
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } | StmtKind::For { body, .. } if into_loops => {
                self.find(body, pred, into_loops, d)
            }
            StmtKind::Try { body, handlers } => {
                self.find(body, pred, into_loops, d)
                    || self.s.il.stmts.list(handlers).iter().any(|&x| self.find(x, pred, into_loops, d))
            }
            StmtKind::Catch { body, .. } => self.find(body, pred, into_loops, d),
            _ => false,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    Read,
    Other,
}

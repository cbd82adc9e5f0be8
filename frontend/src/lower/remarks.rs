//! Remarks #177 ("%n was declared but never referenced") and #550 ("%n was set but never used"),
//! produced only when the command line raises them (`--diag_warning=177`, `--diag_error=…`): by default
//! they are remarks, shown by nothing but `--remarks` (which stays a gap: other remarks, e.g. #826 for
//! parameters, are not produced).
//!
//! EDG's behaviour (probes misc/r1, misc/r2, cudafe++ 13.0.88):
//! - A local variable (automatic or static) is checked when its scope closes: an inner block's at its
//!   `}` (before later statements' diagnostics), a `for`/`if`/`switch` init's at the statement's end, the
//!   function body's after the flow warnings (#549). In declaration order within a scope.
//! - Never named: #177, whatever the type (`C c;` with a user constructor too when raised by
//!   `--diag_warning`; probe misc/r3 — under `--remarks` EDG is silent there, which is not modelled).
//! - Named but its value never read: #550 when it was set (initialiser or `=`), nothing otherwise
//!   (`int w; (void)w;`). Reads: lvalue-to-rvalue conversion, `++`/`--`, compound assignment, `&`.
//!   `sizeof(x)` and `(void)x` do not read.
//! - At the end of the translation unit, in declaration order: never-named functions and variables with
//!   internal linkage (`static`, `static inline`, declaration-only `static`, namespace-scope `const` and
//!   `constexpr` variables, members of unnamed namespaces — printed `<unnamed>::av`); not templates.
//!
//! Anything else (a use whose kind is not classified, structured bindings, class types in unnamed
//! namespaces, a `catch` parameter) is a gap.
use super::Lowerer;
use crate::source::Locate;
use crate::diag::{id, Arg, Diagnostic, Severity, Where};
use crate::sema::entities::{FunctionData, Payload, Storage, VariableData};
use crate::sema::expr::{ExprKind, ImplicitKind, UnaryOp};
use crate::sema::ids::{EntityId, ExprId, StmtId};
use crate::sema::stmt::StmtKind;

/// Which of these remarks the command line can make visible (lowering produces only those).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RemarkWants {
    /// #177.
    pub unreferenced: bool,
    /// #550.
    pub set_not_used: bool,
    /// 20238 (`missing_launch_bounds`, cuda::attrs::check_missing_launch_bounds) raised by an option.
    pub launch_bounds: bool,
    /// 20198 (`default_stream_launch`, cuda::calls::check_launch_stream) raised by an option.
    pub default_stream: bool,
}

impl RemarkWants {
    pub fn any(&self) -> bool {
        self.unreferenced || self.set_not_used
    }
}

/// How one reference to a variable uses it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum RefUse {
    Read,
    Set,
    Neutral,
    Unknown,
}

const MAX_DEPTH: u32 = 200;

impl<'a> Lowerer<'a> {
    /// The remarks for the local variables of function body `body` (sema statement), lowered with
    /// expression nodes from `expr_start` on; its diagnostics are sema's pending ones from `diag_start`.
    /// None after a gap.
    pub(crate) fn local_remarks(&mut self, body: StmtId, expr_start: usize, diag_start: usize) -> Option<()> {
        if !self.remarks.any() || self.stopped {
            return Some(());
        }
        if self.sema.diags.len() < diag_start {
            self.gap("lower: remarks #177/#550 after diagnostics were flushed", 0);
            return None;
        }
        let mut vars = Vec::new();
        if !self.collect_locals(body, None, &mut vars, 0) {
            let at = self.sema.il.stmts.get(body).map(|s| s.span.lo).unwrap_or(0);
            self.gap("lower: remarks #177/#550 for a declaration of this kind", at);
            return None;
        }
        let (refs, parents) = self.refs_in(expr_start);
        let mut remarks: Vec<(u32, Diagnostic)> = Vec::new();
        for (v, close) in vars {
            let Some(d) = self.variable_remark(v, &refs, &parents, expr_start)? else { continue };
            remarks.push((close, d));
        }
        // Inner scopes close first: stable by closing offset, declaration order within a scope.
        remarks.sort_by_key(|r| r.0);
        for (close, d) in remarks {
            let pos = (diag_start..self.sema.diags.len())
                .find(|&i| matches!(self.sema.diags[i].at, Where::At(o) if o > close))
                .unwrap_or(self.sema.diags.len());
            self.sema.diags.insert(pos, d);
        }
        Some(())
    }

    /// Collects the variables declared in `st` with the offset where their scope closes (`close`: the
    /// enclosing block's `}`). False when a declaration is of a kind not modelled here.
    fn collect_locals(&self, st: StmtId, close: Option<u32>, out: &mut Vec<(EntityId, u32)>, depth: u32) -> bool {
        if depth > MAX_DEPTH {
            return false;
        }
        let stmts = &self.sema.il.stmts;
        let Some(node) = stmts.get(st).copied() else { return true };
        let end = node.span.hi.saturating_sub(1);
        let sub = |s: StmtId, c: Option<u32>, out: &mut Vec<(EntityId, u32)>| s.is_none() || self.collect_locals(s, c, out, depth + 1);
        match node.kind {
            StmtKind::Decl(v) => match close {
                Some(c) => {
                    out.push((v, c));
                    true
                }
                None => false,
            },
            StmtKind::Compound(list) => stmts.list(list).iter().all(|&s| sub(s, Some(end), out)),
            StmtKind::If { init, then, els, .. } => sub(init, Some(end), out) && sub(then, Some(end), out) && sub(els, Some(end), out),
            StmtKind::Switch { init, body, .. } => sub(init, Some(end), out) && sub(body, Some(end), out),
            StmtKind::For { init, body, .. } => sub(init, Some(end), out) && sub(body, Some(end), out),
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } | StmtKind::Case { body, .. } | StmtKind::Default(body) | StmtKind::Label { body, .. } => sub(body, Some(end), out),
            StmtKind::Try { .. } | StmtKind::Catch { .. } => false,
            _ => true,
        }
    }

    /// The references (`DeclRef` nodes) among the expression nodes from `expr_start` on, and each
    /// node's parent (NONE for a root).
    fn refs_in(&self, expr_start: usize) -> (Vec<(EntityId, ExprId)>, Vec<ExprId>) {
        let exprs = &self.sema.il.exprs;
        let end = exprs.len();
        let mut parents = vec![ExprId::NONE; end.saturating_sub(expr_start)];
        let mut refs = Vec::new();
        for i in expr_start..end {
            let e = ExprId::from_len(i);
            let node = exprs.node(e);
            if let ExprKind::DeclRef(v) = node.kind {
                refs.push((v, e));
            }
            for c in node.kind.children(exprs) {
                if c.index() >= expr_start && c.index() < end {
                    parents[c.index() - expr_start] = e;
                }
            }
        }
        (refs, parents)
    }

    /// How the reference `r` uses its variable.
    fn ref_use(&self, r: ExprId, parents: &[ExprId], expr_start: usize) -> RefUse {
        let exprs = &self.sema.il.exprs;
        let parent_of = |e: ExprId| if e.index() >= expr_start { parents.get(e.index() - expr_start).copied().unwrap_or(ExprId::NONE) } else { ExprId::NONE };
        // Inside `sizeof`: never a read.
        let mut a = parent_of(r);
        for _ in 0..MAX_DEPTH {
            if a.is_none() {
                break;
            }
            if matches!(exprs.node(a).kind, ExprKind::SizeofExpr(_)) {
                return RefUse::Neutral;
            }
            a = parent_of(a);
        }
        let p = parent_of(r);
        if p.is_none() {
            return RefUse::Unknown;
        }
        let pn = exprs.node(p);
        match pn.kind {
            ExprKind::Implicit(ImplicitKind::LvalueToRvalue, _) => RefUse::Read,
            ExprKind::Unary(UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec | UnaryOp::AddrOf, _) => RefUse::Read,
            ExprKind::Assign(op, lhs, _) if lhs == r => {
                if op.is_some() {
                    RefUse::Read
                } else {
                    RefUse::Set
                }
            }
            ExprKind::Cast(_, _) | ExprKind::Implicit(ImplicitKind::ToVoid, _) if self.sema.il.types.is_void(pn.ty) => RefUse::Neutral,
            _ => RefUse::Unknown,
        }
    }

    /// The remark for local variable `v`, if any (Some(None): none; None after a gap).
    fn variable_remark(&mut self, v: EntityId, refs: &[(EntityId, ExprId)], parents: &[ExprId], expr_start: usize) -> Option<Option<Diagnostic>> {
        let il = &self.sema.il;
        let Some(ent) = il.entities.get(v) else { return Some(None) };
        let Payload::Variable(vd) = ent.data else { return Some(None) };
        let at = ent.span.lo;
        if vd.has(VariableData::BINDING) || ent.name.is_empty() {
            self.gap("lower: remarks #177/#550 for a declaration of this kind", at);
            return None;
        }
        let name = crate::sema::printing::Printer::new(il).name(v).to_string();
        let mine: Vec<ExprId> = refs.iter().filter(|r| r.0 == v).map(|r| r.1).collect();
        if mine.is_empty() {
            if !self.remarks.unreferenced {
                return Some(None);
            }
            return Some(Some(remark(id::DECLARED_BUT_NOT_REFERENCED, at, name)));
        }
        if !self.remarks.set_not_used {
            return Some(None);
        }
        let uses: Vec<RefUse> = mine.iter().map(|&r| self.ref_use(r, parents, expr_start)).collect();
        if uses.contains(&RefUse::Read) {
            return Some(None);
        }
        if uses.contains(&RefUse::Unknown) || !self.sema.il.types.is_scalar(ent.ty) {
            self.gap("lower: remark #550 for a use not classified", at);
            return None;
        }
        let set = vd.init.is_some() || uses.contains(&RefUse::Set);
        Some(set.then(|| remark(id::SET_BUT_NOT_USED, at, name)))
    }

    /// The end-of-translation-unit #177 remarks for never-named internal-linkage functions and
    /// variables outside the prelude. None after a gap.
    pub(crate) fn tu_remarks(&mut self) -> Option<()> {
        if !self.remarks.unreferenced || self.stopped {
            return Some(());
        }
        let il = &self.sema.il;
        let mut used = vec![false; il.entities.len()];
        for i in 0..il.exprs.len() {
            let target = match il.exprs.node(ExprId::from_len(i)).kind {
                ExprKind::DeclRef(t) => t,
                ExprKind::Member { member, .. } => member,
                ExprKind::Call { func, .. } => func,
                _ => continue,
            };
            let t = il.entities.resolve(target);
            for x in [target, t] {
                if let Some(u) = used.get_mut(x.index()) {
                    *u = true;
                }
            }
        }
        let mut out = Vec::new();
        for i in 0..il.entities.len() {
            let e = EntityId::from_len(i);
            let Some(ent) = il.entities.get(e) else { continue };
            if ent.span.lo == 0 && ent.span.hi == 0 || self.map.in_prelude(ent.span.lo) || self.map.locate(ent.span.lo).system_header {
                continue;
            }
            let unnamed_ns = il.entities.in_unnamed_namespace(e);
            let at_namespace = ent.parent == crate::sema::entities::Entities::GLOBAL || matches!(il.entities.get(ent.parent).map(|p| p.data), Some(Payload::Namespace { .. }));
            let kind = match ent.data {
                Payload::Class(_) if unnamed_ns => {
                    self.gap("lower: remark #177 for a class in an unnamed namespace", ent.span.lo);
                    return None;
                }
                Payload::Variable(vd) if at_namespace && !vd.has(VariableData::LOCAL) && !vd.has(VariableData::STATIC_MEMBER) => {
                    let internal = vd.storage == Storage::Static
                        || unnamed_ns
                        || (vd.storage != Storage::Extern && !vd.has(VariableData::INLINE) && (vd.has(VariableData::CONSTEXPR) || il.types.quals(ent.ty).is_const()));
                    if !internal {
                        continue;
                    }
                    "variable"
                }
                Payload::Function(fd) if at_namespace && (fd.storage == Storage::Static || unnamed_ns) => {
                    if fd.has(FunctionData::IMPLICIT) || fd.has(FunctionData::BUILTIN) || fd.spec.template.is_some() {
                        continue;
                    }
                    "function"
                }
                _ => continue,
            };
            if used.get(i).copied().unwrap_or(true) {
                continue;
            }
            let name = crate::sema::printing::Printer::new(il).qualified_name(e);
            let mut d = Diagnostic::new(Severity::Remark, id::DECLARED_BUT_NOT_REFERENCED, Where::At(ent.span.lo));
            d.args.push(Arg::Entity { kind: kind.into(), name });
            out.push(d);
        }
        if out.is_empty() {
            return Some(());
        }
        self.decl_lo = self.map.text().len() as u32;
        self.sema.diags.extend(out);
        self.flush();
        Some(())
    }
}

fn remark(tag: crate::diag::DiagId, at: u32, name: String) -> Diagnostic {
    let mut d = Diagnostic::new(Severity::Remark, tag, Where::At(at));
    d.args.push(Arg::Entity { kind: "variable".into(), name });
    d
}


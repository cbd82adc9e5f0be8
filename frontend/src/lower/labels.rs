//! Labels and `goto` ([stmt.label], [stmt.goto]) and the jumps that bypass initialisation
//! ([stmt.dcl]/3). Labels have function scope: each function (or lambda) body gets its own table,
//! filled as `L:` and `goto L;` are lowered, and checked when the body is done. Probed
//! (corpus/lead-s16/goto_*):
//!
//! - a label defined twice: #3369 `label "L" has already been defined (previous definition at line N)`
//!   at the second label's name;
//! - a label referenced but never defined: #114 `label "L" was referenced but not defined`, once per
//!   label (in order of first reference) at the label name of its first `goto`;
//! - a `goto` that jumps into the scope of an automatic variable past its declaration: the error #546
//!   `transfer of control bypasses initialization of:` at the `goto`, one related line
//!   `variable "x" (declared at line N)` per bypassed variable in declaration order. Bypassed are the
//!   variables with an initialiser (references and `T t = 2` too) or of a class type whose default
//!   constructor or destructor is not trivial; `int a;`, trivial aggregates, `static` and `extern`
//!   locals are not. A backward jump out of a scope bypasses nothing.
//!
//! Not modelled (gaps): computed gotos, jumps into a `try` block or handler, jumps whose bypassed
//! variables are compiler-made (range-for), and #546 in a body that has other diagnostics (their
//! relative order is unprobed).
use super::Lowerer;
use crate::diag::{id, Arg};
use crate::sema::entities::{Entity, Payload};
use crate::sema::ids::{EntityId, StmtId};
use crate::sema::names::Symbol;
use crate::sema::stmt::StmtKind;
use crate::sema::traits_eval::{Outcome, TraitCtx};

/// The labels of the function body being lowered.
#[derive(Default)]
pub struct Labels {
    /// In order of first mention: the name, its entity, where it was defined (its name), and the label
    /// name of the first `goto` naming it.
    entries: Vec<LabelEntry>,
}

struct LabelEntry {
    name: Symbol,
    entity: EntityId,
    defined_at: Option<u32>,
    first_goto: Option<u32>,
}

impl Labels {
    fn find(&self, name: Symbol) -> Option<usize> {
        self.entries.iter().position(|e| e.name == name)
    }
}

/// Where the jump analysis found a label or a `goto`: the automatic variables in scope there and the
/// enclosing `try` blocks and handlers.
#[derive(Clone, Default)]
struct Point {
    active: Vec<EntityId>,
    tries: Vec<StmtId>,
}

#[derive(Default)]
struct Walk {
    labels: Vec<(EntityId, Point)>,
    gotos: Vec<(EntityId, Point, u32)>,
}

/// Bound of statement nesting the analysis follows (deeper bodies are a gap).
const MAX_DEPTH: u32 = 512;

impl<'a> Lowerer<'a> {
    /// Lowers the compound statement `body` of a function or lambda in scope `fs`, with its own label
    /// table, then checks its labels and jumps.
    pub(super) fn function_compound(&mut self, body: crate::parse::ast::StmtId, fs: crate::sema::ids::ScopeId) -> Option<StmtId> {
        let saved = std::mem::take(&mut self.labels);
        let diags = self.sema.diags.len();
        let out = self.out.len();
        let b = self.compound_in(body, fs);
        let labels = std::mem::replace(&mut self.labels, saved);
        let b = b?;
        if self.stopped || labels.entries.is_empty() {
            return Some(b);
        }
        let others = self.sema.diags.len() != diags || self.out.len() != out;
        self.check_jumps(b, others)?;
        for e in &labels.entries {
            if e.defined_at.is_none() {
                let at = e.first_goto.unwrap_or(0);
                let name = self.sema.il.names.resolve(e.name).to_string();
                self.sema.error(id::NEVER_DEFINED, at).args.push(Arg::Entity { kind: "label".into(), name });
            }
        }
        Some(b)
    }

    /// The label entity named `name` of the current body, made on first mention.
    fn label_entity(&mut self, name: crate::lex::Symbol) -> usize {
        let name = self.sym(name);
        if let Some(i) = self.labels.find(name) {
            return i;
        }
        let mut e = Entity::new(name, Payload::Label { defined: false });
        e.parent = self.sema.current_function;
        let entity = self.sema.il.entities.add(e);
        self.labels.entries.push(LabelEntry { name, entity, defined_at: None, first_goto: None });
        self.labels.entries.len() - 1
    }

    /// `name: body` at `at` (the label name).
    pub(super) fn label_stmt(&mut self, name: crate::lex::Symbol, body: crate::parse::ast::StmtId, at: u32, span: crate::source::Span) -> Option<StmtId> {
        let i = self.label_entity(name);
        match self.labels.entries[i].defined_at {
            Some(prev) => {
                let n = self.sema.il.names.resolve(self.labels.entries[i].name).to_string();
                let d = self.sema.error(id::ALREADY_DEFINED_WITH_POS, at);
                d.args.push(Arg::Entity { kind: "label".into(), name: n });
                d.args.push(Arg::Pos(prev));
            }
            None => self.labels.entries[i].defined_at = Some(at),
        }
        let entity = self.labels.entries[i].entity;
        let b = self.sub_stmt_pub(body)?;
        Some(self.sema.build_label(entity, b, span))
    }

    /// `goto name;` (the statement's span).
    pub(super) fn goto_stmt(&mut self, name: crate::lex::Symbol, span: crate::source::Span) -> Option<StmtId> {
        let i = self.label_entity(name);
        if self.labels.entries[i].first_goto.is_none() {
            let name_at = self.lexed.token_at_or_after(span.lo + 4).unwrap_or(span.lo);
            self.labels.entries[i].first_goto = Some(name_at);
        }
        let entity = self.labels.entries[i].entity;
        Some(self.sema.build_goto(entity, span))
    }

    /// #546 for the jumps of the body `b`; `others`: the body has other diagnostics. None after a gap.
    fn check_jumps(&mut self, b: StmtId, others: bool) -> Option<()> {
        let mut w = Walk::default();
        if !walk(&self.sema.il, b, &mut Point::default(), &mut w, 0) {
            self.gap("lower: jump analysis of a deeply nested body", self.sema.il.stmts.get(b).map(|s| s.span.lo).unwrap_or(0));
            return None;
        }
        for (label, from, at) in &w.gotos {
            let Some((_, to)) = w.labels.iter().find(|(l, _)| l == label) else { continue };
            if !from.tries.starts_with(&to.tries) {
                self.gap("lower: goto into a try block or handler", *at);
                return None;
            }
            let mut bypassed = Vec::new();
            for &v in to.active.iter().filter(|v| !from.active.contains(v)) {
                if self.needs_initialization(v, *at)? {
                    bypassed.push(v);
                }
            }
            if bypassed.is_empty() {
                continue;
            }
            if others {
                self.gap("lower: #546 among other diagnostics of the body (order unprobed)", *at);
                return None;
            }
            let mut related = Vec::new();
            for v in bypassed {
                let e = self.sema.il.entities.get(v)?;
                let name = self.sema.il.names.resolve(e.name).to_string();
                if name.starts_with("__") {
                    self.gap("lower: goto bypassing a compiler-made variable", *at);
                    return None;
                }
                related.push(format!("variable \"{}\" {}", name, self.sema.declared_at(e.span.lo, *at)));
            }
            self.sema.error(id::BRANCH_PAST_INITIALIZATION, *at).related = related;
        }
        Some(())
    }

    /// Whether jumping past the declaration of the automatic variable `v` bypasses its
    /// initialisation. None after a gap.
    fn needs_initialization(&mut self, v: EntityId, at: u32) -> Option<bool> {
        let il = &self.sema.il;
        let Some(e) = il.entities.get(v) else { return Some(false) };
        let Payload::Variable(d) = e.data else { return Some(false) };
        if !d.is_automatic_local() {
            return Some(false);
        }
        // A written initialiser (`P p{};` too); an implicit default construction (an empty span) is
        // judged by the class's triviality below.
        let implicit = matches!(il.exprs.get(d.init), Some(x) if matches!(x.kind, crate::sema::expr::ExprKind::Construct { .. }) && x.span.lo == x.span.hi);
        if d.init.is_some() && !implicit {
            return Some(true);
        }
        let mut elem = e.ty;
        for _ in 0..64 {
            match il.types.ckind(elem) {
                crate::sema::types::TypeKind::Array(t, _) => elem = t,
                _ => break,
            }
        }
        let Some(c) = il.types.class_entity(elem) else { return Some(false) };
        let cpp20 = self.lex_cfg.lang >= crate::cli::Lang::Cpp20;
        let ctx = TraitCtx { il, unlowered_inits: &self.classes.unlowered_inits, cpp20 };
        match ctx.vacuous_default_init(c) {
            Outcome::Value(vacuous) => Some(!vacuous),
            _ => {
                self.gap("lower: triviality of a variable bypassed by a goto", at);
                None
            }
        }
    }
}

/// Walks statement `s` with `here` the point before it, recording labels and gotos. False past
/// [`MAX_DEPTH`].
fn walk(il: &crate::sema::il::Il, s: StmtId, here: &mut Point, w: &mut Walk, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    let Some(st) = il.stmts.get(s) else { return true };
    let mark = here.active.len();
    let ok = match st.kind {
        StmtKind::Decl(v) => {
            here.active.push(v);
            // The declaration stays in scope for the rest of the enclosing block.
            return true;
        }
        StmtKind::Compound(list) => il.stmts.list(list).iter().all(|&x| walk(il, x, here, w, depth + 1)),
        StmtKind::If { init, then, els, .. } => walk(il, init, here, w, depth + 1) && walk(il, then, here, w, depth + 1) && walk(il, els, here, w, depth + 1),
        StmtKind::Switch { init, body, .. } => walk(il, init, here, w, depth + 1) && walk(il, body, here, w, depth + 1),
        StmtKind::For { init, body, .. } => walk(il, init, here, w, depth + 1) && walk(il, body, here, w, depth + 1),
        StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => walk(il, body, here, w, depth + 1),
        StmtKind::Case { body, .. } | StmtKind::Default(body) => {
            // A case label's body stays in the enclosing block (its declarations included).
            return walk(il, body, here, w, depth + 1);
        }
        StmtKind::Label { label, body } => {
            w.labels.push((label, here.clone()));
            return walk(il, body, here, w, depth + 1);
        }
        StmtKind::Goto(label) => {
            w.gotos.push((label, here.clone(), st.span.lo));
            true
        }
        StmtKind::Try { body, handlers } => {
            here.tries.push(s);
            let mut ok = walk(il, body, here, w, depth + 1);
            here.tries.pop();
            for &h in il.stmts.list(handlers) {
                ok &= walk(il, h, here, w, depth + 1);
            }
            ok
        }
        StmtKind::Catch { var, body } => {
            here.tries.push(s);
            if var.is_some() {
                here.active.push(var);
            }
            let ok = walk(il, body, here, w, depth + 1);
            here.tries.pop();
            ok
        }
        StmtKind::Null | StmtKind::Expr(_) | StmtKind::Break | StmtKind::Continue | StmtKind::Return(_) | StmtKind::Asm { .. } => true,
    };
    here.active.truncate(mark);
    ok
}

#[cfg(test)]
#[path = "labels_tests.rs"]
mod tests;

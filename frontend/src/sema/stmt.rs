//! Statement nodes ([`Stmt`] in [`Stmts`], owned by `Il::stmts`), their actions, and the flow warnings
//! cudafe++ gives by default on host code (texts, carets verified on probes/x1, x5):
//!
//! - #940 `missing return statement at end of non-void %n` — at the body's closing `}` when its end is
//!   reachable (not for `main`, not in template definitions; a call to a `[[noreturn]]` function or a
//!   `throw` ends the flow);
//! - #117 `non-void %n should return a value` — at the `;` of `return;`;
//! - #120 `return value type does not match the function type` — `return e;` in a void function or with
//!   an unconvertible operand (at the operand);
//! - #128 `loop is not reachable` — the first unreachable statement, when it is a loop (other unreachable
//!   statements get remark #111, which is not shown by default and is not emitted here);
//! - #549 `%n is used before its value is set` — see `flow.rs`.

use super::action::Sema;
use super::entities::{FunctionData, Payload};
use super::expr::{ExprKind, ExprList};
use super::ids::{EntityId, ExprId, StmtId, TypeId};
use super::init::ConvContext;
use super::types::TypeKind;
use crate::diag::{id, Arg};
use crate::source::Span;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct StmtList {
    pub start: u32,
    pub len: u32,
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum StmtKind {
    Null,
    Expr(ExprId),
    /// A local declaration: the variable's initialiser is in its `VariableData::init`.
    Decl(EntityId),
    Compound(StmtList),
    /// `if (init; cond) then else els` (`els`/`init` may be NONE); `if constexpr` keeps the condition's value.
    If { init: StmtId, cond: ExprId, then: StmtId, els: StmtId, constexpr_: bool },
    Switch { init: StmtId, cond: ExprId, body: StmtId },
    /// `case value:` — the converted, constant-evaluated value.
    Case { value: u128, body: StmtId },
    Default(StmtId),
    While { cond: ExprId, body: StmtId },
    DoWhile { body: StmtId, cond: ExprId },
    /// `for (init; cond; inc) body`; `cond` NONE = forever. A range-for is lowered into this form by the
    /// caller (`__range`, `__begin`, `__end` variables as `Decl`s in `init`).
    For { init: StmtId, cond: ExprId, inc: ExprId, body: StmtId },
    Break,
    Continue,
    Return(ExprId),
    Goto(EntityId),
    Label { label: EntityId, body: StmtId },
    Try { body: StmtId, handlers: StmtList },
    /// `catch (var)`; `var` NONE for `catch (...)`.
    Catch { var: EntityId, body: StmtId },
    /// A GNU asm statement's operands (see `sema/asm.rs`); bit i of `read_write` marks output i as
    /// `"+…"` (read and written).
    Asm { outputs: ExprList, inputs: ExprList, read_write: u64 },
}

#[derive(Clone, Copy, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    /// From the first token through the last (`;` or `}`) inclusive: `hi` is one past it.
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct Stmts {
    nodes: Vec<Stmt>,
    lists: Vec<StmtId>,
}

impl Stmts {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn add(&mut self, s: Stmt) -> StmtId {
        let id = StmtId::from_len(self.nodes.len());
        self.nodes.push(s);
        id
    }
    pub fn get(&self, id: StmtId) -> Option<&Stmt> {
        self.nodes.get(id.index())
    }
    pub fn add_list(&mut self, items: &[StmtId]) -> StmtList {
        let start = self.lists.len() as u32;
        self.lists.extend_from_slice(items);
        StmtList { start, len: items.len() as u32 }
    }
    pub fn list(&self, l: StmtList) -> &[StmtId] {
        let (a, b) = (l.start as usize, l.start as usize + l.len as usize);
        self.lists.get(a..b).unwrap_or(&[])
    }
    pub fn len(&self) -> usize {
        self.nodes.len()
    }
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }
}

impl<'a> Sema<'a> {
    pub fn add_stmt(&mut self, kind: StmtKind, span: Span) -> StmtId {
        self.il.stmts.add(Stmt { kind, span })
    }

    pub fn build_compound(&mut self, items: &[StmtId], span: Span) -> StmtId {
        let l = self.il.stmts.add_list(items);
        self.add_stmt(StmtKind::Compound(l), span)
    }

    /// An expression statement (discarded-value expression).
    pub fn build_expr_stmt(&mut self, e: ExprId, span: Span) -> StmtId {
        self.warn_no_effect(e);
        self.add_stmt(StmtKind::Expr(e), span)
    }

    /// `if`: the condition is converted to `bool` here. For `if constexpr` the condition must be a constant
    /// (#28 otherwise, via `require_constant_int`).
    pub fn build_if(&mut self, init: StmtId, cond: ExprId, then: StmtId, els: StmtId, constexpr_: bool, span: Span) -> StmtId {
        let c = self.condition(cond);
        if constexpr_ && !self.expr(c).is_dependent() {
            let _ = self.require_constant_int(c);
        }
        self.add_stmt(StmtKind::If { init, cond: c, then, els, constexpr_ }, span)
    }

    pub fn build_while(&mut self, cond: ExprId, body: StmtId, span: Span) -> StmtId {
        let c = self.condition(cond);
        self.add_stmt(StmtKind::While { cond: c, body }, span)
    }

    pub fn build_do_while(&mut self, body: StmtId, cond: ExprId, span: Span) -> StmtId {
        let c = self.condition(cond);
        self.add_stmt(StmtKind::DoWhile { body, cond: c }, span)
    }

    pub fn build_for(&mut self, init: StmtId, cond: ExprId, inc: ExprId, body: StmtId, span: Span) -> StmtId {
        let c = if cond.is_none() { cond } else { self.condition(cond) };
        self.add_stmt(StmtKind::For { init, cond: c, inc, body }, span)
    }

    /// `switch`: the condition is promoted (integral/unscoped enum; class conditions are a gap).
    pub fn build_switch(&mut self, init: StmtId, cond: ExprId, body: StmtId, span: Span) -> StmtId {
        let n = self.expr(cond);
        let c = if n.is_dependent() || self.is_error(cond) {
            cond
        } else if self.is_arith_or_unscoped_enum(n.ty) || matches!(self.il.types.ckind(n.ty), TypeKind::Enum(_)) {
            if matches!(self.il.types.ckind(n.ty), TypeKind::Float(_)) {
                self.error(id::EXPR_NOT_INTEGRAL_OR_ENUM, n.span.lo);
                cond
            } else if matches!(self.il.types.ckind(n.ty), TypeKind::Enum(_)) && !self.is_arith_or_unscoped_enum(n.ty) {
                self.default_conversion(cond)
            } else {
                self.promote(cond)
            }
        } else if self.il.types.class_entity(n.ty).is_some() && !self.has_conversion_functions(n.ty) {
            // #847 at the condition (probes/x21).
            self.error(id::EXPR_NOT_INTEGRAL_OR_ENUM, n.span.lo);
            cond
        } else {
            self.gaps.note("sema: switch condition type", n.span.lo);
            cond
        };
        self.add_stmt(StmtKind::Switch { init, cond: c, body }, span)
    }

    /// `case value:` in a switch whose (promoted) condition type is `cond_ty`: the value must be an
    /// integral constant expression (#28 otherwise) and is converted to `cond_ty`. Duplicate case values
    /// are not diagnosed yet (their EDG message is unprobed).
    pub fn build_case(&mut self, value: ExprId, cond_ty: TypeId, body: StmtId, span: Span) -> StmtId {
        let v = if self.expr(value).is_dependent() {
            0
        } else {
            match self.require_constant_int(value) {
                Some(iv) => match self.il.types.ckind(cond_ty) {
                    TypeKind::Int(k) => iv.convert(&self.il.target, k).0.bits,
                    _ => iv.bits,
                },
                None => 0,
            }
        };
        self.add_stmt(StmtKind::Case { value: v, body }, span)
    }

    pub fn build_default(&mut self, body: StmtId, span: Span) -> StmtId {
        self.add_stmt(StmtKind::Default(body), span)
    }

    /// `label: body` (the label entity is declared by the caller, `Payload::Label`).
    pub fn build_label(&mut self, label: EntityId, body: StmtId, span: Span) -> StmtId {
        if let Some(Payload::Label { defined }) = self.il.entities.get_mut(label).map(|e| &mut e.data) {
            *defined = true;
        }
        self.add_stmt(StmtKind::Label { label, body }, span)
    }

    pub fn build_goto(&mut self, label: EntityId, span: Span) -> StmtId {
        self.add_stmt(StmtKind::Goto(label), span)
    }

    pub fn build_break(&mut self, span: Span) -> StmtId {
        self.add_stmt(StmtKind::Break, span)
    }

    pub fn build_continue(&mut self, span: Span) -> StmtId {
        self.add_stmt(StmtKind::Continue, span)
    }

    /// `try body handlers…` (each handler a `Catch` statement from `build_catch`).
    pub fn build_try(&mut self, body: StmtId, handlers: &[StmtId], span: Span) -> StmtId {
        let l = self.il.stmts.add_list(handlers);
        self.add_stmt(StmtKind::Try { body, handlers: l }, span)
    }

    pub fn build_catch(&mut self, var: EntityId, body: StmtId, span: Span) -> StmtId {
        self.add_stmt(StmtKind::Catch { var, body }, span)
    }

    /// A local declaration statement; the variable's converted initialiser must already be stored in its
    /// `VariableData::init` (see `build_copy_init`, `build_list_init`, `build_construct`).
    pub fn build_decl_stmt(&mut self, var: EntityId, span: Span) -> StmtId {
        self.add_stmt(StmtKind::Decl(var), span)
    }

    /// A condition converted to `bool` (unchanged when dependent or erroneous).
    pub(crate) fn condition(&mut self, cond: ExprId) -> ExprId {
        if self.is_error(cond) || self.expr(cond).is_dependent() {
            return cond;
        }
        self.warn_assign_as_condition(cond);
        self.contextual_bool(cond).unwrap_or(cond)
    }

    /// `return e;` / `return;` in the current function (`span` through the `;`).
    pub fn build_return(&mut self, value: ExprId, span: Span) -> StmtId {
        let f = self.current_function;
        let ret = self.return_type(f);
        let semi = span.hi.saturating_sub(1);
        let v = match ret {
            None => value, // not in a function, or an undeduced/dependent return type: nothing to check
            Some(rt) if value.is_none() => {
                if !self.il.types.is_void(rt) && !self.il.types.is_error(rt) && crate::cuda::spaces::return_checks_apply(self.il, f) {
                    let name = super::printing::Printer::new(self.il).qualified_name(f);
                    self.warning(id::NO_VALUE_RETURNED_IN_NON_VOID_FUNCTION, semi)
                        .args
                        .push(Arg::Entity { kind: "function".into(), name });
                }
                value
            }
            Some(rt) => {
                let n = self.expr(value);
                if self.il.types.is_void(rt) {
                    // `return void-expr;` is fine in a void function.
                    if !self.il.types.is_void(n.ty) && !self.is_error(value) && !n.is_dependent() {
                        self.error(id::BAD_RETURN_VALUE_TYPE, n.span.lo);
                    }
                    value
                } else {
                    match self.convert_for_assignment(value, rt, ConvContext::Return, n.span.lo) {
                        Some(v) => {
                            self.check_return_of_local(value, rt);
                            v
                        }
                        None => value,
                    }
                }
            }
        };
        self.add_stmt(StmtKind::Return(v), span)
    }

    /// The declared return type of `f` (None when not checkable now).
    pub(crate) fn return_type(&self, f: EntityId) -> Option<TypeId> {
        let e = self.il.entities.get(f)?;
        let fd = e.function()?;
        if fd.has(FunctionData::DEDUCED_RETURN) || matches!(fd.role, super::entities::FnRole::Constructor | super::entities::FnRole::Destructor) {
            return None;
        }
        match self.il.types.ckind(e.ty) {
            TypeKind::Function(sig) if !self.il.types.is_dependent(sig.ret) => Some(sig.ret),
            _ => None,
        }
    }

    /// Flow checks of a finished function body (`body` a compound statement whose span ends after `}`):
    /// #940, #128, #549.
    pub fn finish_function_body(&mut self, f: EntityId, body: StmtId) {
        let mut fl = super::flow::Flow::new(self);
        let falls_off = fl.stmt(body, true);
        let unreachable_loops = std::mem::take(&mut fl.unreachable_loops);
        let used_before_set = std::mem::take(&mut fl.used_before_set);
        for at in unreachable_loops {
            self.warning(id::LOOP_NOT_REACHABLE, at);
        }
        for (v, at) in used_before_set {
            let name = super::printing::Printer::new(self.il).name(v).to_string();
            self.warning(id::USED_BEFORE_SET, at).args.push(Arg::Entity { kind: "variable".into(), name });
        }
        // EDG appends `return 0;` to a `main` whose end is reachable (`int main() { }` prints
        // `int main() { return 0; }`) [probed with ref-cudafe 13.0.88; no corpus case yet]; the host output reads the flag.
        let is_global_main = self.il.entities.get(f).is_some_and(|e| {
            e.parent == super::entities::Entities::GLOBAL && self.il.names.resolve(e.name) == "main"
        });
        if is_global_main && !self.in_template && super::flow::Flow::ignoring_noreturn(self).stmt(body, true) {
            if let Some(Payload::Function(fd)) = self.il.entities.get_mut(f).map(|e| &mut e.data) {
                fd.flags |= FunctionData::MAIN_FALLS_OFF;
            }
        }
        // #940 is not given for template definitions (probes/x15); cudafe++ does not instantiate them.
        if falls_off && !self.in_template && crate::cuda::spaces::return_checks_apply(self.il, f) {
            if let (Some(rt), false) = (self.return_type(f), is_global_main) {
                if !self.il.types.is_void(rt) && !self.il.types.is_error(rt) {
                    let close = self.il.stmts.get(body).map(|s| s.span.hi.saturating_sub(1)).unwrap_or(0);
                    let name = super::printing::Printer::new(self.il).qualified_name(f);
                    self.warning(id::IMPLICIT_RETURN_FROM_NON_VOID_FUNCTION, close)
                        .args
                        .push(Arg::Entity { kind: "function".into(), name });
                }
            }
        }
    }

    /// Whether `e` is a call of a function declared `[[noreturn]]`/`__attribute__((noreturn))`.
    pub(crate) fn is_noreturn_call(&self, e: ExprId) -> bool {
        if let ExprKind::Builtin { which: super::expr::Builtin::Unreachable | super::expr::Builtin::Trap, .. } = self.expr(e).kind {
            return true;
        }
        let ExprKind::Call { func, .. } = self.expr(e).kind else { return false };
        if func.is_none() {
            return false;
        }
        self.il.entities.attrs_of(func).any(|a| {
            let n = self.il.names.resolve(a.name);
            n == "noreturn" || n == "__noreturn__"
        }) || matches!(self.il.entities.get(func).map(|e| e.data), Some(Payload::Function(fd)) if fd.has(FunctionData::BUILTIN)
            && matches!(self.il.names.resolve(self.il.entities.ent(func).name), "__builtin_unreachable" | "__builtin_trap" | "abort" | "exit"))
    }
}

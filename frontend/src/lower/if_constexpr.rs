//! `if constexpr (init; cond) then else els` (C++17 [stmt.if]/2) as cudafe++ 13.0 treats it.
//!
//! What was probed (session 5, /tmp/cpp-probe a1-a8):
//! - The condition must be a constant expression; any scalar or class type converting to `bool` is
//!   accepted (`if constexpr (2)`, `(3.5)`, `(nullptr)`, a class with a constexpr `operator bool` are
//!   clean). A non-constant one gives #28 at the first token inside the parentheses (the init-statement's
//!   when there is one) with note #2689 at the variable.
//! - Outside templates both branches are analysed: errors, flow warnings (#549) and device-variable
//!   accesses (20091/20092) are reported in the discarded one too, but calls there get no cross-space
//!   check (`if constexpr (false) return dev(x);` in a host or HD function is clean, the taken branch is
//!   checked). `return`s of the discarded branch do not take part in return type deduction.
//! - In a user function template's definition (phase 1) neither branch gets a cross-space check nor
//!   device-variable access check, whatever the condition.
//! - When a function template specialisation is instantiated (explicit instantiation), the discarded
//!   branch is not instantiated at all.
//! - In an extended lambda, capturing a variable for the first time inside a constexpr-if of its body
//!   is error 20234 (after the by-reference error 3593 of `[&]`), even in the discarded branch; a lambda
//!   defined inside an `if constexpr` is not concerned.
//! - Before C++17 the statement is accepted with warning 2912 at `constexpr`, once per translation unit.
//! `if consteval` and device mode stay gaps.
use super::Lowerer;
use crate::diag::id;
use crate::lex::{Kw, TokenKind};
use crate::parse::ast::{self, Cond};
use crate::sema::ids::EntityId;
use crate::sema::ids::StmtId;
use crate::sema::scopes::ScopeKind;
use crate::sema::stmt::StmtKind;
use crate::source::{Offset, Span};

/// Lowering state of constexpr-if statements.
#[derive(Default)]
pub(crate) struct IfConstexprState {
    /// Nesting of discarded branches (outside templates): calls there get no cross-space check.
    pub discarded_calls: u32,
    /// For each enclosing constexpr-if branch: the number of lambda bodies being lowered when it was
    /// entered (a capture by the innermost lambda is "in constexpr-if context" when one equals
    /// `lambdas.len()`).
    pub lambda_marks: Vec<usize>,
    /// Warning 2912 was given (once per translation unit).
    pub warned_cxx14: bool,
    /// Nesting of function template bodies being instantiated (explicit_instantiation.rs): the
    /// discarded branch is not instantiated.
    pub instantiating: u32,
}

impl<'a> Lowerer<'a> {
    /// Lowers a constexpr-if statement at `span` (`if` keyword at `span.lo`). None after a gap.
    pub(crate) fn if_constexpr_stmt(&mut self, init: Option<ast::StmtId>, cond: Option<&Cond>, then: ast::StmtId, els: Option<ast::StmtId>, span: Span) -> Option<StmtId> {
        if self.device.on {
            self.gap("lower: if constexpr in device mode", span.lo);
            return None;
        }
        let (kw_at, inner_at) = self.if_constexpr_positions(span)?;
        if !matches!(self.lex_cfg.lang, crate::cli::Lang::Cpp17 | crate::cli::Lang::Cpp20 | crate::cli::Lang::Cpp23) {
            self.if_constexpr_cxx14_warning(kw_at)?;
        }
        let saved = (self.scope, self.sema.cur_scope);
        if init.is_some() {
            let is = self.sema.il.scopes.push(ScopeKind::Block, self.scope, EntityId::NONE);
            self.scope = is;
            self.sema.cur_scope = is;
        }
        let r = self.if_constexpr_inner(init, cond, then, els, span, inner_at);
        self.scope = saved.0;
        self.sema.cur_scope = saved.1;
        r
    }

    fn if_constexpr_inner(&mut self, init: Option<ast::StmtId>, cond: Option<&Cond>, then: ast::StmtId, els: Option<ast::StmtId>, span: Span, inner_at: Offset) -> Option<StmtId> {
        let i = self.init_statement_pub(init)?;
        let Some(Cond::Expr(ce)) = cond else {
            self.gap("lower: condition declaration or missing condition", span.lo);
            return None;
        };
        let c = self.expr(*ce)?;
        let dependent = self.sema.expr(c).is_dependent();
        let phase1 = self.tmpl.user.body.is_some() && self.cif.instantiating == 0;
        let before = self.sema.diags.len();
        // Converted to bool and required constant (#28 + #2689), the error placed at the first token
        // inside the parentheses as EDG does.
        let cond_id = self.sema.condition(c);
        if !self.sema.expr(cond_id).is_dependent() {
            self.prepare_constant(cond_id);
            let _ = self.sema.require_constant_int(cond_id);
        }
        for d in &mut self.sema.diags[before..] {
            if d.id == id::EXPR_NOT_CONSTANT {
                d.at = crate::diag::Where::At(inner_at);
            }
        }
        if self.check_sema_gaps() || self.stopped {
            return None;
        }
        let value = if dependent { None } else { self.sema.eval_int(cond_id).map(|v| !v.is_zero()) };
        if !dependent && !phase1 && value.is_none() && self.sema.diags.len() == before {
            // Not constant, yet no diagnostic: an evaluation cufe does not model.
            self.gap("lower: if constexpr condition not evaluated", inner_at);
            return None;
        }
        let (t, e) = if self.cif.instantiating > 0 && !phase1 {
            // An instantiation: only the taken branch is instantiated.
            match value {
                Some(true) => (self.cif_branch(then, false)?, StmtId::NONE),
                Some(false) => {
                    let t = self.sema.add_stmt(StmtKind::Null, self.ast.stmt(then).span);
                    let e = match els {
                        Some(x) => self.cif_branch(x, false)?,
                        None => StmtId::NONE,
                    };
                    (t, e)
                }
                None => {
                    self.gap("lower: if constexpr condition unknown in an instantiation", inner_at);
                    return None;
                }
            }
        } else if phase1 {
            // Template definition: no cross-space checks in either branch.
            self.unevaluated += 1;
            let r = (|| {
                let t = self.cif_branch(then, false)?;
                let e = match els {
                    Some(x) => self.cif_branch(x, false)?,
                    None => StmtId::NONE,
                };
                Some((t, e))
            })();
            self.unevaluated -= 1;
            r?
        } else {
            // Outside templates: both analysed; the discarded one without call checks. After an error
            // in the condition the `else` branch is the one checked (probe a9).
            let (dt, de) = match value {
                Some(true) => (false, true),
                Some(false) | None => (true, false),
            };
            let t = self.cif_branch(then, dt)?;
            let e = match els {
                Some(x) => self.cif_branch(x, de)?,
                None => StmtId::NONE,
            };
            (t, e)
        };
        Some(self.sema.add_stmt(StmtKind::If { init: i, cond: cond_id, then: t, els: e, constexpr_: true }, span))
    }

    /// One branch: in constexpr-if context for lambda captures; `discarded` turns off the call checks
    /// and keeps its `return`s out of return type deduction.
    fn cif_branch(&mut self, s: ast::StmtId, discarded: bool) -> Option<StmtId> {
        self.cif.lambda_marks.push(self.lambdas.len());
        let returns = self.returns.len();
        if discarded {
            self.cif.discarded_calls += 1;
        }
        let r = self.sub_stmt_pub(s);
        if discarded {
            self.cif.discarded_calls -= 1;
            self.returns.truncate(returns);
        }
        self.cif.lambda_marks.pop();
        r
    }

    /// Is a capture made now by the innermost lambda in constexpr-if context of its body?
    pub(crate) fn capture_in_constexpr_if(&self) -> bool {
        let n = self.lambdas.len();
        n > 0 && self.cif.lambda_marks.iter().any(|&m| m == n)
    }

    /// The `constexpr` keyword's position and the first token's inside the parentheses.
    fn if_constexpr_positions(&mut self, span: Span) -> Option<(Offset, Offset)> {
        let toks = &self.lexed.tokens;
        let i = toks.partition_point(|t| t.span.lo < span.lo);
        let ok = matches!(toks.get(i).map(|t| t.kind), Some(TokenKind::Kw(Kw::If)))
            && matches!(toks.get(i + 1).map(|t| t.kind), Some(TokenKind::Kw(Kw::Constexpr)))
            && matches!(toks.get(i + 2).map(|t| t.kind), Some(TokenKind::LParen));
        match (ok, toks.get(i + 1), toks.get(i + 3)) {
            (true, Some(k), Some(x)) => Some((k.span.lo, x.span.lo)),
            _ => {
                self.gap("lower: if constexpr tokens", span.lo);
                None
            }
        }
    }

    /// Warning 2912 before C++17, given for the first constexpr-if of the translation unit only. One
    /// cufe did not lower before this one (in the prelude) would have taken it: a gap.
    fn if_constexpr_cxx14_warning(&mut self, kw_at: Offset) -> Option<()> {
        if self.cif.warned_cxx14 {
            return Some(());
        }
        let toks = &self.lexed.tokens;
        let end = toks.partition_point(|t| t.span.lo < kw_at);
        let earlier = toks[..end.min(toks.len())].windows(2).any(|w| w[0].kind == TokenKind::Kw(Kw::If) && w[1].kind == TokenKind::Kw(Kw::Constexpr));
        if earlier {
            self.gap("lower: if constexpr before C++17 after an earlier one", kw_at);
            return None;
        }
        self.cif.warned_cxx14 = true;
        self.sema.warning(id::IF_CONSTEXPR_IS_CPP17, kw_at);
        Some(())
    }
}

#[cfg(test)]
#[path = "if_constexpr_tests.rs"]
mod if_constexpr_tests;

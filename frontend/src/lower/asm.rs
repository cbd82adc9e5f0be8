//! Lowering of GNU asm statements taken apart by the parser (`ast::AsmStmt`): the operand expressions
//! are lowered and handed to `Sema::build_asm`, which applies EDG's checks. Forms whose rules are not
//! modelled are gaps: `asm goto` labels, output constraints not starting with `=` or `+`, operands of
//! class or array type (EDG's #549 covers those too, lowering's flow analysis does not).
use super::Lowerer;
use crate::parse::ast;
use crate::sema::ids::StmtId;
use crate::source::Span;

impl<'a> Lowerer<'a> {
    pub(crate) fn asm_statement(&mut self, a: &ast::AsmStmt, span: Span) -> Option<StmtId> {
        if !a.labels.is_empty() {
            self.gap("lower: asm goto", span.lo);
            return None;
        }
        // 20165 per `"cc"` clobber in device code (cuda_asm.rs), after the operands' own checks.
        let cc = self.device_cc_clobbers(a, span.lo)?;
        let mut outputs = Vec::with_capacity(a.outputs.len());
        for op in &a.outputs {
            let rw = match self.constraint_text(op.constraint).as_bytes().first() {
                Some(b'+') => true,
                Some(b'=') => false,
                _ => {
                    self.gap("lower: asm output constraint without = or +", span.lo);
                    return None;
                }
            };
            let e = self.expr(op.expr)?;
            if self.c_constraint_in_host(op.constraint, e) {
                continue;
            }
            if !self.scalar_operand(e, span.lo) {
                return None;
            }
            outputs.push((e, rw));
        }
        let mut inputs = Vec::with_capacity(a.inputs.len());
        for op in &a.inputs {
            let e = self.expr(op.expr)?;
            if self.c_constraint_in_host(op.constraint, e) {
                continue;
            }
            if !self.scalar_operand(e, span.lo) {
                return None;
            }
            inputs.push(e);
        }
        for t in cc {
            let at = self.lexed.tokens.get(t as usize).map(|t| t.span.lo).unwrap_or(span.lo);
            self.sema.error(crate::diag::id::CC_CLOBBER_IN_DEVICE, at);
        }
        Some(self.sema.build_asm(&outputs, &inputs, span))
    }

    /// The text of a constraint string literal token (without quotes; empty when not plain).
    fn constraint_text(&self, tok: u32) -> String {
        let Some(t) = self.lexed.tokens.get(tok as usize) else { return String::new() };
        let text = self.lexed.text(self.map, t);
        match crate::lex::value::string_units(text) {
            Some((crate::lex::Enc::Plain, units)) => units.iter().filter_map(|&u| char::from_u32(u)).collect(),
            _ => String::new(),
        }
    }

    /// 20263 for a `C` operand in host code (cuda/asm.rs): true when given — the statement is in error
    /// and its operand is not checked further (a string literal is accepted there).
    fn c_constraint_in_host(&mut self, constraint: u32, e: crate::sema::ids::ExprId) -> bool {
        let Some(space) = self.sema.il.entities.get(self.sema.current_function).map(|f| crate::cuda::spaces::caller_space(f.exec)) else { return false };
        let at = self.lexed.tokens.get(constraint as usize).map(|t| t.span.lo).unwrap_or(0);
        let Some(d) = crate::cuda::asm::check_c_constraint(&self.constraint_text(constraint), space, at) else { return false };
        let scalar = self.sema.il.types.is_scalar(self.sema.expr(e).ty);
        let string = matches!(self.sema.expr(e).kind, crate::sema::expr::ExprKind::StringLit { .. });
        if !scalar && !string && !self.sema.is_error(e) {
            // Other class or array operands: not probed (the scalar check below makes it a gap).
            return false;
        }
        self.sema.diags.push(d.into_diagnostic());
        true
    }

    fn scalar_operand(&mut self, e: crate::sema::ids::ExprId, at: u32) -> bool {
        let n = self.sema.expr(e);
        if n.is_dependent() {
            self.gap("lower: dependent asm operand", at);
            return false;
        }
        if !self.sema.il.types.is_scalar(n.ty) && !self.sema.is_error(e) {
            self.gap("lower: asm operand of class or array type", at);
            return false;
        }
        true
    }
}

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
        if !self.map.in_prelude(span.lo) && self.has_cc_clobber(a) {
            self.gap("lower: asm with a \"cc\" clobber", span.lo);
            return None;
        }
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
            if !self.scalar_operand(e, span.lo) {
                return None;
            }
            outputs.push((e, rw));
        }
        let mut inputs = Vec::with_capacity(a.inputs.len());
        for op in &a.inputs {
            let e = self.expr(op.expr)?;
            if !self.scalar_operand(e, span.lo) {
                return None;
            }
            inputs.push(e);
        }
        Some(self.sema.build_asm(&outputs, &inputs, span))
    }

    /// `"cc"` among an asm statement's strings outside the prelude: EDG rejects the clobber in device
    /// code (20165), which is not modelled.
    fn has_cc_clobber(&self, a: &ast::AsmStmt) -> bool {
        (a.range.lo..a.range.hi).any(|i| {
            self.lexed.tokens.get(i as usize).map(|t| matches!(t.kind, crate::lex::TokenKind::StrLit(_)) && self.lexed.text(self.map, t) == b"\"cc\"").unwrap_or(false)
        })
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

//! GNU asm statements: the operand expressions are analysed like EDG does (probed on cudafe++
//! 13.0.88): an output operand must be a modifiable lvalue — #137 as an error when it is not an
//! lvalue (or is an array/function), as a *warning* when it is a const lvalue; input operands are
//! reads (#549 applies to `"r"(x)`, `"m"(x)` and `"+r"(x)` alike); the template, constraints and
//! clobbers are not checked.
use super::action::Sema;
use super::expr::ValueCat;
use super::ids::{ExprId, StmtId};
use super::stmt::StmtKind;
use super::types::TypeKind;
use crate::diag::id;
use crate::source::Span;

impl<'a> Sema<'a> {
    /// `outputs`: operand and whether it is read-write (`"+r"`); `inputs`: operands (scalar ones are
    /// converted to rvalues: their value is read).
    pub fn build_asm(&mut self, outputs: &[(ExprId, bool)], inputs: &[ExprId], span: Span) -> StmtId {
        let mut read_write = 0u64;
        let mut outs = Vec::with_capacity(outputs.len());
        for (i, &(o, rw)) in outputs.iter().enumerate() {
            if !self.is_error(o) && !self.expr(o).is_dependent() {
                let n = self.expr(o);
                let array = matches!(self.il.types.ckind(n.ty), TypeKind::Array(..) | TypeKind::Function(_));
                if n.cat != ValueCat::LValue || array {
                    self.error(id::EXPR_NOT_A_MODIFIABLE_LVALUE, n.span.lo);
                } else if self.il.types.quals(n.ty).is_const() {
                    self.warning(id::EXPR_NOT_A_MODIFIABLE_LVALUE, n.span.lo);
                }
            }
            if rw && i < 64 {
                read_write |= 1 << i;
            }
            outs.push(o);
        }
        let ins: Vec<ExprId> = inputs
            .iter()
            .map(|&e| if !self.is_error(e) && self.il.types.is_scalar(self.expr(e).ty) { self.default_conversion(e) } else { e })
            .collect();
        let outputs = self.il.exprs.add_list(&outs);
        let inputs = self.il.exprs.add_list(&ins);
        self.add_stmt(StmtKind::Asm { outputs, inputs, read_write }, span)
    }
}

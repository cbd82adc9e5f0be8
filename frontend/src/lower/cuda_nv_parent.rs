//! `__nv_parent(e)` lambda annotations (`[] __device__ __nv_parent(&f) () {}`): each operand is lowered
//! in the enclosing context (its own diagnostics first) and classified for
//! `cuda::lambdas::check_nv_parent` (3589-3591). What the rules do not cover is a gap: operands that are
//! not constants (the reference then recovers without consuming the `)`), unclosed annotations that are
//! not erroneous, templates. The host output of an annotated lambda names the operand's text
//! (`__NV_LAMBDA_WRAPPER_HELPER((&g),(&g))`), which the emitter does not write: an output gap.
use super::Lowerer;
use crate::cuda::lambdas::{check_nv_parent, NvParentOperand};
use crate::parse::ast;
use crate::sema::entities::{Payload, VariableData};
use crate::sema::expr::{ExprKind, UnaryOp};
use crate::sema::ids::ExprId;
use crate::source::Offset;

impl<'a> Lowerer<'a> {
    /// Checks the lambda's `__nv_parent` annotations (before any other lambda rule, as EDG scans them
    /// with the attributes); None after a gap.
    pub(crate) fn lambda_nv_parents(&mut self, l: &ast::Lambda, at: Offset) -> Option<()> {
        if l.nv_parents.is_empty() {
            return Some(());
        }
        if self.sema.in_template {
            self.gap("lower: __nv_parent annotation in a template", at);
            return None;
        }
        let mut prev_valid = false;
        for p in &l.nv_parents {
            let x = self.expr(p.expr)?;
            let op = self.nv_parent_operand(x);
            let op = match op {
                Some(NvParentOperand::Error) if !p.closed => NvParentOperand::Error,
                Some(o) if p.closed && o != NvParentOperand::Error => o,
                _ => {
                    self.gap("lower: __nv_parent operand that is not a constant, or the reference's recovery after it", at);
                    return None;
                }
            };
            let (ds, valid) = check_nv_parent(op, prev_valid, p.next);
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
            prev_valid = valid;
        }
        self.output_gap("emit: lambda with an __nv_parent annotation", at);
        Some(())
    }

    /// What an operand is for the rules; None when it is not modelled (non-constant, overloaded, …).
    fn nv_parent_operand(&self, x: ExprId) -> Option<NvParentOperand> {
        use NvParentOperand::*;
        if self.sema.is_error(x) {
            return Some(Error);
        }
        let il = &self.sema.il;
        let strip = |mut e: ExprId| {
            while let Some(ExprKind::Implicit(_, y)) = il.exprs.get(e).map(|n| n.kind) {
                e = y;
            }
            e
        };
        let is_fn = |e| matches!(il.entities.get(e).map(|n| n.data), Some(Payload::Function(_)));
        match il.exprs.get(strip(x))?.kind {
            ExprKind::DeclRef(f) if is_fn(f) => Some(FunctionAddress),
            ExprKind::Unary(UnaryOp::AddrOf, y) => match il.exprs.get(strip(y))?.kind {
                ExprKind::DeclRef(f) if is_fn(f) => Some(FunctionAddress),
                // The address of a variable with static storage duration is a constant, not a function's.
                ExprKind::DeclRef(v) => match il.entities.get(v)?.data {
                    Payload::Variable(d) if !d.has(VariableData::LOCAL) && !d.has(VariableData::THREAD_LOCAL) => Some(OtherConstant),
                    _ => None,
                },
                ExprKind::MemberPtrConst(m) => Some(if is_fn(m) { FunctionAddress } else { OtherConstant }),
                _ => None,
            },
            ExprKind::MemberPtrConst(m) => Some(if is_fn(m) { FunctionAddress } else { OtherConstant }),
            ExprKind::NullPtr | ExprKind::IntLit(_) => Some(OtherConstant),
            _ => self.sema.eval_int(x).map(|_| OtherConstant),
        }
    }
}

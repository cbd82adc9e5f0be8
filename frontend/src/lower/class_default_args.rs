//! Default arguments of class type in user code: the form CUDA's launch declarations use,
//! `__cudaPushCallConfiguration(dim3, dim3 = 1, …)` — a literal converted by a converting constructor
//! of a class whose constructors are all declared by the user (no implicit conversion sequences through
//! conversion functions or aggregates are involved). Other forms stay a gap.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::entities::{FnRole, FunctionData, Payload};
use crate::sema::ids::EntityId;

impl<'a> Lowerer<'a> {
    /// Whether the default argument `d` of class `c` is of the modelled form: an integer literal and a
    /// class with a user-declared, non-explicit constructor and no conversion functions.
    pub(crate) fn class_default_arg_ok(&self, c: EntityId, d: ast::ExprId) -> bool {
        if !matches!(self.ast.expr(d).kind, ast::ExprKind::Literal(_)) {
            return false;
        }
        let il = &self.sema.il;
        let Some(Payload::Class(cd)) = il.entities.get(c).map(|e| e.data) else { return false };
        let mut user_ctor = false;
        for m in il.scopes.members(&il.entities, cd.scope).take(10_000) {
            if let Some(Payload::Function(fd)) = il.entities.get(m).map(|e| e.data) {
                match fd.role {
                    FnRole::Constructor if !fd.has(FunctionData::IMPLICIT) => {
                        if fd.has(FunctionData::EXPLICIT) {
                            return false;
                        }
                        user_ctor = true;
                    }
                    FnRole::Conversion => return false,
                    _ => {}
                }
            }
        }
        user_ctor && il.entities.bases_of(c).is_empty()
    }
}

impl<'a> Lowerer<'a> {
    /// Records a gap that concerns only the written outputs (host file, module id) and goes on lowering:
    /// the diagnostics are still exact.
    pub(crate) fn output_gap(&mut self, what: &str, at: u32) {
        self.sema.gaps.note_output(what, at);
        self.gap_base = super::gap_total(self.sema.gaps);
    }
}

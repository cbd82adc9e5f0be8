//! #174 (`expression has no effect`) in template bodies is not modelled where it depends on the
//! template parameters. Probed (corpus/lead-s16/comma_template_body): EDG warns at the definition for
//! `t;` and `t, x;` with `t` of dependent type, once for a non-dependent `x, y;` (twice outside
//! templates), and for `(x, t)` in an initialiser only at instantiation. cufe's own #174 in a template
//! body already turns into the "diagnostic in a template body" gap (lower/user_templates.rs); this
//! covers the dependent forms, where cufe would otherwise stay silent.
use super::Lowerer;
use crate::sema::ids::ExprId;

const GAP: &str = "lower: #174 for a comma or type-dependent expression statement in a template body (unprobed)";

impl<'a> Lowerer<'a> {
    /// After building the comma `built` with left operand `l` (operator at `pos`).
    pub(super) fn template_comma_no_effect(&mut self, l: ExprId, built: ExprId, pos: u32) {
        if self.sema.quiet_no_effect == 0 && self.sema.expr(built).is_dependent() && !self.sema.has_side_effects(l) && !self.map.in_prelude(pos) {
            self.gap(GAP, pos);
        }
    }

    /// For the expression statement `x` at `at`.
    pub(super) fn template_stmt_no_effect(&mut self, x: ExprId, at: u32) {
        if self.sema.expr(x).is_dependent() && !self.sema.has_side_effects(x) && !self.map.in_prelude(at) {
            self.gap(GAP, at);
        }
    }
}

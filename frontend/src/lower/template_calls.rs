//! Calls, from user code, of specialisations of user-code function templates. cudafe++ does not
//! instantiate a function template's body for an implicit use (verified B §templates: `th(1)` of a
//! host template calling a `__device__` function gives no error; probe p2: a launched `__global__`
//! template whose body is wrong for the argument type gives none either), so such a call stands with
//! the deduced signature. What would need the instantiation — a constexpr template (evaluated), a
//! deduced return type, default arguments of the pattern — stays a gap, as do the cross-space checks of
//! a call of a specialisation whose outcome is not probed (the callee prints in a template format).
//! Part of template lowering (`template_uses.rs` decides when to ask).
use super::Lowerer;
use crate::sema::entities::Space;
use crate::sema::ids::{EntityId, ExprId};

impl<'a> Lowerer<'a> {
    /// Whether the call `call` (callee name at `at`) of the specialisation `func` of a user-code function
    /// template may stand. Notes a gap and returns false otherwise.
    pub(crate) fn user_specialization_call_ok(&mut self, call: ExprId, func: EntityId, at: u32) -> bool {
        let why = self.user_specialization_call_problem(call, func, at);
        match why {
            None => true,
            Some(what) => {
                self.gap(what, at);
                false
            }
        }
    }

    fn user_specialization_call_problem(&self, call: ExprId, func: EntityId, at: u32) -> Option<&'static str> {
        const INST: &str = "lower: call of a function template specialization (instantiation)";
        let il = &self.sema.il;
        // In a template body a call with type-dependent arguments is kept for the instantiation.
        if self.tmpl.user.body.is_some() && matches!(il.exprs.get(call).map(|x| x.kind), Some(crate::sema::expr::ExprKind::Dependent(_))) {
            return None;
        }
        let Some(e) = il.entities.get(func) else { return Some(INST) };
        let Some(fd) = e.function() else { return Some(INST) };
        let t = fd.spec.template;
        if !self.tmpl.user.callable.contains(&t) && !self.prelude_template_callable(t, func) {
            return Some(INST);
        }
        if fd.has(crate::sema::entities::FunctionData::CONSTEXPR | crate::sema::entities::FunctionData::CONSTEVAL) {
            return Some(INST);
        }
        // A default argument left out is instantiated at the call (not modelled).
        let nargs = match il.exprs.get(call).map(|x| x.kind) {
            Some(crate::sema::expr::ExprKind::Call { args, .. }) => il.exprs.list(args).len(),
            _ => return Some(INST),
        };
        if nargs < fd.param_count as usize {
            return Some("lower: call of a function template specialization using a default argument");
        }
        let Some(caller) = self.current_space() else { return Some(INST) };
        let host_caller = matches!(caller, Space::ImplicitHost | Space::Host);
        let device_caller = matches!(caller, Space::Device | Space::Global);
        let ok = match e.exec.space() {
            Space::HostDevice => true,
            // A host template called from device code: no error (probe p2, `th(2)` in a __device__
            // function); from a host-device function: not probed.
            Space::ImplicitHost | Space::Host => host_caller || device_caller,
            Space::Device => device_caller,
            // A launch from host code (`k<<<…>>>(…)`); an unconfigured call or a launch from device
            // code is not modelled for templates.
            Space::Global => host_caller && self.in_launch_at(at),
        };
        if !ok {
            return Some("lower: cross-space call of a function template specialization");
        }
        None
    }

    /// A function template declared in the prelude (trusted, its signature built) whose specialisation
    /// `func` has a known return type: like a user template, its call stands with the deduced signature
    /// (no instantiation for an implicit use, verified B §templates).
    fn prelude_template_callable(&self, t: EntityId, func: EntityId) -> bool {
        let il = &self.sema.il;
        let Some(te) = il.entities.get(t) else { return false };
        if !self.map.in_prelude(te.span.lo) || self.tmpl.opaque.contains(&t) {
            return false;
        }
        let Some(fe) = il.entities.get(func) else { return false };
        let crate::sema::types::TypeKind::Function(sig) = il.types.ckind(fe.ty) else { return false };
        let ret = sig.ret;
        !il.types.is_dependent(ret) && !il.types.is_error(ret) && !matches!(il.types.ckind(ret), crate::sema::types::TypeKind::Auto(_) | crate::sema::types::TypeKind::Decltype { .. })
    }
}

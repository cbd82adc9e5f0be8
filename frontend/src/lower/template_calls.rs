//! Calls, from user code, of specialisations of user-code function templates. cudafe++ does not
//! instantiate a function template's body for an implicit use (verified B §templates: `th(1)` of a
//! host template calling a `__device__` function gives no error; probe p2: a launched `__global__`
//! template whose body is wrong for the argument type gives none either), so such a call stands with
//! the deduced signature; only its declaration's value-dependent launch attributes are instantiated
//! (`cuda_launch_args.rs`). What would need the instantiation — a constexpr template (evaluated), a
//! deduced return type, default arguments of the pattern other than a literal or a name left out
//! (`omitted_defaults_simple`) — stays a gap, as do the cross-space checks of
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
            None => self.cuda_launch_instantiation(func, at),
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
        if nargs < fd.param_count as usize && !self.omitted_defaults_simple(func, nargs) {
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
            // A device template called from host code: the ordinary cross-space error, its callee
            // printed in the template form (cuda/callee_template.rs; probes cuda18 t1/t3).
            Space::Device => device_caller || host_caller,
            // A launch from host code (`k<<<…>>>(…)`); an unconfigured call or a launch from device
            // code is not modelled for templates.
            Space::Global => host_caller && self.in_launch_at(at),
        };
        if !ok {
            return Some("lower: cross-space call of a function template specialization");
        }
        None
    }

    /// Whether every parameter of specialisation `func` from index `from` on has a default argument
    /// whose instantiation cannot fail or call anything: a literal or a name (`SimpleDefault`) for a
    /// parameter of scalar type — a number for an arithmetic type, `0` for a pointer, a name when the
    /// pattern's parameter type is not dependent (`cudaMemcpyToSymbol(sym, src, n)` leaves out
    /// `offset = 0` and `kind = cudaMemcpyHostToDevice`). The call is printed as written.
    fn omitted_defaults_simple(&self, func: EntityId, from: usize) -> bool {
        use super::templates::SimpleDefault;
        use crate::sema::types::TypeKind;
        let il = &self.sema.il;
        let Some(t) = il.entities.get(func).and_then(|e| e.function()).map(|fd| fd.spec.template) else { return false };
        let Some(pattern) = il.entities.get(t).and_then(|x| x.template()).map(|td| td.pattern) else { return false };
        let spec_params: Vec<EntityId> = il.entities.params(func).collect();
        let pat_params: Vec<EntityId> = il.entities.params(pattern).collect();
        if spec_params.len() != pat_params.len() || from > spec_params.len() {
            return false;
        }
        spec_params[from..].iter().zip(&pat_params[from..]).all(|(&sp, &pp)| {
            let Some(k) = self.tmpl.simple_defaults.get(&pp) else { return false };
            let Some(st) = il.entities.get(sp).map(|e| il.types.canonical(e.ty)) else { return false };
            let Some(pt) = il.entities.get(pp).map(|e| e.ty) else { return false };
            let kind = il.types.ckind(il.types.unqualified(st));
            match k {
                SimpleDefault::Number { .. } if matches!(kind, TypeKind::Int(_) | TypeKind::Float(_)) => true,
                SimpleDefault::Number { zero: true } => matches!(kind, TypeKind::Pointer(_)),
                SimpleDefault::Name => !il.types.is_dependent(pt) && matches!(kind, TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_) | TypeKind::Pointer(_)),
                _ => false,
            }
        })
    }

    /// The kind of a default argument expression `d` a call may leave out (None: any other form).
    pub(super) fn simple_default(&self, d: crate::parse::ast::ExprId) -> Option<super::templates::SimpleDefault> {
        use super::templates::SimpleDefault;
        use crate::parse::ast::ExprKind;
        match &self.ast.expr(d).kind {
            ExprKind::Literal(r) if r.hi == r.lo + 1 => {
                let text = self.token_str(r.lo as usize)?;
                let first = text.bytes().next()?;
                if !first.is_ascii_digit() {
                    return None;
                }
                Some(SimpleDefault::Number { zero: text == "0" })
            }
            ExprKind::Name(n) if !n.global && n.segs.len() == 1 && n.segs[0].targs.is_none() && matches!(n.segs[0].kind, crate::parse::ast::SegKind::Ident(_)) => Some(SimpleDefault::Name),
            _ => None,
        }
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

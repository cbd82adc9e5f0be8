//! Calls of the `__nv_atomic_*` builtins: lowering's side of `cuda::atomics`.
//!
//! A call that passes the checks calls an implicit function of the element type `T` (`T(T*, T, int,
//! int)` for `fetch_*`, …), so the value arguments get the ordinary argument conversions (probed:
//! `__nv_atomic_fetch_add(p, p, 0, 0)` on `int *p` is "argument of type "int *" is incompatible with
//! parameter of type "int""), and the call has the type the reference gives it (probed: `fetch_*`,
//! `load_n`, `exchange_n` give `T`, `compare_exchange_n` `bool`, `store_n` `void`). A call with an
//! atomics error has type `void`. The implicit functions live in a private scope, so ordinary lookup
//! never finds them (the names stay unknown to `&__nv_atomic_fetch_add`, which is a gap).
use super::Lowerer;
use crate::cuda::atomics::{order_scope_rule, type_rule, Arg, Elem, Op};
use crate::diag::{id, DiagId};
use crate::parse::ast;
use crate::sema::ids::EntityId;
use crate::sema::entities::{ExecSpace, FunctionData, Payload, Space};
use crate::sema::ids::{ExprId, TypeId};
use crate::sema::scopes::{LookupKind, ScopeKind, Scopes};
use crate::sema::target::Target;
use crate::sema::types::{FloatKind, IntKind, TypeKind, TypeTable};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// A call `n(args)` whose callee is an `__nv_atomic_*` name that lookup does not find: None when it
    /// is not one, Some(None) after a gap, Some(Some(call)) when lowered.
    pub(crate) fn nv_atomic_call(&mut self, n: &ast::Name, args: &[ast::ExprId], span: Span, rparen: u32) -> Option<Option<ExprId>> {
        let (1, false, Some(s)) = (n.segs.len(), n.global, n.last_ident()) else { return None };
        if n.segs[0].targs.is_some() {
            return None;
        }
        let sym = self.sym(s);
        let name = self.sema.il.names.resolve(sym).to_string();
        let op = Op::from_name(&name)?;
        let il = &self.sema.il;
        if il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::Ordinary).is_found() {
            return None;
        }
        Some(self.nv_atomic_lower(op, sym, n.span, args, span, rparen))
    }

    fn nv_atomic_lower(&mut self, op: Op, sym: crate::sema::names::Symbol, callee: Span, args: &[ast::ExprId], span: Span, rparen: u32) -> Option<ExprId> {
        let at = callee.lo;
        let f = self.sema.current_function;
        if f.is_none() || self.unevaluated > 0 {
            self.gap("lower: CUDA builtin function (context)", at);
            return None;
        }
        let device = match self.sema.il.entities.get(f).map(|e| e.exec.space()) {
            Some(Space::Device | Space::Global) => true,
            Some(Space::Host | Space::ImplicitHost) => false,
            _ => {
                self.gap("lower: CUDA builtin function (space)", at);
                return None;
            }
        };
        let xs = self.exprs(args)?;
        if xs.is_empty() {
            if !device {
                self.gap("lower: CUDA builtin function (host no args)", at);
                return None;
            }
            // Probed: 20312 and then the GNU `__sync` builtins' 1645, both at the `)`.
            self.sema.error(id::NV_ATOMIC_FUNCTION_NO_ARGS, rparen);
            self.sema.error(id::BAD_TYPE_FOR_GNU_SYNC_FUNCTION, rparen);
            return self.nv_atomic_void(sym, callee, span, rparen);
        }
        let dependent = xs.iter().any(|&a| self.sema.expr(a).flags & crate::sema::expr::Expr::TYPE_DEPENDENT != 0);
        if xs.len() != op.arity() || dependent || xs.iter().any(|&a| self.sema.is_error(a)) {
            self.gap("lower: CUDA builtin function (arity/dependent/error arg)", at);
            return None;
        }
        let first = self.ast.expr(args[0]).span.lo;
        let Some((elem_ty, elem)) = self.nv_atomic_elem(xs[0]) else {
            self.gap("lower: CUDA builtin function (element type)", at);
            return None;
        };
        // The other arguments must be plain arithmetic values (or, for compare_exchange_n, a `T *`).
        for (i, &x) in xs.iter().enumerate().skip(1) {
            let t = self.sema.ty_of(x);
            let t = self.sema.il.types.non_reference(t);
            let t = self.sema.il.types.unqualified(t);
            let ok = match self.sema.il.types.ckind(t) {
                TypeKind::Int(_) | TypeKind::Float(FloatKind::Float | FloatKind::Double) => true,
                TypeKind::Enum(_) => op.order_scope().0.contains(&i) || op.order_scope().1 == i,
                // A pointer value is an ordinary argument conversion error (probed for `fetch_add`).
                TypeKind::Pointer(_) => i == 1 || !(op.order_scope().0.contains(&i) || op.order_scope().1 == i),
                _ => false,
            };
            if !ok {
                self.gap("lower: CUDA builtin function (other argument type)", at);
                return None;
            }
        }
        let (order_at, scope_at) = op.order_scope();
        let orders: Vec<Arg> = order_at.iter().map(|&i| self.nv_atomic_arg(args[i], xs[i])).collect::<Option<_>>().unwrap_or_default();
        let scope = self.nv_atomic_arg(args[scope_at], xs[scope_at]);
        let (Some(scope), true) = (scope, orders.len() == order_at.len()) else {
            self.gap("lower: CUDA builtin function (order/scope argument)", at);
            return None;
        };
        if !device {
            // Probed: only 20296, whatever the sizes or the order and scope values.
            if orders.iter().chain([&scope]).any(|a| *a == Arg::NotConst) || type_rule(op, elem).is_none() {
                self.gap("lower: CUDA builtin function (host: unprobed combination)", at);
                return None;
            }
            self.sema.error(id::NV_ATOMIC_OPERATION_NOT_IN_DEVICE_FUNCTION, first);
            return self.nv_atomic_void(sym, callee, span, rparen);
        }
        let (Some(order_errs), Some(type_err)) = (order_scope_rule(&orders, scope), type_rule(op, elem)) else {
            self.gap("lower: CUDA builtin function (unprobed order/scope or type combination)", at);
            return None;
        };
        let restricted = orders.iter().any(|a| matches!(a, Arg::Const(v) if op.order_restricted(*v)));
        if restricted || (!order_errs.is_empty() && type_err.is_some()) {
            // Load/store order restrictions and the order of mixed diagnostics are not probed.
            self.gap("lower: CUDA builtin function (load/store order restriction or mixed errors)", at);
            return None;
        }
        let errs: Vec<DiagId> = order_errs.into_iter().chain(type_err).collect();
        if !errs.is_empty() {
            for e in errs {
                self.sema.error(e, first);
            }
            return self.nv_atomic_void(sym, callee, span, rparen);
        }
        if matches!(op, Op::Load | Op::Store) && !self.nv_atomic_same_pointer(xs[1], elem_ty) {
            // Probed: another pointer type is an argument conversion error whose wording and
            // position were not worked out (it names the first argument's type).
            self.gap("lower: CUDA builtin function (generic form with another pointer type)", at);
            return None;
        }
        let Some(f) = self.nv_atomic_fn(op, sym, elem_ty) else {
            self.gap("lower: CUDA builtin function (generic form)", at);
            return None;
        };
        let pending = self.sema.diags.len();
        let call = self.build_call_mixed(&[f], callee, &xs, span, rparen)?;
        self.cuda_after_call(call, at, pending)?;
        Some(call)
    }

    /// The element type the first argument points to, when cufe models it.
    fn nv_atomic_elem(&self, x: ExprId) -> Option<(TypeId, Elem)> {
        let types = &self.sema.il.types;
        let t = types.unqualified(types.non_reference(self.sema.ty_of(x)));
        let TypeKind::Pointer(p) = types.ckind(t) else { return None };
        if !types.quals(p).is_empty() {
            // Probed: a cv-qualified element is an argument conversion error; not modelled.
            return None;
        }
        let size = crate::sema::layout::size_align(&self.sema.il, p).ok()?.size;
        let elem = match types.ckind(p) {
            TypeKind::Int(IntKind::Bool | IntKind::WChar | IntKind::Char8 | IntKind::Char16 | IntKind::Char32) => return None,
            TypeKind::Int(k) => Elem::Int { size, signed: Target::LP64.is_signed(k) },
            TypeKind::Float(FloatKind::Float | FloatKind::Double) => Elem::Float { size },
            TypeKind::Class(_) => Elem::Class { size },
            _ => return None,
        };
        Some((p, elem))
    }

    /// Is `x` of type `T *` exactly (the generic forms' second argument)?
    fn nv_atomic_same_pointer(&self, x: ExprId, t: TypeId) -> bool {
        let types = &self.sema.il.types;
        let xt = types.unqualified(types.non_reference(self.sema.ty_of(x)));
        matches!(types.ckind(xt), TypeKind::Pointer(p) if p == t)
    }

    /// A memory-order / scope argument: a constant (an enumerator, a literal, …), a non-constant
    /// variable, or None when cufe cannot tell which the reference sees.
    fn nv_atomic_arg(&self, a: ast::ExprId, x: ExprId) -> Option<Arg> {
        let names_variable = match &self.ast.expr(a).kind {
            ast::ExprKind::Name(_) => match self.sema.il.exprs.get(x)?.kind {
                crate::sema::expr::ExprKind::DeclRef(e) => {
                    let ents = &self.sema.il.entities;
                    matches!(ents.get(ents.resolve(e)).map(|v| &v.data), Some(Payload::Variable(_) | Payload::Param(_)))
                }
                _ => false,
            },
            _ => false,
        };
        match self.sema.eval_int(x) {
            // A constant variable: whether EDG takes it as an "integer literal" is not probed.
            Some(_) if names_variable => None,
            Some(v) => Some(Arg::Const(v.to_i128(&Target::LP64))),
            None if names_variable => Some(Arg::NotConst),
            None => None,
        }
    }

    /// The implicit function a well-formed call of `op` on `T` calls.
    fn nv_atomic_fn(&mut self, op: Op, sym: crate::sema::names::Symbol, t: TypeId) -> Option<EntityId> {
        let types = &mut self.sema.il.types;
        let int = types.int(IntKind::Int);
        let ptr = types.pointer(t);
        let boolean = types.int(IntKind::Bool);
        let (ret, params): (TypeId, Vec<TypeId>) = match op {
            Op::Fetch(_) | Op::ExchangeN => (t, vec![ptr, t, int, int]),
            Op::LoadN => (t, vec![ptr, int, int]),
            Op::StoreN => (TypeTable::VOID, vec![ptr, t, int, int]),
            Op::CompareExchangeN => (boolean, vec![ptr, ptr, t, boolean, int, int, int]),
            // Probed: the generic forms have type `void` ("a value of type "void" cannot be used to
            // initialize ..."); the caller only comes here when the second argument is a `T *`.
            Op::Load | Op::Store => (TypeTable::VOID, vec![ptr, ptr, int, int]),
        };
        Some(self.nv_atomic_declare(sym, ret, &params))
    }

    /// The `void`-typed call of a call with an atomics error (its arguments are dropped).
    fn nv_atomic_void(&mut self, sym: crate::sema::names::Symbol, callee: Span, span: Span, rparen: u32) -> Option<ExprId> {
        let f = self.nv_atomic_declare(sym, TypeTable::VOID, &[]);
        let pending = self.sema.diags.len();
        let call = self.build_call_mixed(&[f], callee, &[], span, rparen)?;
        if self.sema.diags.len() != pending {
            self.gap("lower: CUDA builtin function (diagnostics of the void call)", callee.lo);
            return None;
        }
        Some(call)
    }

    /// A `__host__ __device__` builtin `ret name(params)` in a scope of its own (invisible to lookup).
    fn nv_atomic_declare(&mut self, sym: crate::sema::names::Symbol, ret: TypeId, params: &[TypeId]) -> EntityId {
        self.private_hd_builtin(sym, ret, params, false)
    }

    /// A `__host__ __device__` builtin `ret name(params[, ...])` that EDG knows without a declaration, in
    /// a scope of its own, so ordinary lookup never finds it (also `__wgmma_mma_async_*`, wgmma.rs).
    pub(super) fn private_hd_builtin(&mut self, sym: crate::sema::names::Symbol, ret: TypeId, params: &[TypeId], variadic: bool) -> EntityId {
        let ty = self.sema.il.types.simple_function(ret, params, variadic);
        let ps: Vec<_> = params.iter().map(|&p| (Default::default(), p)).collect();
        let data = FunctionData { flags: FunctionData::BUILTIN, ..FunctionData::default() };
        let il = &mut self.sema.il;
        let scope = il.scopes.push(ScopeKind::Prototype, Scopes::GLOBAL, EntityId::NONE);
        let f = il.declare_function(scope, sym, ty, &ps, data, Default::default());
        il.entities.ent_mut(f).exec = ExecSpace(ExecSpace::HOST | ExecSpace::DEVICE | ExecSpace::ANNOTATED);
        f
    }
}

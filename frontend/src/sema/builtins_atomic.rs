//! GCC's `__atomic_*` builtins as the prelude calls them (libstdc++'s `<ext/atomicity.h>`
//! `__exchange_and_add`: `return __atomic_fetch_add(__mem, __val, 4);`, `<bits/atomic_base.h>`,
//! `<bits/shared_ptr_base.h>`). EDG knows them as type-generic builtins: the result type follows the
//! object the first argument points to. Only calls in system headers are built (`lower/builtins.rs`),
//! where the reference gives no diagnostic; EDG's checks of a misuse in user code are not probed, so
//! there the call stays a gap, as do `__atomic_is_lock_free` / `__atomic_always_lock_free`, whose
//! constant value is not modelled.
use super::expr::{Builtin, Expr, ExprKind, ValueCat};
use super::ids::ExprId;
use super::types::{IntKind, TypeKind, TypeTable};
use super::action::Sema;
use crate::source::Span;

/// The result type rule of an `__atomic_*` builtin.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AtomicOp {
    /// `__atomic_fetch_add(p, v, order)`, `__atomic_add_fetch`, …, `__atomic_exchange_n(p, v, order)`,
    /// `__atomic_load_n(p, order)`: the (unqualified) type `*p`.
    Value,
    /// `__atomic_compare_exchange_n(p, expected, desired, weak, success, failure)`,
    /// `__atomic_compare_exchange(p, expected, desired, weak, success, failure)`,
    /// `__atomic_test_and_set(p, order)`: `bool`.
    Bool,
    /// `__atomic_store_n(p, v, order)`, `__atomic_load(p, ret, order)`, `__atomic_store(p, v, order)`,
    /// `__atomic_exchange(p, v, ret, order)`, `__atomic_clear(p, order)`: `void`.
    VoidOnObject,
    /// `__atomic_thread_fence(order)`, `__atomic_signal_fence(order)`: `void`, no object.
    Fence,
}

impl AtomicOp {
    /// The rule and argument count of builtin `name`.
    pub fn from_name(name: &str) -> Option<(AtomicOp, usize)> {
        let rest = name.strip_prefix("__atomic_")?;
        const OPS: &[&str] = &["add", "sub", "and", "or", "xor", "nand"];
        if let Some(op) = rest.strip_prefix("fetch_") {
            return OPS.contains(&op).then_some((AtomicOp::Value, 3));
        }
        if let Some(op) = rest.strip_suffix("_fetch") {
            return OPS.contains(&op).then_some((AtomicOp::Value, 3));
        }
        Some(match rest {
            "load_n" => (AtomicOp::Value, 2),
            "exchange_n" => (AtomicOp::Value, 3),
            "compare_exchange_n" | "compare_exchange" => (AtomicOp::Bool, 6),
            "test_and_set" => (AtomicOp::Bool, 2),
            "store_n" | "load" | "store" => (AtomicOp::VoidOnObject, 3),
            "exchange" => (AtomicOp::VoidOnObject, 4),
            "clear" => (AtomicOp::VoidOnObject, 2),
            "thread_fence" | "signal_fence" => (AtomicOp::Fence, 1),
            _ => return None,
        })
    }
}

impl<'a> Sema<'a> {
    /// A call of `__atomic_*` builtin `op` with `arity` arguments (see the module doc). Wrong arity or a
    /// first argument that is not a pointer to an object: a gap.
    pub fn build_atomic(&mut self, op: AtomicOp, arity: usize, args: &[ExprId], span: Span) -> ExprId {
        if args.iter().any(|&a| self.is_error(a)) {
            return self.error_expr(span);
        }
        if args.iter().any(|&a| self.expr(a).flags & Expr::TYPE_DEPENDENT != 0) {
            return self.build_dependent(args, span, span.lo);
        }
        if args.len() != arity {
            self.gaps.note("sema: __atomic builtin with an unexpected argument count", span.lo);
            return self.error_expr(span);
        }
        let conv: Vec<ExprId> = args.iter().map(|&a| self.default_conversion(a)).collect();
        let ty = match op {
            AtomicOp::Fence => TypeTable::VOID,
            _ => {
                let p = self.ty_of(conv[0]);
                let TypeKind::Pointer(obj) = self.il.types.ckind(p) else {
                    self.gaps.note("sema: __atomic builtin on a non-pointer operand", span.lo);
                    return self.error_expr(span);
                };
                match op {
                    AtomicOp::Value => {
                        let t = self.il.types.unqualified(obj);
                        if !(self.il.types.is_integral(t) || matches!(self.il.types.ckind(t), TypeKind::Pointer(_))) {
                            self.gaps.note("sema: __atomic builtin on a non-scalar object", span.lo);
                            return self.error_expr(span);
                        }
                        t
                    }
                    AtomicOp::Bool => self.il.types.int(IntKind::Bool),
                    _ => TypeTable::VOID,
                }
            }
        };
        let l = self.il.exprs.add_list(&conv);
        self.add(ExprKind::Builtin { which: Builtin::Atomic(op), args: l }, ty, ValueCat::PRValue, span, span.lo)
    }
}

#[cfg(test)]
mod tests {
    use super::AtomicOp;

    #[test]
    fn names_and_arities() {
        assert_eq!(AtomicOp::from_name("__atomic_fetch_add"), Some((AtomicOp::Value, 3)));
        assert_eq!(AtomicOp::from_name("__atomic_nand_fetch"), Some((AtomicOp::Value, 3)));
        assert_eq!(AtomicOp::from_name("__atomic_compare_exchange_n"), Some((AtomicOp::Bool, 6)));
        assert_eq!(AtomicOp::from_name("__atomic_thread_fence"), Some((AtomicOp::Fence, 1)));
        assert_eq!(AtomicOp::from_name("__atomic_fetch_min"), None);
        assert_eq!(AtomicOp::from_name("__atomic_always_lock_free"), None);
        assert_eq!(AtomicOp::from_name("__atomic_is_lock_free"), None);
    }
}

//! GCC's type-generic `__atomic_*` builtins on integer objects (libstdc++'s `<ext/atomicity.h>`:
//! `__atomic_fetch_add(__mem, __val, 4)`, included by `<string>`, `<iostream>`, …).
//!
//! EDG types a call from its first argument (probed on cudafe++, corpus/inst-s7/atomic_builtins_bad):
//! the fetch/op family, `__atomic_exchange_n` and `__atomic_load_n` give the pointee's unqualified type
//! (`volatile int *` → `int`), `__atomic_store_n` gives `void`, `__atomic_compare_exchange_n` `bool`;
//! a floating value argument is accepted silently. Only such well-formed calls on a pointer to a
//! (non-`bool`) integer type are modelled; EDG's own errors (too few arguments, "first argument must be
//! a pointer to integer or enum type"), pointer, enum and class operands, dependent arguments and
//! calls outside host code are gaps.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::entities::Space;
use crate::sema::expr::{AtomicOp, Builtin, ExprKind, ValueCat};
use crate::sema::ids::{ExprId, TypeId};
use crate::sema::types::{IntKind, TypeKind};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// A call `name(args)` of an `__atomic_*` builtin; None after a gap.
    pub(crate) fn atomic_builtin_call(&mut self, op: AtomicOp, n: &ast::Name, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        let at = n.span.lo;
        if args.len() != op.arity() {
            self.gap("lower: __atomic_* builtin with a wrong argument count", at);
            return None;
        }
        let f = self.sema.current_function;
        let space = self.sema.il.entities.get(f).map(|e| e.exec.space()).unwrap_or(Space::ImplicitHost);
        if !matches!(space, Space::Host | Space::ImplicitHost) {
            self.gap("lower: __atomic_* builtin outside host code", at);
            return None;
        }
        let xs = self.exprs(args)?;
        if xs.iter().any(|&a| self.sema.is_error(a)) {
            return Some(self.sema.error_expr(span));
        }
        if xs.iter().any(|&a| self.sema.expr(a).is_dependent()) {
            self.gap("lower: __atomic_* builtin with dependent arguments", at);
            return None;
        }
        let Some(obj) = self.atomic_object_type(xs[0]) else {
            self.gap("lower: __atomic_* builtin on something else than a pointer to an integer", at);
            return None;
        };
        for (i, &x) in xs.iter().enumerate().skip(1) {
            let ok = if op == AtomicOp::CompareExchange && i == 1 {
                // `expected`: a pointer to the same integer type.
                self.atomic_object_type(x).map(|t| self.sema.il.types.unqualified(t)) == Some(obj)
            } else {
                let t = self.sema.il.types.non_reference(self.sema.ty_of(x));
                self.sema.il.types.is_arithmetic(t)
            };
            if !ok {
                self.gap("lower: __atomic_* builtin argument of this type", self.ast.expr(args[i]).span.lo);
                return None;
            }
        }
        let ty = match op {
            AtomicOp::ReadModifyWrite | AtomicOp::Exchange | AtomicOp::Load => obj,
            AtomicOp::Store => crate::sema::types::TypeTable::VOID,
            AtomicOp::CompareExchange => self.sema.il.types.int(IntKind::Bool),
        };
        let conv: Vec<ExprId> = xs.iter().map(|&x| self.sema.default_conversion(x)).collect();
        let l = self.sema.il.exprs.add_list(&conv);
        Some(self.sema.add(ExprKind::Builtin { which: Builtin::Atomic(op), args: l }, ty, ValueCat::PRValue, span, span.lo))
    }

    /// The unqualified integer type `x` (a pointer to a cv-qualified integer other than `bool`) points to.
    fn atomic_object_type(&self, x: ExprId) -> Option<TypeId> {
        let tt = &self.sema.il.types;
        let t = tt.unqualified(tt.non_reference(self.sema.ty_of(x)));
        let TypeKind::Pointer(p) = tt.ckind(t) else { return None };
        let p = tt.unqualified(p);
        match tt.ckind(p) {
            TypeKind::Int(k) if k != IntKind::Bool => Some(p),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::lower_src;
    use crate::diag::id;
    use crate::sema::expr::AtomicOp;

    #[test]
    fn names() {
        assert_eq!(AtomicOp::from_name("__atomic_fetch_add"), Some(AtomicOp::ReadModifyWrite));
        assert_eq!(AtomicOp::from_name("__atomic_nand_fetch"), Some(AtomicOp::ReadModifyWrite));
        assert_eq!(AtomicOp::from_name("__atomic_compare_exchange_n"), Some(AtomicOp::CompareExchange));
        assert_eq!(AtomicOp::from_name("__atomic_fetch_min"), None);
        assert_eq!(AtomicOp::from_name("__atomic_load"), None);
    }

    #[test]
    fn typed_from_the_pointee() {
        let o = lower_src("volatile int vi;\nint f() { return __atomic_fetch_add(&vi, 1, 4); }\nchar *p = __atomic_load_n(&vi, 2);");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        assert_eq!(o.diags.iter().map(|d| (d.0, d.1)).collect::<Vec<_>>(), [(id::BAD_INITIALIZER_TYPE, 3)]);
    }

    #[test]
    fn unmodelled_shapes_are_gaps() {
        for src in ["int x; int f() { return __atomic_fetch_add(&x, 1); }", "int x; int f() { return __atomic_fetch_add(x, 1, 4); }", "__attribute__((device)) int f(int *p) { return __atomic_load_n(p, 2); }"] {
            let o = lower_src(src);
            assert!(!o.gaps.is_empty(), "{}", src);
            assert!(o.diags.is_empty(), "{}", src);
        }
    }
}

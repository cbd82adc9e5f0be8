//! `__builtin_va_start`, `__builtin_va_end` and `__builtin_va_copy` (what `<cstdarg>` and libstdc++'s
//! `__convert_from_v` call).
//!
//! EDG declares them implicitly as `void __builtin_va_start(__va_list_tag *, ...)`,
//! `void __builtin_va_end(__va_list_tag *)` and `void __builtin_va_copy(__va_list_tag *, __va_list_tag *)`
//! (probed: the #147 text of `int __builtin_va_start;`), but parses a call as a special form with exactly
//! that many arguments (probed: one or three arguments are the syntax errors "expected a ","" /
//! "expected a ")""; those are a gap here since the parser took the call as an ordinary one). Its checks
//! (probed on cudafe++, corpus/inst-s7/va_builtins_bad):
//! - a `va_list` argument that does not convert to `__va_list_tag *` (an `int`, a `const va_list`) is
//!   the error "incorrect use of va_start" (#928; #930 for va_end, #1042 for va_copy) at the argument,
//!   not the ordinary argument mismatch;
//! - `va_start` outside a function with an ellipsis parameter (a lambda inside one included) is the
//!   error #1163 at the builtin's name, and its second argument is not checked then;
//! - a second `va_start` argument that is not (in parentheses or not) the name of the function's last
//!   parameter is warning #928 at that argument; it is evaluated as written (an uninitialised local
//!   there gets #549 later, as for any read).
//!
//! The call is then an ordinary call of the implicitly declared function. Dependent arguments, class
//! or integer arguments where a `va_list` is expected, several problems in one call and a class-type
//! last parameter are gaps (not probed).
use super::Lowerer;
use crate::diag::{id, Severity};
use crate::parse::ast;
use crate::sema::ids::{EntityId, ExprId, TypeId};
use crate::sema::scopes::{LookupKind, LookupResult, Scopes};
use crate::sema::types::TypeKind;
use crate::source::Span;

/// Which of the three.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum VaBuiltin {
    Start,
    End,
    Copy,
}

impl VaBuiltin {
    pub(crate) fn from_name(name: &str) -> Option<VaBuiltin> {
        match name {
            "__builtin_va_start" => Some(VaBuiltin::Start),
            "__builtin_va_end" => Some(VaBuiltin::End),
            "__builtin_va_copy" => Some(VaBuiltin::Copy),
            _ => None,
        }
    }

    /// Arguments of the special form.
    fn arity(self) -> usize {
        match self {
            VaBuiltin::End => 1,
            VaBuiltin::Start | VaBuiltin::Copy => 2,
        }
    }

    /// Arguments that must convert to `__va_list_tag *`.
    fn list_args(self) -> usize {
        match self {
            VaBuiltin::Start | VaBuiltin::End => 1,
            VaBuiltin::Copy => 2,
        }
    }

    fn bad_use(self) -> crate::diag::DiagId {
        match self {
            VaBuiltin::Start => id::BAD_VA_START,
            VaBuiltin::End => id::BAD_VA_END,
            VaBuiltin::Copy => id::BAD_VA_COPY,
        }
    }
}

impl<'a> Lowerer<'a> {
    /// A call `name(args)` of a `va_*` builtin; None after a gap.
    pub(crate) fn va_builtin_call(&mut self, which: VaBuiltin, n: &ast::Name, args: &[ast::ExprId], span: Span) -> Option<ExprId> {
        let at = n.span.lo;
        if args.len() != which.arity() {
            self.gap("lower: va_* builtin with a wrong argument count (EDG's syntax errors)", at);
            return None;
        }
        let xs = self.exprs(args)?;
        if xs.iter().any(|&a| self.sema.is_error(a)) {
            return Some(self.sema.error_expr(span));
        }
        if xs.iter().any(|&a| self.sema.expr(a).is_dependent()) {
            self.gap("lower: va_* builtin with dependent arguments", at);
            return None;
        }
        let tag_ptr = self.va_list_tag_pointer()?;
        // The problems, in source order of their positions.
        let mut problems: Vec<(Severity, crate::diag::DiagId, u32)> = Vec::new();
        let outside = which == VaBuiltin::Start && !self.in_variadic_function();
        if outside {
            problems.push((Severity::Error, id::VA_START_REQUIRES_ELLIPSIS_FUNCTION, at));
        }
        for (i, &x) in xs.iter().enumerate().take(which.list_args()) {
            match self.converts_to_va_list(x, tag_ptr) {
                Some(true) => {}
                Some(false) => problems.push((Severity::Error, which.bad_use(), self.ast.expr(args[i]).span.lo)),
                None => {
                    self.gap("lower: va_* builtin argument of class or integer type", self.ast.expr(args[i]).span.lo);
                    return None;
                }
            }
        }
        // Outside an ellipsis function the second argument is not checked (probed: in a lambda).
        if which == VaBuiltin::Start && !outside {
            let second = xs[1];
            let t = self.sema.ty_of(second);
            let t = self.sema.il.types.non_reference(t);
            if matches!(self.sema.il.types.ckind(t), TypeKind::Class(_)) {
                self.gap("lower: va_start after a parameter of class type", self.ast.expr(args[1]).span.lo);
                return None;
            }
            if !self.names_last_param(args[1]) {
                problems.push((Severity::Warning, id::BAD_VA_START, self.ast.expr(args[1]).span.lo));
            }
        }
        if problems.len() > 1 {
            self.gap("lower: va_* builtin call with several problems (order not probed)", at);
            return None;
        }
        if let Some(&(sev, d, pos)) = problems.first() {
            self.sema.push(sev, d, pos);
            if sev == Severity::Error {
                return Some(self.sema.error_expr(span));
            }
        }
        let f = self.implicit_va_builtin(which, n, tag_ptr);
        let pending = self.sema.diags.len();
        let call = self.build_call_mixed(&[f], n.span, &xs, span, span.hi.saturating_sub(1))?;
        self.cuda_after_call(call, at, pending)?;
        Some(call)
    }

    /// `__va_list_tag *`.
    fn va_list_tag_pointer(&mut self) -> Option<TypeId> {
        let Some(t) = self.va_list_tag_type() else {
            self.gap("lower: __va_list_tag not predeclared", 0);
            return None;
        };
        Some(self.sema.il.types.pointer(t))
    }

    /// The predeclared struct `__va_list_tag` (predeclared.rs).
    pub(crate) fn va_list_tag_type(&mut self) -> Option<TypeId> {
        let sym = self.sema.il.names.intern("__va_list_tag");
        let il = &self.sema.il;
        let LookupResult::Found(e) = il.scopes.lookup(&il.entities, &il.types, Scopes::GLOBAL, sym, LookupKind::Ordinary) else { return None };
        il.entities.get(e).map(|x| x.ty)
    }

    /// Whether `x` converts to `__va_list_tag *` by a standard conversion (arrays decay); None for a
    /// class or integer operand (user-defined conversions and null pointer constants, not probed).
    fn converts_to_va_list(&mut self, x: ExprId, to: TypeId) -> Option<bool> {
        let t = self.sema.ty_of(x);
        let tt = &mut self.sema.il.types;
        let t = tt.non_reference(t);
        let (u, q) = tt.split_quals(t);
        let from = match tt.ckind(u) {
            // An array decays to a pointer to its (cv-qualified) element type.
            TypeKind::Array(el, _) => {
                let el = tt.qualified(el, q);
                tt.pointer(el)
            }
            TypeKind::Pointer(_) => u,
            TypeKind::Class(_) | TypeKind::Int(_) | TypeKind::Enum(_) => return None,
            _ => return Some(false),
        };
        Some(crate::sema::conv::standard_conversion(&self.sema.il, from, to, false).is_some())
    }

    /// Whether the current function (the innermost, a lambda's call operator included) has an ellipsis.
    fn in_variadic_function(&self) -> bool {
        let f = self.sema.current_function;
        let Some(e) = self.sema.il.entities.get(f) else { return false };
        matches!(self.sema.il.types.ckind(e.ty), TypeKind::Function(sig) if sig.variadic)
    }

    /// Whether `a` is (in parentheses or not) the name of the current function's last parameter.
    fn names_last_param(&self, a: ast::ExprId) -> bool {
        let mut a = a;
        while let ast::ExprKind::Paren(inner) = self.ast.expr(a).kind {
            a = inner;
        }
        let ast::ExprKind::Name(n) = &self.ast.expr(a).kind else { return false };
        let (1, false, Some(s)) = (n.segs.len(), n.global, n.last_ident()) else { return false };
        let f = self.sema.current_function;
        let Some(last) = self.sema.il.entities.params(f).last() else { return false };
        let Some(sym) = self.syms_get(s).copied() else { return false };
        self.sema.il.entities.get(last).map(|p| p.name) == Some(sym)
    }

    /// The implicitly declared function (declared in the global scope on first use).
    fn implicit_va_builtin(&mut self, which: VaBuiltin, n: &ast::Name, tag_ptr: TypeId) -> EntityId {
        let (ps, variadic): (&[TypeId], bool) = match which {
            VaBuiltin::Start => (&[tag_ptr], true),
            VaBuiltin::End => (&[tag_ptr], false),
            VaBuiltin::Copy => (&[tag_ptr, tag_ptr], false),
        };
        self.implicit_builtin(n, crate::sema::types::TypeTable::VOID, ps, variadic)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::lower_src;
    use crate::diag::id;

    #[test]
    fn checks() {
        let o = lower_src("void f(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); __builtin_va_end(ap); }\nvoid g(int n) { __builtin_va_list ap; __builtin_va_start(ap, n); }\nvoid h(int n, int m, ...) { __builtin_va_list ap; __builtin_va_start(ap, n); }\nvoid k(int n, ...) { float *p = 0; __builtin_va_end(p); }");
        assert!(o.gaps.is_empty(), "{:?}", o.gaps);
        let got: Vec<_> = o.diags.iter().map(|d| (d.0, d.1)).collect();
        assert_eq!(got, [(id::VA_START_REQUIRES_ELLIPSIS_FUNCTION, 2), (id::BAD_VA_START, 3), (id::BAD_VA_END, 4)]);
    }

    #[test]
    fn wrong_arity_is_a_gap() {
        let o = lower_src("void f(int n, ...) { __builtin_va_list ap; __builtin_va_start(ap); }");
        assert!(!o.gaps.is_empty());
    }
}

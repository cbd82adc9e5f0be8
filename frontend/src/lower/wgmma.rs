//! Calls of the `__wgmma_mma_async_*` builtins: lowering's side of `cuda::wgmma`.
//!
//! A call is an ordinary call of an implicit `__host__ __device__ void name(unsigned, unsigned, unsigned,
//! bool…, void *, ...)` (so the arguments get the ordinary conversions and their diagnostics, probed:
//! `float *` for `m` is "argument of type "float *" is incompatible with parameter of type "unsigned
//! int""), followed by the builtin's own checks. The implicit function lives in a private scope, so
//! ordinary lookup never finds it (`&__wgmma_mma_async_f16` stays unknown: a gap). Inside a template a
//! call with a dependent argument is checked only at instantiation (probed: "detected during
//! instantiation" context).
use super::Lowerer;
use crate::cuda::wgmma::{self, Operand, Value, Variant};
use crate::parse::ast;
use crate::sema::eval::{evaluate_cached, Failure};
use crate::sema::expr::Expr;
use crate::sema::ids::{EntityId, ExprId, TypeId};
use crate::sema::scopes::LookupKind;
use crate::sema::target::Target;
use crate::sema::types::{IntKind, TypeKind, TypeTable};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// A call `n(args)` whose callee is a `__wgmma_mma_async_*` name that lookup does not find: None when
    /// it is not one, Some(None) after a gap, Some(Some(call)) when lowered.
    pub(crate) fn wgmma_call(&mut self, n: &ast::Name, args: &[ast::ExprId], span: Span, rparen: u32) -> Option<Option<ExprId>> {
        let (1, false, Some(s)) = (n.segs.len(), n.global, n.last_ident()) else { return None };
        if n.segs[0].targs.is_some() {
            return None;
        }
        let sym = self.sym(s);
        let variant = Variant::from_name(self.sema.il.names.resolve(sym))?;
        let il = &self.sema.il;
        if il.scopes.lookup(&il.entities, &il.types, self.scope, sym, LookupKind::Ordinary).is_found() {
            return None;
        }
        Some(self.wgmma_lower(variant, sym, n.span, args, span, rparen))
    }

    fn wgmma_lower(&mut self, v: Variant, sym: crate::sema::names::Symbol, callee: Span, args: &[ast::ExprId], span: Span, rparen: u32) -> Option<ExprId> {
        let at = callee.lo;
        if self.sema.current_function.is_none() || self.unevaluated > 0 {
            self.gap("lower: __wgmma_mma_async builtin (context)", at);
            return None;
        }
        let xs = self.exprs(args)?;
        if xs.iter().any(|&x| self.sema.is_error(x)) {
            self.gap("lower: __wgmma_mma_async builtin (erroneous argument)", at);
            return None;
        }
        let flags = |l: &Self, x: ExprId| l.sema.expr(x).flags;
        if xs.iter().any(|&x| flags(self, x) & Expr::TYPE_DEPENDENT != 0) {
            // Resolved and checked when the template is instantiated.
            return Some(self.sema.build_dependent(&xs, span, at));
        }
        // Only value-dependent arguments (`N` of `template<int N>`): EDG resolves the call at definition
        // and checks it at instantiation.
        let value_dependent = xs.iter().any(|&x| flags(self, x) & Expr::VALUE_DEPENDENT != 0);
        if xs.len() < v.named() {
            // Probed: "too few arguments" and then 20272 for missing arguments, not worked out.
            self.gap("lower: __wgmma_mma_async builtin (too few arguments)", at);
            return None;
        }
        let f = self.wgmma_declare(v, sym);
        let pending = self.sema.diags.len();
        let call = self.build_call_mixed(&[f], callee, &xs, span, rparen)?;
        if self.sema.diags[pending..].iter().any(|d| d.severity >= crate::diag::Severity::DiscretionaryError) {
            // How the builtin's checks continue after a conversion error is not probed.
            self.gap("lower: __wgmma_mma_async builtin (argument conversion error)", at);
            return None;
        }
        if value_dependent {
            return Some(call);
        }
        let pos = |l: &Self, i: usize| l.ast.expr(args[i]).span.lo;
        let mut values = Vec::with_capacity(3 + v.bools());
        for i in 0..3 + v.bools() {
            let Some(val) = self.wgmma_value(xs[i], i < 3) else {
                self.gap("lower: __wgmma_mma_async builtin (argument constness not modelled)", at);
                return None;
            };
            values.push((val, pos(self, i)));
        }
        let operands: Vec<(Operand, u32)> = (v.named()..xs.len()).map(|i| (self.wgmma_operand(xs[i]), pos(self, i))).collect();
        let Some(ds) = wgmma::check(&wgmma::Call { variant: v, callee_at: at, values: &values, operands: &operands }) else {
            // A non-constant m, n or k crashes the reference.
            self.gap("lower: __wgmma_mma_async builtin (non-constant shape: the reference crashes)", at);
            return None;
        };
        self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        self.cuda_after_call(call, at, pending)?;
        Some(call)
    }

    /// A named `unsigned` (`shape`) or `bool` argument: its constant value converted to the parameter
    /// type, NotConst, or None when cufe cannot tell.
    fn wgmma_value(&self, x: ExprId, shape: bool) -> Option<Value> {
        let t = &Target::LP64;
        let to = if shape { IntKind::UInt } else { IntKind::Bool };
        let converted = match evaluate_cached(self.sema.il, x, &self.sema.eval_cache) {
            Ok(crate::sema::consteval::Value::Int(i)) => i.convert(t, to).0,
            Ok(crate::sema::consteval::Value::Float(f)) => f.to_int(t, to)?,
            Err(Failure::VarNotConstant(..)) => return Some(Value::NotConst),
            _ => return None,
        };
        Some(Value::Const(converted.bits as u32))
    }

    /// The class of an 'A' / 'B' argument's type (references and top-level cv dropped).
    fn wgmma_operand(&self, x: ExprId) -> Operand {
        let types = &self.sema.il.types;
        let t = types.unqualified(types.non_reference(self.sema.ty_of(x)));
        match types.ckind(t) {
            TypeKind::Int(IntKind::ULongLong) => Operand::UnsignedLongLong,
            TypeKind::Pointer(p) if types.ckind(types.unqualified(p)) == TypeKind::Void => Operand::VoidPointer,
            _ => Operand::Other,
        }
    }

    /// The implicit `__host__ __device__` function of variant `v`.
    fn wgmma_declare(&mut self, v: Variant, sym: crate::sema::names::Symbol) -> EntityId {
        let types = &mut self.sema.il.types;
        let uint = types.int(IntKind::UInt);
        let boolean = types.int(IntKind::Bool);
        let void_ptr = types.pointer(TypeTable::VOID);
        let params: Vec<TypeId> = [uint; 3].into_iter().chain(std::iter::repeat(boolean).take(v.bools())).chain([void_ptr]).collect();
        self.private_hd_builtin(sym, TypeTable::VOID, &params, true)
    }
}

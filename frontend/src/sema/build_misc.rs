//! The remaining expression actions: `throw`, `new`/`delete`, lambdas (closure type creation) and the
//! type-generic builtins.
//!
//! Builtins supported here (the ones the prelude and libstdc++ 12 use with their own typing rules):
//! `__builtin_addressof`, `__builtin_launder`, `__builtin_expect`, `__builtin_unreachable`,
//! `__builtin_trap`, `__builtin_is_constant_evaluated`, `__builtin_constant_p` and `__builtin_bit_cast`
//! (`build_bit_cast`). Every other `__builtin_*` is an ordinary function the prelude declares with a type
//! (`FunctionData::BUILTIN`), called through `build_call`; `__builtin_offsetof`, `__builtin_va_arg`,
//! `__builtin_choose_expr`, `__builtin_types_compatible_p`, `__builtin_shufflevector`/`_convertvector`
//! need their own syntax and are gaps (`build_builtin` returns an error node after `Gaps::note`).

use super::action::Sema;
use super::entities::{ClassData, ClassKey, FnRole, FunctionData, Payload};
use super::expr::{Builtin, Expr, ExprKind, ValueCat};
use super::ids::{EntityId, ExprId, ScopeId, TypeId};
use super::names::Symbol;
use super::types::{IntKind, TypeKind, TypeTable};
use crate::source::{Offset, Span};

impl<'a> Sema<'a> {
    /// `throw e` / `throw` (`e` = NONE): a `void` prvalue that ends the flow.
    pub fn build_throw(&mut self, e: ExprId, span: Span) -> ExprId {
        let op = if e.is_none() || self.expr(e).is_dependent() || self.is_error(e) { e } else { self.default_conversion(e) };
        self.add(ExprKind::Throw(op), TypeTable::VOID, ValueCat::PRValue, span, span.lo)
    }

    /// `new T`, `new T(args)`, `new T{args}` (`args` = None for no initialiser), `new T[n]`
    /// (`array_size` NONE otherwise). Allocation-function lookup (class `operator new`, placement) is not
    /// modelled: placement arguments are a gap for the caller to note.
    pub fn build_new(&mut self, ty: TypeId, args: Option<&[ExprId]>, array_size: ExprId, span: Span) -> ExprId {
        if self.il.types.is_dependent(ty) || args.map(|a| a.iter().any(|&x| self.expr(x).is_dependent())).unwrap_or(false) {
            let ops: Vec<ExprId> = args.unwrap_or(&[]).to_vec();
            let id = self.build_dependent(&ops, span, span.lo);
            return id;
        }
        let (elem, size) = if array_size.is_some() {
            if self.is_error(array_size) {
                return self.error_expr(span);
            }
            let t = self.ty_of(array_size);
            if !self.is_arith_or_unscoped_enum(t) {
                self.gaps.note("sema: array new size of non-arithmetic type", span.lo);
                return self.error_expr(span);
            }
            // A floating size is accepted silently (probes/x22) and converted.
            let size = self.promote(array_size);
            let size = if matches!(self.il.types.ckind(self.ty_of(size)), TypeKind::Float(_)) {
                let st = self.il.types.int(self.il.target.size_type());
                self.arith_convert(size, st)
            } else {
                size
            };
            (ty, size)
        } else {
            match self.il.types.ckind(ty) {
                // `new int[3]` parsed as a type: the element type is allocated.
                TypeKind::Array(e, _) => (e, ExprId::NONE),
                _ => (ty, ExprId::NONE),
            }
        };
        let mut init = Vec::new();
        if let Some(a) = args {
            if self.il.types.class_entity(elem).is_some() {
                let c = self.build_construct(elem, a, span, span.lo);
                if self.is_error(c) {
                    return self.error_expr(span);
                }
                init.push(c);
            } else if a.len() == 1 && size.is_none() {
                match self.build_copy_init(a[0], elem) {
                    Some(c) => init.push(c),
                    None => return self.error_expr(span),
                }
            } else if !a.is_empty() {
                self.gaps.note("sema: new-initializer form", span.lo);
                return self.error_expr(span);
            }
        } else if self.il.types.class_entity(elem).is_some() && size.is_none() && self.build_default_init(elem, span.lo).is_none() {
            return self.error_expr(span);
        }
        let p = self.il.types.pointer(elem);
        let l = self.il.exprs.add_list(&init);
        self.add(ExprKind::New { ty: elem, args: l, array_size: size }, p, ValueCat::PRValue, span, span.lo)
    }

    /// `delete p` / `delete[] p`.
    pub fn build_delete(&mut self, e: ExprId, array: bool, span: Span) -> ExprId {
        if self.is_error(e) {
            return self.error_expr(span);
        }
        if self.expr(e).is_dependent() {
            return self.build_dependent(&[e], span, span.lo);
        }
        let v = self.default_conversion(e);
        if !matches!(self.il.types.ckind(self.ty_of(v)), TypeKind::Pointer(_)) {
            // EDG's message for a non-pointer delete operand is not probed.
            self.gaps.note("sema: delete of non-pointer", span.lo);
            return self.error_expr(span);
        }
        self.add(ExprKind::Delete { op: v, array }, TypeTable::VOID, ValueCat::PRValue, span, span.lo)
    }

    /// A lambda expression: creates the closure class (unnamed, `ClassData::lambda`, local) in `scope` with
    /// a public `operator()` of type `call_ty` (a function type; `const` unless `mutable`), and returns the
    /// closure prvalue plus the class and call-operator entities (the caller analyses the body with
    /// `current_function` = the call operator). Captures and conversion to function pointer are not
    /// modelled.
    pub fn build_lambda(&mut self, scope: ScopeId, call_ty: TypeId, span: Span) -> (ExprId, EntityId, EntityId) {
        let params: Vec<(Symbol, TypeId)> = match self.il.types.ckind(call_ty) {
            TypeKind::Function(sig) => self.il.types.type_list(sig.params).iter().map(|&p| (Symbol::EMPTY, p)).collect(),
            _ => Vec::new(),
        };
        self.build_lambda_params(scope, call_ty, &params, span)
    }

    /// [`Self::build_lambda`] with the call operator's parameters named (lower/lambdas.rs).
    pub fn build_lambda_params(&mut self, scope: ScopeId, call_ty: TypeId, params: &[(Symbol, TypeId)], span: Span) -> (ExprId, EntityId, EntityId) {
        let dependent = self.il.types.is_dependent(call_ty);
        self.build_lambda_closure(scope, call_ty, params, dependent, span)
    }

    /// [`Self::build_lambda_params`] with the closure's dependence given: a generic lambda's call
    /// operator has dependent parameter types while its closure type is not dependent.
    pub fn build_lambda_closure(&mut self, scope: ScopeId, call_ty: TypeId, params: &[(Symbol, TypeId)], dependent: bool, span: Span) -> (ExprId, EntityId, EntityId) {
        let c = self.il.declare_class(scope, Symbol::EMPTY, ClassKey::Class, dependent, span);
        let members = self.il.begin_class_definition(c, scope);
        if let Some(Payload::Class(cd)) = self.il.entities.get_mut(c).map(|e| &mut e.data) {
            *cd = ClassData { lambda: true, local: true, ..*cd };
        }
        let name = self.il.names.intern("operator()");
        let data = FunctionData { role: FnRole::Operator, flags: FunctionData::INLINE, ..FunctionData::default() };
        let op = self.il.declare_function(members, name, call_ty, params, data, span);
        if let Some(e) = self.il.entities.get_mut(op) {
            e.access = super::entities::Access::Public;
            e.parent = c;
        }
        self.il.end_class_definition(c);
        let ty = self.il.entities.get(c).map(|e| e.ty).unwrap_or(TypeTable::ERROR);
        let id = self.add(ExprKind::Lambda(c), ty, ValueCat::PRValue, span, span.lo);
        if self.il.types.is_dependent(ty) {
            self.mark(id, Expr::TYPE_DEPENDENT | Expr::VALUE_DEPENDENT);
        }
        (id, c, op)
    }

    /// A call of a type-generic builtin named `name` (see the module doc); `None` when `name` is not one.
    pub fn build_builtin(&mut self, name: &str, args: &[ExprId], span: Span) -> Option<ExprId> {
        let which = match name {
            "__builtin_addressof" => Builtin::AddressOf,
            "__builtin_launder" => Builtin::Launder,
            "__builtin_expect" => Builtin::Expect,
            "__builtin_unreachable" => Builtin::Unreachable,
            "__builtin_trap" => Builtin::Trap,
            "__builtin_is_constant_evaluated" => Builtin::IsConstantEvaluated,
            "__builtin_constant_p" => Builtin::ConstantP,
            _ => return None,
        };
        if args.iter().any(|&a| self.is_error(a)) {
            return Some(self.error_expr(span));
        }
        if args.iter().any(|&a| self.expr(a).flags & Expr::TYPE_DEPENDENT != 0) {
            return Some(self.build_dependent(args, span, span.lo));
        }
        let arity = match which {
            Builtin::Unreachable | Builtin::Trap | Builtin::IsConstantEvaluated => 0,
            Builtin::AddressOf | Builtin::Launder | Builtin::ConstantP => 1,
            Builtin::Expect => 2,
            Builtin::FpTest(_) | Builtin::Atomic(_) => return None,
        };
        if args.len() != arity {
            // Wrong arity of a builtin: EDG's wording for builtins is not probed.
            self.gaps.note("sema: builtin called with wrong argument count", span.lo);
            return Some(self.error_expr(span));
        }
        let (ty, conv): (TypeId, Vec<ExprId>) = match which {
            Builtin::AddressOf => {
                let n = self.expr(args[0]);
                if n.cat != ValueCat::LValue {
                    self.gaps.note("sema: __builtin_addressof of a non-lvalue", span.lo);
                    return Some(self.error_expr(span));
                }
                (self.il.types.pointer(n.ty), args.to_vec())
            }
            Builtin::Launder => {
                let v = self.default_conversion(args[0]);
                (self.ty_of(v), vec![v])
            }
            Builtin::Expect => {
                let l = self.il.types.int(IntKind::Long);
                let mut c = Vec::new();
                for &a in args {
                    match self.build_copy_init(a, l) {
                        Some(x) => c.push(x),
                        None => return Some(self.error_expr(span)),
                    }
                }
                (l, c)
            }
            Builtin::Unreachable | Builtin::Trap => (TypeTable::VOID, Vec::new()),
            Builtin::IsConstantEvaluated => (self.il.types.int(IntKind::Bool), Vec::new()),
            Builtin::ConstantP => (self.il.types.int(IntKind::Int), args.to_vec()),
            Builtin::FpTest(_) | Builtin::Atomic(_) => return None,
        };
        let l = self.il.exprs.add_list(&conv);
        Some(self.add(ExprKind::Builtin { which, args: l }, ty, ValueCat::PRValue, span, span.lo))
    }

    /// `__builtin_bit_cast(T, e)`: sizes must match (EDG's message for a mismatch is not probed: gap).
    pub fn build_bit_cast(&mut self, to: TypeId, e: ExprId, span: Span) -> ExprId {
        if self.is_error(e) {
            return self.error_expr(span);
        }
        if self.il.types.is_dependent(to) || self.expr(e).is_dependent() {
            let id = self.build_dependent(&[e], span, span.lo);
            if let Some(x) = self.il.exprs.get_mut(id) {
                x.ty = to;
            }
            return id;
        }
        let a = super::layout::size_align(self.il, to).map(|x| x.size);
        let b = super::layout::size_align(self.il, self.ty_of(e)).map(|x| x.size);
        if a.is_err() || a != b {
            self.gaps.note("sema: __builtin_bit_cast size mismatch", span.lo);
            return self.error_expr(span);
        }
        self.add(ExprKind::BitCast(e), to, ValueCat::PRValue, span, span.lo)
    }
}

impl<'a> Sema<'a> {
    /// `( e )`: the same node, its span widened to the parentheses (EDG carets at a parenthesised
    /// operand point at the `(`, probes/x3, x18) and marked `PAREN` (for `decltype((x))`).
    pub fn build_paren(&mut self, e: ExprId, span: Span) -> ExprId {
        if let Some(n) = self.il.exprs.get_mut(e) {
            n.span = span;
            n.flags |= Expr::PAREN;
        }
        e
    }

    /// `T()` / `T{}`: value-initialisation. Scalars become their zero value; classes use the default
    /// constructor (`build_default_init` rules).
    pub fn build_value_init(&mut self, ty: TypeId, span: Span) -> ExprId {
        if self.il.types.is_dependent(ty) {
            let id = self.build_dependent(&[], span, span.lo);
            if let Some(x) = self.il.exprs.get_mut(id) {
                x.ty = ty;
            }
            return id;
        }
        let t = self.il.types.unqualified(ty);
        match self.il.types.ckind(t) {
            TypeKind::Int(_) | TypeKind::Enum(_) => self.add(ExprKind::IntLit(0), t, ValueCat::PRValue, span, span.lo),
            TypeKind::Float(_) => self.add(ExprKind::FloatLit(Default::default()), t, ValueCat::PRValue, span, span.lo),
            TypeKind::Pointer(_) | TypeKind::NullPtr => self.add(ExprKind::NullPtr, t, ValueCat::PRValue, span, span.lo),
            TypeKind::Void => self.add(ExprKind::InitList(Default::default()), t, ValueCat::PRValue, span, span.lo),
            TypeKind::Class(_) => match self.build_default_init(t, span.lo) {
                Some(e) => e,
                None => self.error_expr(span),
            },
            _ => {
                self.gaps.note("sema: value-initialisation of this type", span.lo);
                self.error_expr(span)
            }
        }
    }
}

impl<'a> Sema<'a> {
    /// `&C::m` for a non-static data member or member function `m` of class `C` (a static member is an
    /// ordinary `&` of its `build_decl_ref`).
    pub fn build_member_pointer(&mut self, m: EntityId, span: Span) -> ExprId {
        let m = self.il.entities.resolve(m);
        let Some(ent) = self.il.entities.get(m).copied() else { return self.error_expr(span) };
        let Some(class_ty) = self.il.entities.get(ent.parent).filter(|p| matches!(p.data, Payload::Class(_))).map(|p| p.ty) else {
            self.gaps.note("sema: pointer to member of a non-member", span.lo);
            return self.error_expr(span);
        };
        let ok = match ent.data {
            Payload::Field(fd) => fd.bit_width.is_none() && !self.il.types.is_reference(ent.ty),
            Payload::Function(fd) => !fd.has(FunctionData::STATIC_MEMBER),
            _ => false,
        };
        if !ok {
            self.gaps.note("sema: pointer to this kind of member", span.lo);
            return self.error_expr(span);
        }
        let ty = self.il.types.member_pointer(class_ty, ent.ty);
        self.add(ExprKind::MemberPtrConst(m), ty, ValueCat::PRValue, span, span.lo)
    }

    /// `obj.*mp` / `p->*mp`: an lvalue (or xvalue) of the member's type for data members, the bound
    /// member function (callable with `build_call`) otherwise.
    pub fn build_ptr_mem(&mut self, obj: ExprId, mp: ExprId, arrow: bool, span: Span, pos: Offset) -> ExprId {
        if self.is_error(obj) || self.is_error(mp) {
            return self.error_expr(span);
        }
        if self.expr(obj).is_dependent() || self.expr(mp).is_dependent() {
            return self.build_dependent(&[obj, mp], span, pos);
        }
        let o = if arrow { self.default_conversion(obj) } else { obj };
        let on = self.expr(o);
        let obj_ty = if arrow {
            match self.il.types.ckind(on.ty) {
                TypeKind::Pointer(p) => p,
                _ => {
                    self.gaps.note("sema: ->* on a non-pointer", pos);
                    return self.error_expr(span);
                }
            }
        } else {
            on.ty
        };
        let m = self.default_conversion(mp);
        let TypeKind::MemberPointer { class, pointee } = self.il.types.ckind(self.ty_of(m)) else {
            self.gaps.note("sema: right operand of .*/->* is not a pointer to member", pos);
            return self.error_expr(span);
        };
        let related = match (self.il.types.class_entity(obj_ty), self.il.types.class_entity(class)) {
            (Some(d), Some(b)) => super::conv::base_distance(self.il, d, b).is_some(),
            _ => false,
        };
        if !related {
            self.gaps.note("sema: pointer-to-member of an unrelated class", pos);
            return self.error_expr(span);
        }
        if matches!(self.il.types.ckind(pointee), TypeKind::Function(_)) {
            return self.add(ExprKind::PtrMem { obj: o, mp: m, arrow }, pointee, ValueCat::PRValue, span, pos);
        }
        let q = self.il.types.quals(obj_ty);
        let ty = if q.is_empty() { pointee } else { self.il.types.qualified(pointee, q) };
        let cat = if arrow || on.cat == ValueCat::LValue { ValueCat::LValue } else { ValueCat::XValue };
        self.add(ExprKind::PtrMem { obj: o, mp: m, arrow }, ty, cat, span, pos)
    }
}

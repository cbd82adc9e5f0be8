//! Constant evaluation over the typed IL: integral constant expressions (static_assert, array bounds,
//! enumerators, template arguments, `if constexpr`, `case`), including calls of `constexpr` functions.
//!
//! Limits and diagnostics verified on probes/x1, x2 (cudafe++ 13.0.88):
//! - constexpr call nesting: 256 nested calls succeed (`cf(255)` with `cf(n) = n<=0 ? 0 : 1+cf(n-1)`
//!   makes 256), 257 fail with error #28 `expression must have a constant value` at the start of the
//!   expression plus note #2431 `expression not folded to a constant due to excessive constexpr function
//!   call complexity` at the expression's *position* (the top-level operator: `cf(256) == 256` → `==`);
//! - reading a non-constant variable: #28 + note #2689 `the value of variable "g1" (declared at line 46)
//!   cannot be used as a constant`, both at the variable reference;
//! - `static_assert(false, "m")` → #1574 `static assertion failed with "m"`; without a message #2784
//!   `static assertion failed`; both at the `static_assert` keyword.
//!
//! Other reasons for non-constancy (calls of non-constexpr functions, UB in constexpr bodies, pointer
//! values) have notes that are not probed yet: they are recorded as gaps, never reported.

use super::action::Sema;
use super::consteval::{int_binop, int_to_float, int_unop, ArithIssue, BinOp, FloatValue, IntValue, UnOp, Value};
use super::entities::{FunctionData, Payload, VariableData};
use super::expr::{BinaryOp, ExprKind, ImplicitKind, TypeTrait, UnaryOp};
use super::ids::{EntityId, ExprId, StmtId, TypeId};
use super::il::Il;
use super::stmt::StmtKind;
use super::types::{IntKind, TypeKind};
use crate::diag::{id, Arg, Diagnostic, EntityArg, Severity, Where};
use crate::source::Offset;

/// Nested constexpr calls allowed (probes/x2).
pub const MAX_CALL_DEPTH: u32 = 256;
/// Evaluation steps before giving up. EDG's own step budget is not probed; when it is hit we record a gap
/// instead of a diagnostic.
pub const MAX_STEPS: u64 = 4_000_000;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Failure {
    /// Call nesting over [`MAX_CALL_DEPTH`] (note #2431).
    Complexity,
    /// The value of a variable that is not usable in constant expressions (note #2689).
    VarNotConstant(EntityId, Offset),
    /// Operand is value-dependent: evaluate at instantiation.
    Dependent,
    /// Something the evaluator does not model (or whose EDG diagnostic is not probed).
    Unsupported(&'static str, Offset),
    /// The evaluation nests deeper than the caller's stack allows: retry with [`evaluate`]'s big stack.
    NeedsBigStack,
    /// A call of a constexpr function whose body is not lowered (a function template specialisation, a
    /// member of a class template specialisation): lowering instantiates it on demand and evaluates
    /// again (`lower/constexpr_bodies.rs`); where it cannot, this is the gap [`NO_BODY`].
    NeedsBody(EntityId, Offset),
    /// A call of a function that is not constexpr (note #2703 at the call).
    NonConstexprCall(EntityId, Offset),
    /// A signed integer operation out of the range of its type inside a constexpr call (note #2707 at
    /// the operator; a plain constant keeps the wrapped value with warning #61 instead).
    Overflow(TypeId, Offset),
}

/// The gap of a constexpr call whose body is not available.
pub const NO_BODY: &str = "sema: constexpr function without body";

#[path = "eval_class.rs"]
mod class_values;

/// Nested calls / expression depth allowed on the caller's stack before retrying on a big one.
const SMALL_CALL_DEPTH: u32 = 12;
const SMALL_EXPR_DEPTH: u32 = 200;
/// Expression nesting allowed on the big stack (deeper input is a gap, never a crash).
const BIG_EXPR_DEPTH: u32 = 20_000;
const BIG_STACK_BYTES: usize = 1 << 30;

/// Evaluates `e`: first on the current stack with small nesting limits, then — only for deep recursion
/// (constexpr call chains up to [`MAX_CALL_DEPTH`], deeply nested expressions) — again on a scoped thread
/// with a large stack, so no input can overflow the stack.
pub fn evaluate(il: &Il, e: ExprId) -> Result<Value, Failure> {
    evaluate_in(il, e, false)
}

/// Memo of context-free results (outside constexpr calls): successes and "not a constant variable"
/// failures, which later declarations cannot change. Makes the quiet evaluations done for warnings on
/// every operator linear instead of quadratic in the depth of operator chains.
pub type EvalCache = std::cell::RefCell<std::collections::HashMap<ExprId, Result<Value, Failure>>>;

/// [`evaluate`] with a memo (the big-stack retry runs without it).
pub fn evaluate_cached(il: &Il, e: ExprId, cache: &EvalCache) -> Result<Value, Failure> {
    let mut ev = Evaluator::new(il);
    ev.cache = Some(cache);
    match ev.eval(e) {
        Err(Failure::NeedsBigStack) => evaluate_in(il, e, false),
        r => r,
    }
}

/// [`evaluate`] in a manifestly constant-evaluated context or not.
pub fn evaluate_in(il: &Il, e: ExprId, manifest: bool) -> Result<Value, Failure> {
    let mut ev = Evaluator::new(il);
    ev.manifest = manifest;
    match ev.eval(e) {
        Err(Failure::NeedsBigStack) => {}
        r => return r,
    }
    let run = move || {
        let mut ev = Evaluator::new(il);
        ev.big = true;
        ev.manifest = manifest;
        ev.eval(e)
    };
    std::thread::scope(|sc| {
        match std::thread::Builder::new().stack_size(BIG_STACK_BYTES).spawn_scoped(sc, run) {
            Ok(h) => h.join().unwrap_or(Err(Failure::Unsupported("sema: constant evaluation failed", 0))),
            Err(_) => Err(Failure::Unsupported("sema: constant evaluation needs a big stack", 0)),
        }
    })
}

enum Flow {
    Normal,
    Return(Value),
    Break,
    Continue,
}

pub struct Evaluator<'i> {
    il: &'i Il,
    depth: u32,
    steps: u64,
    /// Locals of the active constexpr calls (innermost last).
    frames: Vec<Vec<(EntityId, Value)>>,
    /// Running on the big stack (full limits).
    big: bool,
    expr_depth: u32,
    /// A manifestly constant-evaluated context (`__builtin_is_constant_evaluated()` is true).
    pub manifest: bool,
    cache: Option<&'i EvalCache>,
}

impl<'i> Evaluator<'i> {
    pub fn new(il: &'i Il) -> Self {
        Evaluator { il, depth: 0, steps: 0, frames: Vec::new(), big: false, expr_depth: 0, manifest: false, cache: None }
    }

    fn tick(&mut self, at: Offset) -> Result<(), Failure> {
        self.steps += 1;
        if self.steps > MAX_STEPS {
            return Err(Failure::Unsupported("sema: constexpr step limit", at));
        }
        Ok(())
    }

    /// The integer kind values of type `t` are computed in (enums: their underlying type).
    fn int_kind_of(&self, t: TypeId) -> Option<IntKind> {
        match self.il.types.ckind(self.il.types.unqualified(t)) {
            TypeKind::Int(k) => Some(k),
            TypeKind::Enum(e) => match self.il.entities.get(e)?.data {
                Payload::Enum(d) => Some(self.il.types.int_kind(d.underlying).unwrap_or(IntKind::Int)),
                _ => None,
            },
            _ => None,
        }
    }

    pub fn eval(&mut self, e: ExprId) -> Result<Value, Failure> {
        let limit = if self.big { BIG_EXPR_DEPTH } else { SMALL_EXPR_DEPTH };
        if self.expr_depth >= limit {
            return Err(if self.big { Failure::Unsupported("sema: constant expression too deep", 0) } else { Failure::NeedsBigStack });
        }
        let cacheable = self.frames.is_empty() && !self.manifest && self.depth == 0;
        if cacheable {
            if let Some(c) = self.cache {
                if let Some(r) = c.borrow().get(&e) {
                    return *r;
                }
            }
        }
        self.expr_depth += 1;
        let r = self.eval_inner(e);
        self.expr_depth -= 1;
        if cacheable && matches!(r, Ok(_) | Err(Failure::VarNotConstant(..))) {
            if let Some(c) = self.cache {
                c.borrow_mut().insert(e, r);
            }
        }
        r
    }

    fn eval_inner(&mut self, e: ExprId) -> Result<Value, Failure> {
        let n = self.il.exprs.node(e);
        self.tick(n.pos)?;
        if n.is_dependent() {
            return Err(Failure::Dependent);
        }
        let t = &self.il.target;
        match n.kind {
            ExprKind::IntLit(bits) => {
                let k = self.int_kind_of(n.ty).ok_or(Failure::Unsupported("sema: literal type", n.pos))?;
                Ok(Value::Int(IntValue::from_u128(t, k, bits)))
            }
            ExprKind::FloatLit(v) => match self.il.types.ckind(n.ty) {
                TypeKind::Float(k) => Ok(Value::Float(FloatValue::of_literal(k, v))),
                _ => Err(Failure::Unsupported("sema: literal type", n.pos)),
            },
            ExprKind::NullPtr => Ok(Value::Null(n.ty)),
            ExprKind::DeclRef(v) => self.decl_value(v, n.pos),
            ExprKind::Trait { value, .. } => Ok(Value::Int(IntValue::from_u128(t, IntKind::Bool, value as u128))),
            ExprKind::SizeofType(ty) | ExprKind::AlignofType(ty) => {
                let sa = super::layout::size_align(self.il, ty).map_err(|_| Failure::Unsupported("sema: sizeof", n.pos))?;
                let v = if matches!(n.kind, ExprKind::SizeofType(_)) { sa.size } else { sa.align };
                Ok(Value::Int(IntValue::from_u128(t, t.size_type(), v as u128)))
            }
            ExprKind::SizeofExpr(x) => {
                let xt = self.il.exprs.node(x).ty;
                let sa = super::layout::size_align(self.il, xt).map_err(|_| Failure::Unsupported("sema: sizeof", n.pos))?;
                Ok(Value::Int(IntValue::from_u128(t, t.size_type(), sa.size as u128)))
            }
            ExprKind::Implicit(k, x) => self.implicit(k, x, n.ty, n.pos),
            ExprKind::Cast(_, x) => {
                let v = self.eval(x)?;
                self.convert(v, n.ty, n.pos)
            }
            ExprKind::Unary(op, x) => self.unary(op, x, n.pos),
            ExprKind::Binary(op, a, b) => self.binary(op, a, b, n.pos),
            ExprKind::Cond(c, a, b) => {
                let cv = self.eval(c)?;
                let truth = truthy(&cv).ok_or(Failure::Unsupported("sema: condition value", n.pos))?;
                if truth {
                    if a.is_none() { Ok(cv) } else { self.eval(a) }
                } else {
                    self.eval(b)
                }
            }
            ExprKind::Comma(a, b) => {
                self.eval(a)?;
                self.eval(b)
            }
            ExprKind::Assign(op, l, r) => self.assign(op, l, r, n.pos),
            ExprKind::Call { callee, func, args } => self.call(callee, func, args, n.pos),
            ExprKind::Construct { ctor, args } => self.construct(ctor, args, n.ty, n.pos),
            // `T{}` aggregate-initialising a stateless class.
            ExprKind::InitList(l) if l.len == 0 && self.is_class_type(n.ty) => self.construct(EntityId::NONE, l, n.ty, n.pos),
            ExprKind::Builtin { which, args } => {
                let a = self.il.exprs.list(args).to_vec();
                let t = self.il.target;
                match which {
                    super::expr::Builtin::IsConstantEvaluated => {
                        Ok(Value::Int(IntValue::from_u128(&t, IntKind::Bool, self.manifest as u128)))
                    }
                    super::expr::Builtin::ConstantP => {
                        let folded = a.first().map(|&x| {
                            let mut sub = Evaluator::new(self.il);
                            sub.big = self.big;
                            matches!(sub.eval(x), Ok(Value::Int(_) | Value::Float(_) | Value::Null(_)))
                        });
                        Ok(Value::Int(IntValue::from_u128(&t, IntKind::Int, folded.unwrap_or(false) as u128)))
                    }
                    super::expr::Builtin::Expect => match a.first() {
                        Some(&x) => self.eval(x),
                        None => Err(Failure::Unsupported("sema: builtin", n.pos)),
                    },
                    super::expr::Builtin::FpTest(which) => match a.first().map(|&x| self.eval(x)) {
                        Some(Ok(Value::Float(f))) => Ok(Value::Int(IntValue::from_u128(&t, IntKind::Int, which.apply(f) as u128))),
                        Some(Err(e)) => Err(e),
                        _ => Err(Failure::Unsupported("sema: builtin", n.pos)),
                    },
                    _ => Err(Failure::Unsupported("sema: builtin in constant expression", n.pos)),
                }
            }
            _ => Err(Failure::Unsupported("sema: constant expression form", n.pos)),
        }
    }

    fn decl_value(&mut self, v: EntityId, pos: Offset) -> Result<Value, Failure> {
        for f in self.frames.iter().rev().take(1) {
            if let Some((_, val)) = f.iter().rev().find(|(x, _)| *x == v) {
                return match val {
                    Value::Uninit => Err(Failure::Unsupported("sema: read of uninitialised constexpr local", pos)),
                    v => Ok(*v),
                };
            }
        }
        let Some(ent) = self.il.entities.get(v) else { return Err(Failure::Unsupported("sema: entity", pos)) };
        match ent.data {
            Payload::Enumerator { value, enum_entity } => {
                let k = match self.il.entities.get(enum_entity).map(|e| e.data) {
                    Some(Payload::Enum(d)) => self.il.types.int_kind(d.underlying).unwrap_or(IntKind::Int),
                    _ => IntKind::Int,
                };
                Ok(Value::Int(IntValue::from_u128(&self.il.target, k, u128::from(value))))
            }
            Payload::Variable(d) => {
                let is_const_integral = self.il.types.quals(ent.ty).is_const() && self.int_kind_of(ent.ty).is_some();
                if !(d.has(VariableData::CONSTEXPR) || is_const_integral) {
                    return Err(Failure::VarNotConstant(v, pos));
                }
                if d.init.is_none() {
                    return Err(Failure::Unsupported("sema: constant without visible initialiser", pos));
                }
                if matches!(self.il.exprs.node(d.init).kind, ExprKind::Error) {
                    // A constexpr variable whose initialiser was rejected (#28): EDG says nothing more
                    // about its uses (probed: `static_assert(big != 0)` after it is silent).
                    return Err(Failure::Dependent);
                }
                if self.depth > MAX_CALL_DEPTH {
                    return Err(Failure::Complexity);
                }
                if !self.big && self.depth >= SMALL_CALL_DEPTH {
                    return Err(Failure::NeedsBigStack);
                }
                self.depth += 1;
                // A variable's initialiser is evaluated in its own context, not the current call's.
                let saved = std::mem::take(&mut self.frames);
                let r = self.eval(d.init);
                self.frames = saved;
                self.depth -= 1;
                let r = match r {
                    // A const integral variable whose initialiser is not constant is itself the culprit
                    // (probed: `const int k = g; constexpr int m = k;` names "k" in note #2689).
                    Err(Failure::VarNotConstant(..) | Failure::NonConstexprCall(..)) if !d.has(VariableData::CONSTEXPR) => return Err(Failure::VarNotConstant(v, pos)),
                    r => r?,
                };
                self.convert(r, ent.ty, pos)
            }
            // A function parameter read outside a constexpr call of its function (probes/x9).
            Payload::Param(_) => Err(Failure::VarNotConstant(v, pos)),
            _ => Err(Failure::Unsupported("sema: entity value", pos)),
        }
    }

    fn implicit(&mut self, k: ImplicitKind, x: ExprId, to: TypeId, pos: Offset) -> Result<Value, Failure> {
        match k {
            ImplicitKind::LvalueToRvalue | ImplicitKind::Qualification => self.eval(x),
            ImplicitKind::ToVoid => {
                self.eval(x)?;
                Ok(Value::Void)
            }
            ImplicitKind::IntegralPromotion
            | ImplicitKind::IntegralConversion
            | ImplicitKind::FloatingPromotion
            | ImplicitKind::FloatingConversion
            | ImplicitKind::FloatingIntegral
            | ImplicitKind::Boolean
            | ImplicitKind::Pointer => {
                let v = self.eval(x)?;
                self.convert(v, to, pos)
            }
            ImplicitKind::UserDefined(f) => self.user_conversion(f, x, to, pos),
            // A reference bound to a temporary: the value is the temporary's (class values only).
            ImplicitKind::Temporary => match self.eval(x)? {
                v @ Value::Aggregate { len: 0, .. } => self.convert_class(v, to, pos),
                _ => Err(Failure::Unsupported("sema: constant conversion", pos)),
            },
            _ => Err(Failure::Unsupported("sema: constant conversion", pos)),
        }
    }

    /// Converts a scalar value (or a stateless class value) to type `to`.
    fn convert(&self, v: Value, to: TypeId, pos: Offset) -> Result<Value, Failure> {
        let t = &self.il.target;
        // The cv-qualifiers of the destination (`const double` of a constexpr variable) do not change the value.
        let target = self.il.types.unqualified(self.il.types.non_reference(to));
        if self.is_class_type(target) {
            return self.convert_class(v, target, pos);
        }
        if let Some(k) = self.int_kind_of(target) {
            return match v {
                Value::Int(i) => Ok(Value::Int(i.convert(t, k).0)),
                Value::Float(f) => f.to_int(t, k).map(Value::Int).ok_or(Failure::Unsupported("sema: float out of range", pos)),
                Value::Null(_) if k == IntKind::Bool => Ok(Value::Int(IntValue::from_u128(t, k, 0))),
                _ => Err(Failure::Unsupported("sema: constant conversion", pos)),
            };
        }
        match (self.il.types.ckind(target), v) {
            (TypeKind::Float(fk), Value::Int(i)) => Ok(Value::Float(int_to_float(t, i, fk))),
            (TypeKind::Float(fk), Value::Float(f)) => Ok(Value::Float(f.convert(fk))),
            (TypeKind::Pointer(_) | TypeKind::NullPtr, Value::Null(_)) => Ok(Value::Null(target)),
            (TypeKind::Pointer(_), Value::Int(i)) if i.is_zero() => Ok(Value::Null(target)),
            (TypeKind::Void, _) => Ok(Value::Void),
            _ => Err(Failure::Unsupported("sema: constant conversion", pos)),
        }
    }

    fn unary(&mut self, op: UnaryOp, x: ExprId, pos: Offset) -> Result<Value, Failure> {
        let t = self.il.target;
        match op {
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                let ExprKind::DeclRef(v) = self.il.exprs.node(x).kind else {
                    return Err(Failure::Unsupported("sema: constexpr increment", pos));
                };
                let old = self.eval(x)?;
                let Value::Int(i) = old else { return Err(Failure::Unsupported("sema: constexpr increment", pos)) };
                let one = IntValue::from_u128(&t, i.kind, 1);
                let bop = if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) { BinOp::Add } else { BinOp::Sub };
                let (nv, _) = int_binop(&t, bop, i.promote(&t), one.promote(&t));
                let nv = Value::Int(nv.convert(&t, i.kind).0);
                self.set_local(v, nv, pos)?;
                Ok(if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) { nv } else { old })
            }
            _ => {
                let v = self.eval(x)?;
                match (op, v) {
                    (UnaryOp::Not, v) => {
                        let b = truthy(&v).ok_or(Failure::Unsupported("sema: operand of !", pos))?;
                        Ok(Value::Int(IntValue::from_u128(&t, IntKind::Bool, (!b) as u128)))
                    }
                    (UnaryOp::Plus, v) => Ok(v),
                    (UnaryOp::Minus, Value::Int(i)) => Ok(Value::Int(int_unop(&t, UnOp::Neg, i).0)),
                    (UnaryOp::BitNot, Value::Int(i)) => Ok(Value::Int(int_unop(&t, UnOp::BitNot, i).0)),
                    (UnaryOp::Minus, Value::Float(f)) => Ok(Value::Float(f.neg())),
                    _ => Err(Failure::Unsupported("sema: constant unary operand", pos)),
                }
            }
        }
    }

    fn binary(&mut self, op: BinaryOp, a: ExprId, b: ExprId, pos: Offset) -> Result<Value, Failure> {
        let t = self.il.target;
        if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
            let av = self.eval(a)?;
            let at = truthy(&av).ok_or(Failure::Unsupported("sema: logical operand", pos))?;
            if (op == BinaryOp::LogAnd) != at {
                return Ok(Value::Int(IntValue::from_u128(&t, IntKind::Bool, at as u128)));
            }
            let bv = self.eval(b)?;
            let bt = truthy(&bv).ok_or(Failure::Unsupported("sema: logical operand", pos))?;
            return Ok(Value::Int(IntValue::from_u128(&t, IntKind::Bool, bt as u128)));
        }
        let (av, bv) = (self.eval(a)?, self.eval(b)?);
        let bop = to_binop(op).ok_or(Failure::Unsupported("sema: constant operator", pos))?;
        match (av, bv) {
            (Value::Int(x), Value::Int(y)) => {
                let (r, issue) = int_binop(&t, bop, x, y);
                match issue {
                    Some(ArithIssue::DivByZero) => Err(Failure::Unsupported("sema: constant division by zero", pos)),
                    // Inside a constexpr call EDG rejects it (#28 with note 2707); that path is not
                    // modelled. A plain constant keeps the wrapped value (warning #61 elsewhere).
                    Some(ArithIssue::Overflow) if !self.frames.is_empty() => Err(Failure::Overflow(self.il.exprs.node(a).ty, pos)),
                    Some(_) if !self.frames.is_empty() => Err(Failure::Unsupported("sema: arithmetic issue inside a constexpr call", pos)),
                    _ => Ok(Value::Int(r)),
                }
            }
            (Value::Float(x), Value::Float(y)) => {
                let b = |c: bool| Ok(Value::Int(IntValue::from_u128(&t, IntKind::Bool, c as u128)));
                use std::cmp::Ordering::*;
                let ord = FloatValue::compare(x, y);
                match bop {
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => {
                        FloatValue::arith(bop, x, y).map(Value::Float).ok_or(Failure::Unsupported("sema: constant floating operation", pos))
                    }
                    BinOp::Lt => b(ord == Some(Less)),
                    BinOp::Gt => b(ord == Some(Greater)),
                    BinOp::Le => b(matches!(ord, Some(Less | Equal))),
                    BinOp::Ge => b(matches!(ord, Some(Greater | Equal))),
                    BinOp::Eq => b(ord == Some(Equal)),
                    BinOp::Ne => b(ord != Some(Equal)),
                    _ => Err(Failure::Unsupported("sema: constant floating operation", pos)),
                }
            }
            (Value::Null(_), Value::Null(_)) if matches!(bop, BinOp::Eq | BinOp::Ne) => {
                Ok(Value::Int(IntValue::from_u128(&t, IntKind::Bool, (bop == BinOp::Eq) as u128)))
            }
            _ => Err(Failure::Unsupported("sema: constant operands", pos)),
        }
    }

    fn set_local(&mut self, v: EntityId, val: Value, pos: Offset) -> Result<(), Failure> {
        let Some(frame) = self.frames.last_mut() else {
            return Err(Failure::Unsupported("sema: modification outside a constexpr call", pos));
        };
        match frame.iter_mut().rev().find(|(x, _)| *x == v) {
            Some(slot) => {
                slot.1 = val;
                Ok(())
            }
            None => Err(Failure::Unsupported("sema: modification of a non-local in a constant expression", pos)),
        }
    }

    fn assign(&mut self, op: Option<BinaryOp>, l: ExprId, r: ExprId, pos: Offset) -> Result<Value, Failure> {
        let ExprKind::DeclRef(v) = self.il.exprs.node(l).kind else {
            return Err(Failure::Unsupported("sema: constexpr assignment target", pos));
        };
        let lt = self.il.exprs.node(l).ty;
        let rv = self.eval(r)?;
        let nv = match op {
            None => self.convert(rv, lt, pos)?,
            Some(bop) => {
                let old = self.eval(l)?;
                let (Value::Int(x), Value::Int(y)) = (old, rv) else {
                    return Err(Failure::Unsupported("sema: constexpr compound assignment", pos));
                };
                let t = self.il.target;
                let b = to_binop(bop).ok_or(Failure::Unsupported("sema: operator", pos))?;
                let common = t.common_int(x.kind, y.kind);
                let (res, issue) = int_binop(&t, b, x.convert(&t, common).0, y.convert(&t, common).0);
                if issue == Some(ArithIssue::DivByZero) {
                    return Err(Failure::Unsupported("sema: constant division by zero", pos));
                }
                Value::Int(res.convert(&t, x.kind).0)
            }
        };
        self.set_local(v, nv, pos)?;
        Ok(nv)
    }

    fn call(&mut self, callee: ExprId, func: EntityId, args: super::expr::ExprList, pos: Offset) -> Result<Value, Failure> {
        let Some(fd) = self.il.entities.get(func).and_then(|e| e.function()).copied() else {
            return Err(Failure::Unsupported("sema: constant call of non-function", pos));
        };
        if !fd.has(FunctionData::CONSTEXPR | FunctionData::CONSTEVAL | FunctionData::CONSTEXPR_TEMPLATE) {
            return Err(Failure::NonConstexprCall(func, pos));
        }
        if fd.body.is_none() {
            return Err(Failure::NeedsBody(func, pos));
        }
        if self.depth >= MAX_CALL_DEPTH {
            return Err(Failure::Complexity);
        }
        if !self.big && self.depth >= SMALL_CALL_DEPTH {
            return Err(Failure::NeedsBigStack);
        }
        // The object of a member call: only a stateless class value (its body cannot read `this`).
        self.call_object(callee, pos)?;
        let arg_ids = self.il.exprs.list(args).to_vec();
        let params: Vec<EntityId> = self.il.entities.params(func).collect();
        let mut frame = Vec::with_capacity(params.len());
        for (i, a) in arg_ids.iter().enumerate() {
            let v = self.eval(*a)?;
            let Some(&p) = params.get(i) else {
                return Err(Failure::Unsupported("sema: constexpr variadic call", pos));
            };
            frame.push((p, v));
        }
        // Parameters left out by the call take their default arguments.
        for &p in params.iter().skip(arg_ids.len()) {
            let d = match self.il.entities.get(p).map(|e| e.data) {
                Some(Payload::Param(pd)) if pd.default_arg.is_some() => pd.default_arg,
                _ => return Err(Failure::Unsupported("sema: constexpr call with too few arguments", pos)),
            };
            let v = self.eval(d)?;
            frame.push((p, v));
        }
        self.depth += 1;
        self.frames.push(frame);
        let r = self.exec(fd.body);
        self.frames.pop();
        self.depth -= 1;
        match r? {
            Flow::Return(v) => Ok(v),
            _ => Err(Failure::Unsupported("sema: constexpr function fell off its end", pos)),
        }
    }

    fn exec(&mut self, s: StmtId) -> Result<Flow, Failure> {
        let Some(node) = self.il.stmts.get(s).copied() else { return Ok(Flow::Normal) };
        self.tick(node.span.lo)?;
        match node.kind {
            StmtKind::Null => Ok(Flow::Normal),
            StmtKind::Expr(e) => {
                self.eval(e)?;
                Ok(Flow::Normal)
            }
            StmtKind::Decl(v) => {
                let (init, ty) = match self.il.entities.get(v) {
                    Some(ent) => match ent.data {
                        Payload::Variable(d) => (d.init, ent.ty),
                        _ => return Ok(Flow::Normal),
                    },
                    None => return Ok(Flow::Normal),
                };
                let val = if init.is_some() {
                    let x = self.eval(init)?;
                    self.convert(x, ty, node.span.lo)?
                } else {
                    Value::Uninit
                };
                if let Some(f) = self.frames.last_mut() {
                    f.push((v, val));
                }
                Ok(Flow::Normal)
            }
            StmtKind::Compound(l) => {
                let depth = self.frames.last().map(|f| f.len()).unwrap_or(0);
                let items = self.il.stmts.list(l).to_vec();
                let mut out = Flow::Normal;
                for it in items {
                    match self.exec(it)? {
                        Flow::Normal => {}
                        other => {
                            out = other;
                            break;
                        }
                    }
                }
                if let Some(f) = self.frames.last_mut() {
                    f.truncate(depth);
                }
                Ok(out)
            }
            StmtKind::If { init, cond, then, els, .. } => {
                if init.is_some() {
                    self.exec(init)?;
                }
                let c = self.eval(cond)?;
                let b = truthy(&c).ok_or(Failure::Unsupported("sema: condition value", node.span.lo))?;
                if b {
                    self.exec(then)
                } else if els.is_some() {
                    self.exec(els)
                } else {
                    Ok(Flow::Normal)
                }
            }
            StmtKind::Return(e) => {
                let v = if e.is_some() { self.eval(e)? } else { Value::Void };
                Ok(Flow::Return(v))
            }
            StmtKind::While { cond, body } => loop {
                let c = self.eval(cond)?;
                if !truthy(&c).ok_or(Failure::Unsupported("sema: condition value", node.span.lo))? {
                    return Ok(Flow::Normal);
                }
                match self.exec(body)? {
                    Flow::Break => return Ok(Flow::Normal),
                    Flow::Return(v) => return Ok(Flow::Return(v)),
                    _ => {}
                }
            },
            StmtKind::DoWhile { body, cond } => loop {
                match self.exec(body)? {
                    Flow::Break => return Ok(Flow::Normal),
                    Flow::Return(v) => return Ok(Flow::Return(v)),
                    _ => {}
                }
                let c = self.eval(cond)?;
                if !truthy(&c).ok_or(Failure::Unsupported("sema: condition value", node.span.lo))? {
                    return Ok(Flow::Normal);
                }
            },
            StmtKind::For { init, cond, inc, body } => {
                let depth = self.frames.last().map(|f| f.len()).unwrap_or(0);
                if init.is_some() {
                    self.exec(init)?;
                }
                let r = loop {
                    if cond.is_some() {
                        let c = self.eval(cond)?;
                        if !truthy(&c).ok_or(Failure::Unsupported("sema: condition value", node.span.lo))? {
                            break Flow::Normal;
                        }
                    }
                    match self.exec(body)? {
                        Flow::Break => break Flow::Normal,
                        Flow::Return(v) => break Flow::Return(v),
                        _ => {}
                    }
                    if inc.is_some() {
                        self.eval(inc)?;
                    }
                };
                if let Some(f) = self.frames.last_mut() {
                    f.truncate(depth);
                }
                Ok(r)
            }
            StmtKind::Break => Ok(Flow::Break),
            StmtKind::Continue => Ok(Flow::Continue),
            _ => Err(Failure::Unsupported("sema: statement in constexpr function", node.span.lo)),
        }
    }
}

fn truthy(v: &Value) -> Option<bool> {
    match v {
        Value::Int(i) => Some(!i.is_zero()),
        Value::Float(f) => Some(!f.is_zero()),
        Value::Null(_) => Some(false),
        Value::Pointer { .. } => Some(true),
        _ => None,
    }
}

/// The integer operation of a binary operator (None for `&&`/`||`, and for `<=>`: its value is a class object).
pub fn to_binop(op: BinaryOp) -> Option<BinOp> {
    use BinaryOp as B;
    Some(match op {
        B::Mul => BinOp::Mul,
        B::Div => BinOp::Div,
        B::Rem => BinOp::Rem,
        B::Add => BinOp::Add,
        B::Sub => BinOp::Sub,
        B::Shl => BinOp::Shl,
        B::Shr => BinOp::Shr,
        B::Lt => BinOp::Lt,
        B::Gt => BinOp::Gt,
        B::Le => BinOp::Le,
        B::Ge => BinOp::Ge,
        B::Eq => BinOp::Eq,
        B::Ne => BinOp::Ne,
        B::BitAnd => BinOp::And,
        B::BitXor => BinOp::Xor,
        B::BitOr => BinOp::Or,
        B::LogAnd | B::LogOr | B::Spaceship => return None,
    })
}

/// The value of a type trait over non-dependent types; `None` when the IL lacks the facts.
pub fn type_trait_value(il: &Il, tr: TypeTrait, args: &[TypeId]) -> Option<bool> {
    let ty = &il.types;
    let a = *args.first()?;
    let class = |t: TypeId| ty.class_entity(t).and_then(|c| il.entities.get(c).and_then(|e| e.class().copied().map(|d| (c, d))));
    Some(match tr {
        TypeTrait::IsSame => ty.same(a, *args.get(1)?),
        TypeTrait::IsClass => matches!(class(a), Some((_, d)) if d.key != super::entities::ClassKey::Union),
        TypeTrait::IsUnion => matches!(class(a), Some((_, d)) if d.key == super::entities::ClassKey::Union),
        TypeTrait::IsEnum => matches!(ty.ckind(ty.unqualified(a)), TypeKind::Enum(_)),
        TypeTrait::IsPolymorphic => {
            let (_, d) = class(a)?;
            if !d.complete {
                return None;
            }
            d.polymorphic
        }
        TypeTrait::IsAbstract => {
            let (_, d) = class(a)?;
            if !d.complete {
                return None;
            }
            d.abstract_
        }
        TypeTrait::IsFinal => match class(a) {
            Some((_, d)) => d.is_final,
            None => false,
        },
        TypeTrait::IsBaseOf => {
            let b = *args.get(1)?;
            match (class(a), class(b)) {
                (Some((base, bd)), Some((derived, _))) if bd.key != super::entities::ClassKey::Union => {
                    super::conv::base_distance(il, derived, base).is_some()
                }
                _ => false,
            }
        }
        _ => return None,
    })
}

impl<'a> Sema<'a> {
    /// The value of an integral constant expression, quietly (None if not constant or not modelled).
    pub fn eval_int(&self, e: ExprId) -> Option<IntValue> {
        match evaluate_cached(self.il, e, &self.eval_cache) {
            Ok(Value::Int(i)) => Some(i),
            _ => None,
        }
    }

    pub fn eval_float(&self, e: ExprId) -> Option<FloatValue> {
        match evaluate_cached(self.il, e, &self.eval_cache) {
            Ok(Value::Float(f)) => Some(f),
            _ => None,
        }
    }

    /// An integral constant expression that must be constant (array bound, enumerator, `case`,
    /// `if constexpr`, template argument, static_assert): #28 with its note when it is not; `None` also
    /// for dependent operands (no diagnostic) and for unmodelled forms (gap).
    pub fn require_constant_int(&mut self, e: ExprId) -> Option<IntValue> {
        let n = self.expr(e);
        if self.is_error(e) {
            return None;
        }
        let r = evaluate_in(self.il, e, true);
        match r {
            Ok(Value::Int(i)) => Some(i),
            Ok(_) => {
                self.gaps.note("sema: constant of non-integral type", n.pos);
                None
            }
            Err(Failure::Dependent) => None,
            Err(Failure::NeedsBigStack) => None,
            Err(Failure::NeedsBody(_, at)) => {
                self.gaps.note(NO_BODY, at);
                None
            }
            Err(Failure::Unsupported(what, at)) => {
                self.gaps.note(what, at);
                None
            }
            Err(Failure::Complexity) => {
                let note = Diagnostic::new(Severity::Note, id::EXCESSIVE_CONSTEXPR_COMPLEXITY, Where::At(n.pos));
                let d = Diagnostic::new(Severity::Error, id::EXPR_NOT_CONSTANT, Where::At(n.span.lo)).note(note);
                self.diags.push(d);
                None
            }
            Err(Failure::VarNotConstant(v, at)) => {
                let note = self.var_not_constant_note(v, at);
                let d = Diagnostic::new(Severity::Error, id::EXPR_NOT_CONSTANT, Where::At(at)).note(note);
                self.diags.push(d);
                None
            }
            // Probed for constexpr variables and consteval calls only (`not_constant_note`).
            Err(Failure::NonConstexprCall(_, at)) => {
                self.gaps.note("sema: call of non-constexpr function in constant expression", at);
                None
            }
            Err(Failure::Overflow(_, at)) => {
                self.gaps.note("sema: arithmetic issue inside a constexpr call", at);
                None
            }
        }
    }

    /// Note #2689 `the value of variable "g" (declared at line 1) cannot be used as a constant` at `at`.
    pub fn var_not_constant_note(&self, v: EntityId, at: Offset) -> Diagnostic {
        let ent = self.il.entities.get(v).copied();
        let name = super::printing::Printer::new(self.il).qualified_name(v);
        let declared = ent.map(|x| {
            let l = self.src.locate(x.span.lo);
            (l.file.to_string(), l.line)
        });
        let kind = if matches!(ent.map(|x| x.data), Some(Payload::Param(_))) { "parameter" } else { "variable" };
        let arg = Arg::EntityFull(EntityArg { kind: kind.into(), name, qualified: None, params: None, declared });
        Diagnostic::new(Severity::Note, id::VARIABLE_NOT_CONSTANT_VALUED, Where::At(at)).arg(arg)
    }

    /// The note EDG attaches to an error about an expression that is not constant (#28 for a constexpr
    /// or constinit variable's initialiser, #2933 for a consteval call), for the failures whose note was
    /// probed (corpus/cxx20s18-s18): #2689 a non-constant variable or parameter, #2703 a call of a
    /// non-constexpr function, #2707 a signed overflow inside a constexpr call. Err(gap text, offset)
    /// for the others; Ok(None) for a dependent operand (checked at instantiation).
    pub fn not_constant_note(&self, f: Failure) -> Result<Option<Diagnostic>, (&'static str, Offset)> {
        Ok(Some(match f {
            Failure::Dependent => return Ok(None),
            Failure::VarNotConstant(v, at) => self.var_not_constant_note(v, at),
            Failure::NonConstexprCall(func, at) => {
                let ent = self.il.entities.get(func).copied();
                let name = super::printing::Printer::new(self.il).qualified_name(func);
                let declared = ent.map(|x| {
                    let l = self.src.locate(x.span.lo);
                    (l.file.to_string(), l.line)
                });
                let arg = Arg::EntityFull(EntityArg { kind: "function".into(), name, qualified: None, params: None, declared });
                Diagnostic::new(Severity::Note, id::CONSTEXPR_CALL_TO_NONCONSTEXPR_FUNCTION, Where::At(at)).arg(arg)
            }
            Failure::Overflow(ty, at) => Diagnostic::new(Severity::Note, id::CONSTEXPR_INTEGER_OVERFLOW, Where::At(at)).arg(self.ty_arg(ty)),
            Failure::NeedsBody(_, at) => return Err((NO_BODY, at)),
            Failure::Unsupported(what, at) => return Err((what, at)),
            Failure::Complexity => return Err(("sema: constexpr complexity limit in a constant initialiser", 0)),
            Failure::NeedsBigStack => return Err(("sema: constant evaluation needs a big stack", 0)),
        }))
    }

    /// `static_assert(cond[, "msg"])` at `keyword_at`; `msg` is the literal's text without quotes.
    pub fn check_static_assert(&mut self, cond: ExprId, msg: Option<&str>, keyword_at: Offset) {
        if self.expr(cond).is_dependent() {
            return;
        }
        let Some(v) = self.require_constant_int(cond) else { return };
        if !v.is_zero() {
            return;
        }
        match msg {
            Some(m) => {
                self.error(id::STATIC_ASSERT, keyword_at).args.push(Arg::Str(m.to_string()));
            }
            None => {
                self.error(id::TERSE_STATIC_ASSERT, keyword_at);
            }
        }
    }
}

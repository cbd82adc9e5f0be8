//! Typed expression nodes ([`Expr`]) in one arena ([`Exprs`], owned by `Il::exprs`).
//!
//! Every node carries its type, value category, source span and the *position* EDG puts the caret at for
//! diagnostics about the node (`pos`: the operator of a binary/assignment expression, the start otherwise —
//! verified on probes/x1, x3: `i = p;` errors under `=`, `int *p = i + 2;` under `i`). Conversions are
//! explicit `Implicit` nodes, so later stages (constant evaluation, host output) never re-derive them.
//! The actions that build these nodes are in `build_expr.rs` (and `init.rs`, `overload.rs`).

use super::ids::{EntityId, ExprId, TypeId};
use super::types::TypeTable;
use crate::source::{Offset, Span};

/// Value category ([basic.lval]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ValueCat {
    LValue,
    XValue,
    PRValue,
}

/// A list of expressions (call arguments, initialiser lists): a range of [`Exprs::lists`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ExprList {
    pub start: u32,
    pub len: u32,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UnaryOp {
    Plus,
    Minus,
    Not,
    BitNot,
    Deref,
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogAnd,
    LogOr,
    /// `<=>` (C++20; three_way.rs).
    Spaceship,
}

impl BinaryOp {
    /// The operator's token text (for `no operator "+" matches these operands`).
    pub fn text(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Mul => "*",
            Div => "/",
            Rem => "%",
            Add => "+",
            Sub => "-",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitXor => "^",
            BitOr => "|",
            LogAnd => "&&",
            LogOr => "||",
            Spaceship => "<=>",
        }
    }
    pub fn is_comparison(self) -> bool {
        use BinaryOp::*;
        matches!(self, Lt | Gt | Le | Ge | Eq | Ne)
    }
}

/// Explicit casts as written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CastKind {
    /// `(T)e`
    CStyle,
    /// `T(e)` / `T{e}`
    Functional,
    Static,
    Const,
    Reinterpret,
    Dynamic,
}

/// Implicit conversions ([conv]) made explicit in the IL.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ImplicitKind {
    LvalueToRvalue,
    ArrayToPointer,
    FunctionToPointer,
    IntegralPromotion,
    FloatingPromotion,
    IntegralConversion,
    FloatingConversion,
    FloatingIntegral,
    /// Null pointer constant → pointer / `T*` → `void*`.
    Pointer,
    DerivedToBase,
    MemberPointer,
    Qualification,
    Boolean,
    /// Discarded-value conversion to `void`.
    ToVoid,
    /// Conversion through a constructor or conversion function (the entity).
    UserDefined(EntityId),
    /// Reference binding to a materialised temporary.
    Temporary,
}

/// Type-generic builtins with their own typing rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Builtin {
    /// `__builtin_addressof(lv)`: `T*` for an lvalue of type `T`.
    AddressOf,
    /// `__builtin_launder(p)`: the pointer's own type.
    Launder,
    /// `__builtin_expect(long e, long c)`: `long`, value of `e`.
    Expect,
    /// `__builtin_unreachable()`: `void`, ends the flow.
    Unreachable,
    /// `__builtin_trap()`.
    Trap,
    /// `__builtin_is_constant_evaluated()`: `bool`, true in manifestly constant-evaluated contexts.
    IsConstantEvaluated,
    /// `__builtin_constant_p(e)`: `int`, 1 when `e` folds to a constant.
    ConstantP,
    /// `__builtin_isnan(x)` and the other one-argument classifications (`builtins_fp.rs`): `int`.
    FpTest(super::builtins_fp::FpTest),
    /// GCC's type-generic `__atomic_*` operations on an integer object (lower/builtins_atomic.rs).
    Atomic(AtomicOp),
}

/// The `__atomic_*` builtins cufe models, by the shape of their call.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AtomicOp {
    /// `__atomic_fetch_add(p, v, order)`, `__atomic_add_fetch`, … (and, or, xor, nand, sub):
    /// the pointee's unqualified type.
    ReadModifyWrite,
    /// `__atomic_exchange_n(p, v, order)`: the pointee's unqualified type.
    Exchange,
    /// `__atomic_load_n(p, order)`: the pointee's unqualified type.
    Load,
    /// `__atomic_store_n(p, v, order)`: `void`.
    Store,
    /// `__atomic_compare_exchange_n(p, expected, desired, weak, success, failure)`: `bool`.
    CompareExchange,
}

impl AtomicOp {
    pub fn from_name(name: &str) -> Option<AtomicOp> {
        let rest = name.strip_prefix("__atomic_")?;
        Some(match rest {
            "exchange_n" => AtomicOp::Exchange,
            "load_n" => AtomicOp::Load,
            "store_n" => AtomicOp::Store,
            "compare_exchange_n" => AtomicOp::CompareExchange,
            _ => {
                let op = rest.strip_prefix("fetch_").or_else(|| rest.strip_suffix("_fetch"))?;
                if !matches!(op, "add" | "sub" | "and" | "or" | "xor" | "nand") {
                    return None;
                }
                AtomicOp::ReadModifyWrite
            }
        })
    }

    pub fn arity(self) -> usize {
        match self {
            AtomicOp::Load => 2,
            AtomicOp::ReadModifyWrite | AtomicOp::Exchange | AtomicOp::Store => 3,
            AtomicOp::CompareExchange => 6,
        }
    }
}

/// The built-in type traits the prelude uses, evaluated from type information.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypeTrait {
    IsSame,
    IsClass,
    IsUnion,
    IsEnum,
    IsPod,
    IsEmpty,
    IsPolymorphic,
    IsAbstract,
    IsFinal,
    IsBaseOf,
    IsTriviallyCopyable,
    IsStandardLayout,
    HasVirtualDestructor,
    IsAggregate,
    IsConvertibleTo,
    IsTrivial,
    /// Any trait intrinsic, by its keyword (`lower/traits.rs`).
    Keyword(crate::lex::Kw),
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum ExprKind {
    /// Erroneous expression (type `Error`): suppresses follow-on diagnostics.
    Error,
    /// Integer, character and `bool` literals: the value's two's-complement bits (in the node's type).
    IntLit(u128),
    FloatLit(crate::sema::long_double::LongDouble),
    /// A string literal of `len` code units (without the terminator); the type is the array type.
    StringLit { len: u32 },
    NullPtr,
    /// A variable, function, parameter, enumerator or field named (`field` inside a member function body
    /// is rewritten by the caller to `Member` on `this`).
    DeclRef(EntityId),
    This,
    Unary(UnaryOp, ExprId),
    Binary(BinaryOp, ExprId, ExprId),
    /// `lhs = rhs` (op `None`) or compound `lhs op= rhs`.
    Assign(Option<BinaryOp>, ExprId, ExprId),
    /// `c ? t : f`; GNU `c ?: f` has `t == ExprId::NONE` (the condition's value is used).
    Cond(ExprId, ExprId, ExprId),
    Comma(ExprId, ExprId),
    /// A call of the resolved function `func` (`NONE` for calls through pointers) with converted args.
    Call { callee: ExprId, func: EntityId, args: ExprList },
    Member { base: ExprId, member: EntityId, arrow: bool },
    Subscript(ExprId, ExprId),
    Cast(CastKind, ExprId),
    Implicit(ImplicitKind, ExprId),
    SizeofType(TypeId),
    SizeofExpr(ExprId),
    AlignofType(TypeId),
    /// A type trait and its value (`value` is meaningless when the node is value-dependent).
    Trait { trait_: TypeTrait, value: bool },
    /// `T{…}`/`T(…)` building a class object with constructor `ctor` (NONE: aggregate/trivial).
    Construct { ctor: EntityId, args: ExprList },
    /// A braced list before it is converted to a target type.
    InitList(ExprList),
    New { ty: TypeId, args: ExprList, array_size: ExprId },
    Delete { op: ExprId, array: bool },
    /// A lambda: the closure class entity.
    Lambda(EntityId),
    /// `throw e` (`e` NONE for a rethrow); type `void`.
    Throw(ExprId),
    /// A type-generic compiler builtin (see `builtins.rs`); ordinary `__builtin_*` functions declared
    /// with a type are plain `Call`s of a `FunctionData::BUILTIN` entity.
    Builtin { which: Builtin, args: ExprList },
    /// `__builtin_bit_cast(T, e)`: type `T`.
    BitCast(ExprId),
    /// `&C::m`: a pointer-to-member constant (type `MemberPointer`).
    MemberPtrConst(EntityId),
    /// `obj.*mp` / `p->*mp`.
    PtrMem { obj: ExprId, mp: ExprId, arrow: bool },
    /// A type- or value-dependent expression inside a template: only its operands are kept (nothing is
    /// checked until instantiation — cudafe++ does not instantiate non-constexpr function template bodies).
    Dependent(ExprList),
}

/// One expression node.
#[derive(Clone, Copy, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: TypeId,
    pub cat: ValueCat,
    pub span: Span,
    /// Where EDG puts the caret for this expression (operator of a binary expression).
    pub pos: Offset,
    pub flags: u8,
}

impl Expr {
    pub const TYPE_DEPENDENT: u8 = 1;
    pub const VALUE_DEPENDENT: u8 = 2;
    /// Written in parentheses (`(x)`), which matters for `decltype` and `&(A::m)`.
    pub const PAREN: u8 = 4;
    /// An `InitList` of a sub-aggregate whose braces were elided (`Q q = {1, 2, 3};` initialising
    /// `Q::p` from `1, 2`): the printer writes its elements into the enclosing list, as written.
    pub const ELIDED: u8 = 8;
    /// A non-type pack expansion `N...` as a template argument (sema/value_packs.rs).
    pub const PACK_EXPANSION: u8 = 16;
    /// A C++20 rewritten comparison (lower/comparison_rewrite.rs): `!(x == y)` for `x != y`, the reversed
    /// `y == x` for `x == y`, `(x <=> y) @ 0` or `0 @ (y <=> x)` for a relational `x @ y`. The host
    /// printer writes the comparison as written (lower/emit_rewritten.rs).
    pub const REWRITTEN: u8 = 32;
    /// With [`Expr::REWRITTEN`]: the operands of the underlying call are in reverse (`y == x`).
    pub const REVERSED: u8 = 64;
    pub fn is_dependent(&self) -> bool {
        self.flags & (Self::TYPE_DEPENDENT | Self::VALUE_DEPENDENT) != 0
    }
    pub fn is_lvalue(&self) -> bool {
        self.cat == ValueCat::LValue
    }
}

impl ExprKind {
    /// The direct operands (sub-expressions), in evaluation order where the language fixes one.
    pub fn children(&self, exprs: &Exprs) -> Vec<ExprId> {
        use ExprKind::*;
        let v: Vec<ExprId> = match *self {
            Unary(_, a) | Cast(_, a) | Implicit(_, a) | SizeofExpr(a) | Throw(a) => vec![a],
            Member { base, .. } => vec![base],
            Delete { op, .. } => vec![op],
            Binary(_, a, b) | Subscript(a, b) | Comma(a, b) | PtrMem { obj: a, mp: b, .. } => vec![a, b],
            // Assignment: the right operand is evaluated first for the "used before set" analysis.
            Assign(_, a, b) => vec![b, a],
            Cond(a, b, c) => vec![a, b, c],
            Call { callee, args, .. } => {
                let mut v = vec![callee];
                v.extend_from_slice(exprs.list(args));
                v
            }
            Construct { args, .. } | InitList(args) | Dependent(args) | Builtin { args, .. } => exprs.list(args).to_vec(),
            BitCast(a) => vec![a],
            New { args, array_size, .. } => {
                let mut v = vec![array_size];
                v.extend_from_slice(exprs.list(args));
                v
            }
            _ => Vec::new(),
        };
        v.into_iter().filter(|e| e.is_some()).collect()
    }
}

/// The expression arena.
#[derive(Clone, Debug, Default)]
pub struct Exprs {
    nodes: Vec<Expr>,
    lists: Vec<ExprId>,
}

impl Exprs {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn add(&mut self, e: Expr) -> ExprId {
        let id = ExprId::from_len(self.nodes.len());
        self.nodes.push(e);
        id
    }
    pub fn get(&self, id: ExprId) -> Option<&Expr> {
        self.nodes.get(id.index())
    }
    pub fn get_mut(&mut self, id: ExprId) -> Option<&mut Expr> {
        self.nodes.get_mut(id.index())
    }
    /// The node, or an error node for a bad id (never panics on ids from erroneous input).
    pub fn node(&self, id: ExprId) -> Expr {
        self.get(id).copied().unwrap_or(Expr {
            kind: ExprKind::Error,
            ty: TypeTable::ERROR,
            cat: ValueCat::PRValue,
            span: Span::default(),
            pos: 0,
            flags: 0,
        })
    }
    pub fn len(&self) -> usize {
        self.nodes.len()
    }
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }
    pub fn add_list(&mut self, items: &[ExprId]) -> ExprList {
        let start = self.lists.len() as u32;
        self.lists.extend_from_slice(items);
        ExprList { start, len: items.len() as u32 }
    }
    pub fn list(&self, l: ExprList) -> &[ExprId] {
        let (a, b) = (l.start as usize, l.start as usize + l.len as usize);
        self.lists.get(a..b).unwrap_or(&[])
    }
}

//! Constant-evaluation values and the integer arithmetic rules (promotions, usual arithmetic conversions,
//! wrap/overflow), shared by the constant evaluator, `static_assert`, array bounds, template arguments and
//! overload resolution (which needs the same promotion/conversion ranking).
//!
//! Integers are held as two's-complement bits truncated to the width of their [`IntKind`] on the target,
//! so every operation is exact for all widths up to `__int128`. Operations report what the standard leaves
//! undefined (signed overflow, division by zero, bad shift counts) as [`ArithIssue`]s next to the wrapped
//! result: EDG turns signed overflow in a constant into warning #61 "integer operation result is out of
//! range" and keeps going, while division by zero is an error — the caller picks the diagnostic.
//!
//! Floating values are `f64` rounded to their type, except `long double`, which is folded in its own
//! x87 80-bit format ([`LongDouble`]; `v` then holds its nearest `double`). `__float128` and the half
//! types are approximated (see [`FloatValue::exact`]).

use super::ids::{EntityId, TypeId};
use super::long_double::LongDouble;
use super::target::Target;
use super::types::{FloatKind, IntKind};

/// An integer (or bool/char/enum-underlying) value.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct IntValue {
    /// Two's-complement bits, truncated to the width of `kind`.
    pub bits: u128,
    pub kind: IntKind,
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

impl IntValue {
    /// `v` converted to `kind` (modular; bool: nonzero → 1).
    pub fn from_i128(t: &Target, kind: IntKind, v: i128) -> IntValue {
        if kind == IntKind::Bool {
            return IntValue {
                bits: (v != 0) as u128,
                kind,
            };
        }
        IntValue {
            bits: (v as u128) & mask(t.int_bits(kind)),
            kind,
        }
    }

    pub fn from_u128(t: &Target, kind: IntKind, v: u128) -> IntValue {
        if kind == IntKind::Bool {
            return IntValue {
                bits: (v != 0) as u128,
                kind,
            };
        }
        IntValue {
            bits: v & mask(t.int_bits(kind)),
            kind,
        }
    }

    pub fn is_signed(&self, t: &Target) -> bool {
        t.is_signed(self.kind)
    }

    /// The mathematical value as i128 (exact unless the kind is `unsigned __int128` above i128::MAX).
    pub fn to_i128(&self, t: &Target) -> i128 {
        let w = t.int_bits(self.kind);
        if self.is_signed(t) && w < 128 && (self.bits >> (w - 1)) & 1 == 1 {
            (self.bits as i128) - (1i128 << w)
        } else {
            self.bits as i128
        }
    }

    pub fn is_negative(&self, t: &Target) -> bool {
        let w = t.int_bits(self.kind);
        self.is_signed(t) && (self.bits >> (w - 1)) & 1 == 1
    }

    pub fn is_zero(&self) -> bool {
        self.bits == 0
    }

    /// Integral conversion ([conv.integral]); `lossy` = the value changed.
    pub fn convert(&self, t: &Target, to: IntKind) -> (IntValue, bool) {
        let v = if self.is_signed(t) {
            IntValue::from_i128(t, to, self.to_i128(t))
        } else {
            IntValue::from_u128(t, to, self.bits)
        };
        let same = if to == IntKind::Bool {
            self.bits <= 1
        } else {
            // Compare mathematical values (sign-aware).
            let a_neg = self.is_negative(t);
            let b_neg = v.is_negative(t);
            a_neg == b_neg
                && (if a_neg {
                    self.to_i128(t) == v.to_i128(t)
                } else {
                    self.bits == v.bits
                })
        };
        (v, !same)
    }

    /// Integral promotion ([conv.prom]).
    pub fn promote(&self, t: &Target) -> IntValue {
        self.convert(t, t.promote(self.kind)).0
    }

    /// Whether the mathematical value `v` fits in `kind`.
    pub fn fits(t: &Target, kind: IntKind, v: i128) -> bool {
        let w = t.int_bits(kind);
        if kind == IntKind::Bool {
            return v == 0 || v == 1;
        }
        if t.is_signed(kind) {
            if w >= 128 {
                return true;
            }
            let lo = -(1i128 << (w - 1));
            let hi = (1i128 << (w - 1)) - 1;
            v >= lo && v <= hi
        } else {
            v >= 0 && (w >= 128 || (v as u128) <= mask(w))
        }
    }
}

/// Undefined or suspicious things an operation did (the result is still the wrapped value).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ArithIssue {
    /// Signed result out of range (EDG warning #61 in a constant).
    Overflow,
    /// `x / 0`, `x % 0` (EDG error "division by zero"); the result is meaningless (0).
    DivByZero,
    /// Shift count negative or ≥ width.
    ShiftCount,
    /// Left shift of a negative value / into the sign bit beyond the unsigned range (UB in C++17).
    ShiftOverflow,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    LogAnd,
    LogOr,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UnOp {
    Neg,
    Plus,
    BitNot,
    LogNot,
}

/// `a op b` on integers with the usual arithmetic conversions (shifts: promoted left operand's type;
/// comparisons and logical operators: `bool`).
pub fn int_binop(t: &Target, op: BinOp, a: IntValue, b: IntValue) -> (IntValue, Option<ArithIssue>) {
    use BinOp::*;
    match op {
        LogAnd | LogOr => {
            let r = match op {
                LogAnd => !a.is_zero() && !b.is_zero(),
                _ => !a.is_zero() || !b.is_zero(),
            };
            return (
                IntValue {
                    bits: r as u128,
                    kind: IntKind::Bool,
                },
                None,
            );
        }
        Shl | Shr => return shift(t, op, a, b),
        _ => {}
    }
    let k = t.common_int(a.kind, b.kind);
    let (x, _) = a.convert(t, k);
    let (y, _) = b.convert(t, k);
    let signed = t.is_signed(k);
    let cmp = |r: bool| {
        (
            IntValue {
                bits: r as u128,
                kind: IntKind::Bool,
            },
            None,
        )
    };
    if matches!(op, Lt | Gt | Le | Ge | Eq | Ne) {
        let ord = if signed {
            x.to_i128(t).cmp(&y.to_i128(t))
        } else {
            x.bits.cmp(&y.bits)
        };
        use std::cmp::Ordering::*;
        return cmp(match op {
            Lt => ord == Less,
            Gt => ord == Greater,
            Le => ord != Greater,
            Ge => ord != Less,
            Eq => ord == Equal,
            _ => ord != Equal,
        });
    }
    if signed {
        let (p, q) = (x.to_i128(t), y.to_i128(t));
        let exact: Option<i128> = match op {
            Add => p.checked_add(q),
            Sub => p.checked_sub(q),
            Mul => p.checked_mul(q),
            Div | Rem => {
                if q == 0 {
                    return (IntValue { bits: 0, kind: k }, Some(ArithIssue::DivByZero));
                }
                if op == Div {
                    p.checked_div(q)
                } else {
                    p.checked_rem(q)
                }
            }
            And => Some(p & q),
            Or => Some(p | q),
            Xor => Some(p ^ q),
            _ => Some(0),
        };
        match exact {
            Some(v) if IntValue::fits(t, k, v) => (IntValue::from_i128(t, k, v), None),
            Some(v) => (IntValue::from_i128(t, k, v), Some(ArithIssue::Overflow)),
            None => {
                // Only reachable for 128-bit operands: compute the wrapped result.
                let w = match op {
                    Add => p.wrapping_add(q),
                    Sub => p.wrapping_sub(q),
                    Mul => p.wrapping_mul(q),
                    Div => p.wrapping_div(q),
                    _ => p.wrapping_rem(q),
                };
                let issue = if op == Rem { None } else { Some(ArithIssue::Overflow) };
                (IntValue::from_i128(t, k, w), issue)
            }
        }
    } else {
        let (p, q) = (x.bits, y.bits);
        let v = match op {
            Add => p.wrapping_add(q),
            Sub => p.wrapping_sub(q),
            Mul => p.wrapping_mul(q),
            Div | Rem => {
                if q == 0 {
                    return (IntValue { bits: 0, kind: k }, Some(ArithIssue::DivByZero));
                }
                if op == Div {
                    p / q
                } else {
                    p % q
                }
            }
            And => p & q,
            Or => p | q,
            Xor => p ^ q,
            _ => 0,
        };
        // Unsigned arithmetic wraps by definition: no issue.
        (IntValue::from_u128(t, k, v), None)
    }
}

fn shift(t: &Target, op: BinOp, a: IntValue, b: IntValue) -> (IntValue, Option<ArithIssue>) {
    let x = a.promote(t);
    let k = x.kind;
    let w = t.int_bits(k) as i128;
    let n = b.promote(t).to_i128(t);
    if n < 0 || n >= w {
        return (IntValue { bits: 0, kind: k }, Some(ArithIssue::ShiftCount));
    }
    let n = n as u32;
    if op == BinOp::Shl {
        let bits = (x.bits << n) & mask(w as u32);
        let mut issue = None;
        if t.is_signed(k) {
            if x.is_negative(t) {
                issue = Some(ArithIssue::ShiftOverflow);
            } else if n > 0 && (x.bits >> (w as u32 - n)) != 0 {
                // Bits shifted out beyond the unsigned range of the type.
                issue = Some(ArithIssue::ShiftOverflow);
            }
        }
        (IntValue { bits, kind: k }, issue)
    } else if t.is_signed(k) {
        (IntValue::from_i128(t, k, x.to_i128(t) >> n), None)
    } else {
        (
            IntValue {
                bits: x.bits >> n,
                kind: k,
            },
            None,
        )
    }
}

/// Unary operators (operands promoted; `!` gives bool).
pub fn int_unop(t: &Target, op: UnOp, a: IntValue) -> (IntValue, Option<ArithIssue>) {
    match op {
        UnOp::LogNot => (
            IntValue {
                bits: a.is_zero() as u128,
                kind: IntKind::Bool,
            },
            None,
        ),
        UnOp::Plus => (a.promote(t), None),
        UnOp::BitNot => {
            let x = a.promote(t);
            (IntValue::from_u128(t, x.kind, !x.bits), None)
        }
        UnOp::Neg => {
            let x = a.promote(t);
            if t.is_signed(x.kind) {
                let v = x.to_i128(t);
                match v.checked_neg() {
                    Some(n) if IntValue::fits(t, x.kind, n) => (IntValue::from_i128(t, x.kind, n), None),
                    _ => (
                        IntValue::from_i128(t, x.kind, v.wrapping_neg()),
                        Some(ArithIssue::Overflow),
                    ),
                }
            } else {
                (IntValue::from_u128(t, x.kind, x.bits.wrapping_neg()), None)
            }
        }
    }
}

/// A floating value.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct FloatValue {
    /// The value (for `long double`: rounded to the nearest `double`, for whoever needs a number).
    pub v: f64,
    pub kind: FloatKind,
    /// The exact value of a `long double` (default for the other kinds).
    pub x: LongDouble,
}

impl FloatValue {
    /// Rounded to the precision of `kind` (float: f32; half types: not modelled beyond f32).
    pub fn new(kind: FloatKind, v: f64) -> FloatValue {
        match kind {
            FloatKind::LongDouble => FloatValue::long(LongDouble::from_f64(v)),
            FloatKind::Float | FloatKind::Float16 | FloatKind::BFloat16 => FloatValue { v: v as f32 as f64, kind, x: LongDouble::default() },
            _ => FloatValue { v, kind, x: LongDouble::default() },
        }
    }

    /// A `long double`.
    pub fn long(x: LongDouble) -> FloatValue {
        FloatValue { v: x.to_f64(), kind: FloatKind::LongDouble, x }
    }

    /// The value of a literal of type `kind` whose exact value is `x` (every float and double is a
    /// long double).
    pub fn of_literal(kind: FloatKind, x: LongDouble) -> FloatValue {
        match kind {
            FloatKind::LongDouble => FloatValue::long(x),
            FloatKind::Float => FloatValue::new(kind, x.to_f32() as f64),
            _ => FloatValue::new(kind, x.to_f64()),
        }
    }

    /// The exact value as a long double (exact for every kind but `__float128`).
    pub fn extended(&self) -> LongDouble {
        if self.kind == FloatKind::LongDouble {
            self.x
        } else {
            LongDouble::from_f64(self.v)
        }
    }

    /// Floating conversion ([conv.double]), rounded once to `to`.
    pub fn convert(&self, to: FloatKind) -> FloatValue {
        match (self.kind, to) {
            (FloatKind::LongDouble, FloatKind::LongDouble) => *self,
            (FloatKind::LongDouble, FloatKind::Float) => FloatValue::new(to, self.x.to_f32() as f64),
            (FloatKind::LongDouble, _) => FloatValue::new(to, self.v),
            (_, FloatKind::LongDouble) => FloatValue::long(LongDouble::from_f64(self.v)),
            _ => FloatValue::new(to, self.v),
        }
    }

    /// `-x`.
    pub fn neg(&self) -> FloatValue {
        match self.kind {
            FloatKind::LongDouble => FloatValue::long(self.x.neg()),
            k => FloatValue::new(k, -self.v),
        }
    }

    pub fn is_zero(&self) -> bool {
        self.v == 0.0 && (self.kind != FloatKind::LongDouble || self.x.is_zero())
    }

    /// `+ - * /` of two values of the same kind (the usual arithmetic conversions have been applied);
    /// `None` for another operator or a division by zero.
    pub fn arith(op: BinOp, a: FloatValue, b: FloatValue) -> Option<FloatValue> {
        if matches!(op, BinOp::Div) && b.is_zero() {
            return None;
        }
        if a.kind == FloatKind::LongDouble {
            let (x, y) = (a.x, b.extended());
            return Some(FloatValue::long(match op {
                BinOp::Add => x.add(y),
                BinOp::Sub => x.sub(y),
                BinOp::Mul => x.mul(y),
                BinOp::Div => x.div(y),
                _ => return None,
            }));
        }
        let (x, y) = (a.v, b.v);
        Some(FloatValue::new(
            a.kind,
            match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x * y,
                BinOp::Div => x / y,
                _ => return None,
            },
        ))
    }

    /// IEEE comparison (`None` when unordered: a NaN operand).
    pub fn compare(a: FloatValue, b: FloatValue) -> Option<std::cmp::Ordering> {
        if a.kind == FloatKind::LongDouble || b.kind == FloatKind::LongDouble {
            a.extended().compare(b.extended())
        } else {
            a.v.partial_cmp(&b.v)
        }
    }

    /// Whether `f64` represents this kind exactly (false for `__float128` and the half types; a long
    /// double is exact in [`FloatValue::x`]).
    pub fn exact(kind: FloatKind) -> bool {
        matches!(kind, FloatKind::Float | FloatKind::Double | FloatKind::LongDouble)
    }

    /// Floating → integral ([conv.fpint]): truncation; `None` when out of range (undefined).
    pub fn to_int(&self, t: &Target, kind: IntKind) -> Option<IntValue> {
        if kind == IntKind::Bool {
            return Some(IntValue {
                bits: (self.v != 0.0) as u128,
                kind,
            });
        }
        if self.kind == FloatKind::LongDouble {
            let v = self.x.trunc_to_i128();
            return match v {
                Some(v) if IntValue::fits(t, kind, v) => Some(IntValue::from_i128(t, kind, v)),
                // Values in [2^127, 2^128) only fit unsigned __int128.
                None if kind == IntKind::UInt128 => self.x.trunc_to_u128().map(|u| IntValue::from_u128(t, kind, u)),
                _ => None,
            };
        }
        let tr = self.v.trunc();
        if !tr.is_finite() {
            return None;
        }
        // Beyond the i128 range only `unsigned __int128` could hold it; treated as out of range.
        if !(-1.7e38..=1.7e38).contains(&tr) {
            return None;
        }
        let v = tr as i128;
        if IntValue::fits(t, kind, v) {
            Some(IntValue::from_i128(t, kind, v))
        } else {
            None
        }
    }
}

/// Integral → floating.
pub fn int_to_float(t: &Target, a: IntValue, kind: FloatKind) -> FloatValue {
    if kind == FloatKind::LongDouble {
        // Exact for every integer up to 64 bits, rounded once beyond.
        return FloatValue::long(if a.is_signed(t) { LongDouble::from_i128(a.to_i128(t)) } else { LongDouble::from_u128(a.bits) });
    }
    let v = if a.is_signed(t) {
        a.to_i128(t) as f64
    } else {
        a.bits as f64
    };
    FloatValue::new(kind, v)
}

/// What a pointer value points into.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PtrBase {
    /// A variable, function or other named entity.
    Entity(EntityId),
    /// A string literal (index assigned by the evaluator).
    StringLiteral(u32),
    /// A temporary / heap object of the current evaluation (evaluator-owned index).
    Object(u32),
}

/// A constant value.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Value {
    Int(IntValue),
    Float(FloatValue),
    /// A null pointer (or `nullptr`) of type `ty`.
    Null(TypeId),
    /// `base` + `offset` (in elements of the pointee type for arrays; the evaluator defines the unit).
    Pointer {
        base: PtrBase,
        offset: i64,
        ty: TypeId,
    },
    /// Pointer to member (`&C::m`), or null member pointer when `member` is NONE.
    MemberPointer {
        member: EntityId,
        ty: TypeId,
    },
    /// Class or array object: elements in the evaluator's value pool `first..first+len`.
    Aggregate {
        ty: TypeId,
        first: u32,
        len: u32,
    },
    /// Storage that was never initialised (EDG fills with 0xDB; reading it is an error).
    Uninit,
    Void,
}

/// The arena of aggregate elements (no allocation per aggregate beyond this vector).
#[derive(Clone, Debug, Default)]
pub struct ValuePool {
    pub items: Vec<Value>,
}

impl ValuePool {
    pub fn alloc(&mut self, ty: TypeId, elems: &[Value]) -> Value {
        let first = self.items.len() as u32;
        self.items.extend_from_slice(elems);
        Value::Aggregate {
            ty,
            first,
            len: elems.len() as u32,
        }
    }

    pub fn elems(&self, v: &Value) -> &[Value] {
        match v {
            Value::Aggregate { first, len, .. } => {
                let lo = *first as usize;
                self.items.get(lo..lo + *len as usize).unwrap_or(&[])
            }
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use IntKind::*;

    const T: Target = Target::LP64;

    fn iv(k: IntKind, v: i128) -> IntValue {
        IntValue::from_i128(&T, k, v)
    }

    #[test]
    fn truncation_and_sign() {
        assert_eq!(iv(Int, -1).bits, 0xffff_ffff);
        assert_eq!(iv(Int, -1).to_i128(&T), -1);
        assert_eq!(iv(UInt, -1).to_i128(&T), 4294967295);
        assert_eq!(iv(Char, 200).to_i128(&T), -56, "plain char is signed on x86-64");
        let u = Target {
            char_signed: false,
            ..T
        };
        assert_eq!(IntValue::from_i128(&u, Char, 200).to_i128(&u), 200);
        assert_eq!(iv(Bool, 5).bits, 1);
        assert_eq!(iv(Int128, -5).to_i128(&T), -5);
        assert_eq!(iv(UInt128, -1).bits, u128::MAX);
    }

    #[test]
    fn int_max_plus_one_overflows_and_wraps() {
        let (r, issue) = int_binop(&T, BinOp::Add, iv(Int, 2147483647), iv(Int, 1));
        assert_eq!(r.to_i128(&T), -2147483648);
        assert_eq!(issue, Some(ArithIssue::Overflow));
        let (r, issue) = int_binop(&T, BinOp::Add, iv(UInt, 4294967295), iv(Int, 1));
        assert_eq!((r.bits, r.kind, issue), (0, UInt, None), "unsigned wraps silently");
    }

    #[test]
    fn usual_conversions_in_comparisons() {
        let (r, _) = int_binop(&T, BinOp::Lt, iv(Int, -1), iv(UInt, 0));
        assert_eq!(r.bits, 0, "-1 < 0u is false");
        let (r, _) = int_binop(&T, BinOp::Lt, iv(Long, -1), iv(UInt, 0));
        assert_eq!(r.bits, 1, "long holds every unsigned int");
        assert_eq!(r.kind, Bool);
    }

    #[test]
    fn promotions_in_arithmetic() {
        let (r, issue) = int_binop(&T, BinOp::Add, iv(UChar, 200), iv(UChar, 100));
        assert_eq!((r.to_i128(&T), r.kind, issue), (300, Int, None));
        let (r, _) = int_binop(&T, BinOp::Mul, iv(Short, 300), iv(Short, 300));
        assert_eq!((r.to_i128(&T), r.kind), (90000, Int));
        let (r, _) = int_unop(&T, UnOp::Neg, iv(UShort, 1));
        assert_eq!((r.to_i128(&T), r.kind), (-1, Int));
        let (r, _) = int_unop(&T, UnOp::Neg, iv(UInt, 1));
        assert_eq!((r.to_i128(&T), r.kind), (4294967295, UInt));
        let (r, _) = int_unop(&T, UnOp::BitNot, iv(UChar, 0));
        assert_eq!((r.to_i128(&T), r.kind), (-1, Int));
    }

    #[test]
    fn division_rules() {
        let (r, _) = int_binop(&T, BinOp::Div, iv(Int, -7), iv(Int, 2));
        assert_eq!(r.to_i128(&T), -3);
        let (r, _) = int_binop(&T, BinOp::Rem, iv(Int, -7), iv(Int, 2));
        assert_eq!(r.to_i128(&T), -1);
        let (_, issue) = int_binop(&T, BinOp::Div, iv(Int, 1), iv(Int, 0));
        assert_eq!(issue, Some(ArithIssue::DivByZero));
        let (_, issue) = int_binop(&T, BinOp::Div, iv(Int, i32::MIN as i128), iv(Int, -1));
        assert_eq!(issue, Some(ArithIssue::Overflow));
        let (r, issue) = int_binop(&T, BinOp::Div, iv(Int128, i128::MIN), iv(Int128, -1));
        assert_eq!((r.to_i128(&T), issue), (i128::MIN, Some(ArithIssue::Overflow)));
    }

    #[test]
    fn shifts() {
        let (r, issue) = int_binop(&T, BinOp::Shl, iv(UInt, 1), iv(Int, 31));
        assert_eq!((r.bits, issue), (1 << 31, None));
        let (r, issue) = int_binop(&T, BinOp::Shl, iv(Long, 1), iv(Int, 63));
        assert_eq!(
            (r.to_i128(&T), issue),
            (i64::MIN as i128, None),
            "representable in unsigned long"
        );
        let (_, issue) = int_binop(&T, BinOp::Shl, iv(Long, 2), iv(Int, 63));
        assert_eq!(issue, Some(ArithIssue::ShiftOverflow));
        let (_, issue) = int_binop(&T, BinOp::Shl, iv(Int, 1), iv(Int, 32));
        assert_eq!(issue, Some(ArithIssue::ShiftCount));
        let (_, issue) = int_binop(&T, BinOp::Shr, iv(Int, 1), iv(Int, -1));
        assert_eq!(issue, Some(ArithIssue::ShiftCount));
        let (r, _) = int_binop(&T, BinOp::Shr, iv(Short, -1), iv(Int, 1));
        assert_eq!((r.to_i128(&T), r.kind), (-1, Int), "arithmetic shift of promoted value");
        let (r, _) = int_binop(&T, BinOp::Shl, iv(Char, 1), iv(Long, 8));
        assert_eq!((r.to_i128(&T), r.kind), (256, Int), "result has the promoted left type");
    }

    #[test]
    fn conversions_report_loss() {
        let (v, lossy) = iv(Int, 300).convert(&T, UChar);
        assert_eq!((v.bits, lossy), (44, true));
        let (v, lossy) = iv(Int, -1).convert(&T, Long);
        assert_eq!((v.to_i128(&T), lossy), (-1, false));
        let (v, lossy) = iv(Int, -1).convert(&T, ULong);
        assert_eq!((v.bits, lossy), (u64::MAX as u128, true));
        let (v, lossy) = iv(Int, 7).convert(&T, Bool);
        assert_eq!((v.bits, lossy), (1, true));
    }

    #[test]
    fn floats() {
        let f = FloatValue::new(FloatKind::Float, 0.1);
        assert_eq!(f.v, 0.1f32 as f64);
        assert_eq!(f.to_int(&T, Int).unwrap().to_i128(&T), 0);
        assert_eq!(
            FloatValue::new(FloatKind::Double, -2.9)
                .to_int(&T, Int)
                .unwrap()
                .to_i128(&T),
            -2
        );
        assert!(FloatValue::new(FloatKind::Double, 1e20).to_int(&T, Int).is_none());
        assert!(FloatValue::new(FloatKind::Double, f64::NAN).to_int(&T, Long).is_none());
        assert_eq!(int_to_float(&T, iv(UInt, -1), FloatKind::Double).v, 4294967295.0);
        assert!(FloatValue::exact(FloatKind::LongDouble));
        assert!(!FloatValue::exact(FloatKind::Float128));
    }

    #[test]
    fn aggregates_live_in_a_pool() {
        let mut pool = ValuePool::default();
        let a = pool.alloc(TypeId(3), &[Value::Int(iv(Int, 1)), Value::Uninit]);
        assert_eq!(pool.elems(&a).len(), 2);
        assert_eq!(pool.elems(&Value::Void).len(), 0);
    }
}

//! GCC's type-generic floating-point classification builtins `__builtin_isnan`, `__builtin_isinf`,
//! `__builtin_isfinite`, `__builtin_isnormal` and `__builtin_signbit` (the ones `<cmath>` calls).
//!
//! cudafe++ 13.0.88 types them itself (probed, /tmp probes b1–b3 of the misc helper):
//! - exactly one argument, else "function call requires one argument" (#1809) at the `(`;
//! - the argument must have a real floating-point type (an integer, `bool`, enum, pointer or class —
//!   even one with a conversion to `double` — is #1810 at the `(`); the call is then erroneous;
//! - the result is an `int` prvalue, folded when the argument is constant: `static_assert(
//!   __builtin_isinf(1.0/0.0) == 1)` holds and a folded `0` is a null pointer constant
//!   (`int *p = __builtin_isnan(1.0f);` is accepted, `int *p = __builtin_isnan(x);` is not).
//!
//! `__builtin_fpclassify` and the comparison family (`__builtin_isgreater`, …) are, for EDG, implicitly
//! declared non-constexpr functions: see `lower/builtins_fp.rs`.
use super::consteval::FloatValue;
use super::expr::{Builtin, Expr, ExprKind, ValueCat};
use super::ids::ExprId;
use super::types::{FloatKind, IntKind, TypeKind};
use super::action::Sema;
use crate::diag::id;
use crate::source::{Offset, Span};

/// Which classification the builtin performs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FpTest {
    IsNan,
    IsInf,
    IsFinite,
    IsNormal,
    SignBit,
}

impl FpTest {
    pub fn from_name(name: &str) -> Option<FpTest> {
        Some(match name {
            "__builtin_isnan" => FpTest::IsNan,
            "__builtin_isinf" => FpTest::IsInf,
            "__builtin_isfinite" => FpTest::IsFinite,
            "__builtin_isnormal" => FpTest::IsNormal,
            "__builtin_signbit" => FpTest::SignBit,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            FpTest::IsNan => "__builtin_isnan",
            FpTest::IsInf => "__builtin_isinf",
            FpTest::IsFinite => "__builtin_isfinite",
            FpTest::IsNormal => "__builtin_isnormal",
            FpTest::SignBit => "__builtin_signbit",
        }
    }

    /// The folded result for a constant argument (GCC's values: 0 or 1; `signbit` is 1 for a set sign).
    pub fn apply(self, f: FloatValue) -> bool {
        if f.kind == FloatKind::LongDouble {
            // In the x87 format itself: `1e4000L` is finite, `1e-4000L` normal.
            let x = f.x;
            return match self {
                FpTest::IsNan => x.is_nan(),
                FpTest::IsInf => x.is_infinite(),
                FpTest::IsFinite => x.is_finite(),
                FpTest::SignBit => x.is_negative(),
                FpTest::IsNormal => x.is_normal(),
            };
        }
        let v = f.v;
        match self {
            FpTest::IsNan => v.is_nan(),
            FpTest::IsInf => v.is_infinite(),
            FpTest::IsFinite => v.is_finite(),
            FpTest::SignBit => v.is_sign_negative(),
            // Normal in the argument's own format (a `float` below FLT_MIN is subnormal).
            FpTest::IsNormal => {
                let min = match f.kind {
                    FloatKind::Float => f32::MIN_POSITIVE as f64,
                    FloatKind::Float16 => 6.103_515_625e-5,
                    FloatKind::BFloat16 => f32::MIN_POSITIVE as f64,
                    FloatKind::Double | FloatKind::LongDouble | FloatKind::Float128 => f64::MIN_POSITIVE,
                };
                v.is_finite() && v.abs() >= min
            }
        }
    }
}

impl<'a> Sema<'a> {
    /// `__builtin_isnan(x)` etc. (see the module doc); `lparen` is the offset of the call's `(`, where
    /// EDG puts its carets.
    pub fn build_fp_test(&mut self, which: FpTest, args: &[ExprId], span: Span, lparen: Offset) -> ExprId {
        if args.iter().any(|&a| self.is_error(a)) {
            return self.error_expr(span);
        }
        if args.len() != 1 {
            self.error(id::CALL_REQUIRES_ONE_ARGUMENT, lparen);
            return self.error_expr(span);
        }
        if self.expr(args[0]).flags & Expr::TYPE_DEPENDENT != 0 {
            return self.build_dependent(args, span, span.lo);
        }
        let v = self.default_conversion(args[0]);
        let t = self.ty_of(v);
        let t = self.il.types.unqualified(t);
        if !matches!(self.il.types.ckind(t), TypeKind::Float(_)) {
            self.error(id::CALL_REQUIRES_FLOATING_POINT_ARGUMENT, lparen);
            return self.error_expr(span);
        }
        let ty = self.il.types.int(IntKind::Int);
        let l = self.il.exprs.add_list(&[v]);
        let e = self.add(ExprKind::Builtin { which: Builtin::FpTest(which), args: l }, ty, ValueCat::PRValue, span, span.lo);
        if self.expr(v).flags & Expr::VALUE_DEPENDENT != 0 {
            self.mark(e, Expr::VALUE_DEPENDENT);
        }
        e
    }

    /// Whether `e` is a classification builtin that folds to 0 (EDG treats it as a null pointer
    /// constant, like a literal `0`).
    pub fn is_folded_zero_fp_test(&self, e: ExprId) -> bool {
        self.fp_test_value(e) == Some(false)
    }

    /// The folded value of a classification builtin `e` (None when it is not one or does not fold).
    pub fn fp_test_value(&self, e: ExprId) -> Option<bool> {
        let n = self.expr(e);
        if !matches!(n.kind, ExprKind::Builtin { which: Builtin::FpTest(_), .. }) || n.is_dependent() {
            return None;
        }
        let mut ev = super::eval::Evaluator::new(self.il);
        match ev.eval(e) {
            Ok(super::consteval::Value::Int(i)) => Some(i.bits != 0),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fv(v: f64, kind: FloatKind) -> FloatValue {
        FloatValue::new(kind, v)
    }

    #[test]
    fn folding() {
        assert!(FpTest::IsNan.apply(fv(f64::NAN, FloatKind::Double)));
        assert!(!FpTest::IsNan.apply(fv(1.0, FloatKind::Double)));
        assert!(FpTest::IsInf.apply(fv(f64::NEG_INFINITY, FloatKind::Float)));
        assert!(FpTest::SignBit.apply(fv(-0.0, FloatKind::Double)));
        assert!(!FpTest::IsFinite.apply(fv(f64::INFINITY, FloatKind::Double)));
        // 1e-40 is subnormal as a float but normal as a double.
        assert!(!FpTest::IsNormal.apply(fv(1e-40, FloatKind::Float)));
        assert!(FpTest::IsNormal.apply(fv(1e-40, FloatKind::Double)));
        assert_eq!(FpTest::from_name("__builtin_signbit").map(FpTest::name), Some("__builtin_signbit"));
    }
}

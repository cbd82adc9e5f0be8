//! The checks cudafe++ makes on calls of the `__wgmma_mma_async_{f16,bf16,tf32,f8}` builtins (Hopper
//! warp-group MMA, 20272-20276).
//!
//! EDG knows these names itself (no header declares them). Everything here was probed against cudafe++
//! 13.0.88 (corpus/wgmma-s10):
//! - each is `void name(unsigned m, unsigned n, unsigned k, bool × B, void *, ...)` with B = 6 (f16, f8),
//!   5 (bf16), 3 (tf32) (the reference prints that type for `int x = __wgmma_mma_async_f16;`); the
//!   arguments get the ordinary conversions first (their errors come before these checks);
//! - the checks run in host and device code alike, whatever `-arch` says (20271 "only available for
//!   sm_90a" is never emitted), and in a template only at instantiation;
//! - in this order: every named `unsigned`/`bool` argument that is not a constant → 20272 at that
//!   argument; then fewer than two variadic arguments → 20273 at the callee name, and nothing else; the
//!   first variadic argument ('A') not of type pointer to (cv) `void` or `unsigned long long` → 20274 at
//!   it; the second ('B') not `unsigned long long` → 20275 at it (types after dropping references and
//!   top-level cv; `unsigned long` — i.e. `uint64_t` — is not `unsigned long long`); then the shape
//!   `m%un%uk%u` (values converted to `unsigned int`) unless m = 64, n a multiple of 8 in 8..=256 and
//!   k = 16 (f16, bf16), 8 (tf32) or 32 (f8) → 20276 at the first argument;
//! - more than two variadic arguments are accepted silently;
//! - a non-constant m, n or k makes the reference crash after 20272 (exit 139): not modelled (the caller
//!   records a gap), as are arguments whose constness the caller cannot tell.
use super::CudaDiag;
use crate::diag::{id, Arg as DiagArg, Severity};
use crate::source::Offset;

/// One `__wgmma_mma_async_*` builtin.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Variant {
    F16,
    Bf16,
    Tf32,
    F8,
}

impl Variant {
    pub fn from_name(name: &str) -> Option<Variant> {
        Some(match name {
            "__wgmma_mma_async_f16" => Variant::F16,
            "__wgmma_mma_async_bf16" => Variant::Bf16,
            "__wgmma_mma_async_tf32" => Variant::Tf32,
            "__wgmma_mma_async_f8" => Variant::F8,
            _ => return None,
        })
    }

    /// The number of `bool` parameters after `m, n, k`.
    pub fn bools(self) -> usize {
        match self {
            Variant::F16 | Variant::F8 => 6,
            Variant::Bf16 => 5,
            Variant::Tf32 => 3,
        }
    }

    /// The number of named parameters: `m, n, k`, the bools and the `void *`.
    pub fn named(self) -> usize {
        3 + self.bools() + 1
    }

    /// The only `k` the builtin accepts.
    fn k(self) -> u32 {
        match self {
            Variant::F16 | Variant::Bf16 => 16,
            Variant::Tf32 => 8,
            Variant::F8 => 32,
        }
    }
}

/// What the caller knows of one named `unsigned`/`bool` argument.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Value {
    /// A constant, converted to the parameter's type (`unsigned int` or `bool` as 0/1).
    Const(u32),
    /// Not a constant expression.
    NotConst,
}

/// The type class of an 'A' / 'B' argument.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Operand {
    VoidPointer,
    UnsignedLongLong,
    Other,
}

/// A call's arguments as the checks see them.
pub struct Call<'a> {
    pub variant: Variant,
    /// Where the callee name starts (20273).
    pub callee_at: Offset,
    /// The `unsigned` and `bool` arguments (`m, n, k`, then the bools) with their positions.
    pub values: &'a [(Value, Offset)],
    /// The variadic arguments after the `void *` (A, B, …) with their positions.
    pub operands: &'a [(Operand, Offset)],
}

/// The diagnostics of a call, in the reference's order; None when the reference's behaviour is not
/// modelled (a non-constant `m`, `n` or `k`, which crashes it).
pub fn check(c: &Call) -> Option<Vec<CudaDiag>> {
    let d = |tag, at| CudaDiag::new(Severity::DiscretionaryError, tag, at);
    if c.values.len() != 3 + c.variant.bools() {
        return None;
    }
    if c.values[..3].iter().any(|(v, _)| *v == Value::NotConst) {
        return None;
    }
    let mut out: Vec<CudaDiag> = c
        .values
        .iter()
        .filter(|(v, _)| *v == Value::NotConst)
        .map(|&(_, at)| d(id::WGMMA_MMA_ASYNC_NONCONSTANT_ARG, at))
        .collect();
    let [(a, a_at), (b, b_at), ..] = c.operands else {
        out.push(d(id::WGMMA_MMA_ASYNC_MISSING_ARGS, c.callee_at));
        return Some(out);
    };
    if *a == Operand::Other {
        out.push(d(id::WGMMA_MMA_ASYNC_BAD_A_TYPE, *a_at));
    }
    if *b != Operand::UnsignedLongLong {
        out.push(d(id::WGMMA_MMA_ASYNC_BAD_B_TYPE, *b_at));
    }
    let shape = |i: usize| match c.values[i].0 {
        Value::Const(v) => v,
        Value::NotConst => 0,
    };
    let (m, n, k) = (shape(0), shape(1), shape(2));
    if !(m == 64 && n % 8 == 0 && (8..=256).contains(&n) && k == c.variant.k()) {
        let text = format!("m{m}n{n}k{k}");
        out.push(d(id::WGMMA_MMA_ASYNC_BAD_SHAPE, c.values[0].1).arg(DiagArg::Str(text)));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Operand::*;
    use Value::*;

    fn run(v: Variant, values: &[u32], not_const: &[usize], ops: &[Operand]) -> Option<Vec<(String, Offset)>> {
        let values: Vec<(Value, Offset)> =
            values.iter().enumerate().map(|(i, &x)| (if not_const.contains(&i) { NotConst } else { Const(x) }, i as Offset + 10)).collect();
        let ops: Vec<(Operand, Offset)> = ops.iter().enumerate().map(|(i, &o)| (o, i as Offset + 100)).collect();
        let r = check(&Call { variant: v, callee_at: 1, values: &values, operands: &ops })?;
        Some(r.into_iter().map(|d| (d.text(), d.at)).collect())
    }
    const F16: [u32; 9] = [64, 8, 16, 0, 0, 0, 0, 0, 0];

    #[test]
    fn a_valid_call_has_no_diagnostics() {
        assert_eq!(run(Variant::F16, &F16, &[], &[VoidPointer, UnsignedLongLong]), Some(vec![]));
        assert_eq!(run(Variant::F16, &F16, &[], &[UnsignedLongLong, UnsignedLongLong, Other]), Some(vec![]));
        assert_eq!(run(Variant::Tf32, &[64, 256, 8, 1, 0, 1], &[], &[VoidPointer, UnsignedLongLong]), Some(vec![]));
        assert_eq!(run(Variant::F8, &[64, 136, 32, 0, 0, 0, 0, 0, 0], &[], &[VoidPointer, UnsignedLongLong]), Some(vec![]));
    }

    #[test]
    fn probed_order_nonconstant_then_operands_then_shape() {
        // c_or1: __wgmma_mma_async_f16(65,8,16,i,0,0,0,0,0,d,d,1)
        let r = run(Variant::F16, &[65, 8, 16, 0, 0, 0, 0, 0, 0], &[3], &[Other, Other]).unwrap();
        let texts: Vec<&str> = r.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(
            texts,
            [
                "Non-constant argument to __wgmma_mma_async call",
                "'A' argument must have void* or unsigned long long type",
                "'B' argument must be unsigned long long type",
                "The shape m65n8k16 is not supported for __wgmma_mma_async builtin",
            ]
        );
        assert_eq!(r.iter().map(|x| x.1).collect::<Vec<_>>(), [13, 100, 101, 10]);
    }

    #[test]
    fn missing_operands_stop_the_checks() {
        let r = run(Variant::F16, &[65, 8, 16, 0, 0, 0, 0, 0, 0], &[3, 8], &[Other]).unwrap();
        assert_eq!(r.len(), 3);
        assert_eq!(r[2], ("The 'A' or 'B' argument to __wgmma_mma_async call is missing".to_string(), 1));
    }

    #[test]
    fn shapes() {
        let bad = |v, m, n, k| run(v, &[m, n, k, 0, 0, 0, 0, 0, 0][..3 + Variant::bools(v)], &[], &[VoidPointer, UnsignedLongLong]).unwrap().len() == 1;
        for n in [8, 16, 24, 120, 136, 248, 256] {
            assert!(!bad(Variant::F16, 64, n, 16), "{n}");
        }
        for n in [0, 4, 12, 264] {
            assert!(bad(Variant::F16, 64, n, 16), "{n}");
        }
        assert!(bad(Variant::F16, 128, 8, 16));
        assert!(bad(Variant::Tf32, 64, 8, 16));
        assert!(!bad(Variant::Tf32, 64, 8, 8));
        assert!(bad(Variant::F8, 64, 8, 16));
        assert!(!bad(Variant::Bf16, 64, 8, 16));
        let r = run(Variant::F16, &[64, 4294967288, 16, 0, 0, 0, 0, 0, 0], &[], &[VoidPointer, UnsignedLongLong]).unwrap();
        assert_eq!(r[0].0, "The shape m64n4294967288k16 is not supported for __wgmma_mma_async builtin");
    }

    #[test]
    fn nonconstant_shape_or_wrong_arity_is_not_modelled() {
        assert_eq!(run(Variant::F16, &F16, &[0], &[VoidPointer, UnsignedLongLong]), None);
        assert_eq!(run(Variant::F16, &F16[..8], &[], &[VoidPointer, UnsignedLongLong]), None);
    }
}

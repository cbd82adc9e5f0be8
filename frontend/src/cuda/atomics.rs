//! The checks cudafe++ makes on calls of the `__nv_atomic_*` builtins (the CUDA 12.8+ atomics API).
//!
//! EDG knows these names itself (they are not declared in the headers; the `__NV_ATOMIC_*` /
//! `__NV_THREAD_SCOPE_*` names are enumerators of two unnamed enums of `cuda_runtime.h`). Everything
//! here was probed against cudafe++ 13.0.88 (corpus/cuda/atomics, corpus/atomics2); combinations whose
//! outcome was not probed answer `None` so the caller records a gap:
//! - every diagnostic points at the first argument (at the `)` of an empty argument list);
//! - a call outside a device function gives only 20296, whatever else is wrong with it;
//! - the memory order must be a constant in 0..=5, the scope in 0..=4 (else 20289 / 20290); a
//!   non-constant one is 20298 / 20297 (both non-constant: not stable, a gap);
//! - the element type decides the rest (sizes, integral-only forms, floating-point restrictions);
//! - a call with any of these errors has type `void` (secondary "a value of type void ..." errors).
use crate::diag::{id, DiagId};

/// The operation a builtin name stands for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Op {
    Fetch(Fetch),
    LoadN,
    StoreN,
    ExchangeN,
    CompareExchangeN,
    /// Generic `__nv_atomic_load(p, out, order, scope)`.
    Load,
    /// Generic `__nv_atomic_store(p, in, order, scope)`.
    Store,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fetch {
    Add,
    Sub,
    And,
    Or,
    Xor,
    Max,
    Min,
}

impl Op {
    /// The operation of a builtin name (None: a name cufe does not model).
    pub fn from_name(name: &str) -> Option<Op> {
        let rest = name.strip_prefix("__nv_atomic_")?;
        Some(match rest {
            "fetch_add" => Op::Fetch(Fetch::Add),
            "fetch_sub" => Op::Fetch(Fetch::Sub),
            "fetch_and" => Op::Fetch(Fetch::And),
            "fetch_or" => Op::Fetch(Fetch::Or),
            "fetch_xor" => Op::Fetch(Fetch::Xor),
            "fetch_max" => Op::Fetch(Fetch::Max),
            "fetch_min" => Op::Fetch(Fetch::Min),
            "load_n" => Op::LoadN,
            "store_n" => Op::StoreN,
            "exchange_n" => Op::ExchangeN,
            "compare_exchange_n" => Op::CompareExchangeN,
            "load" => Op::Load,
            "store" => Op::Store,
            _ => return None,
        })
    }

    /// The number of arguments of a well-formed call.
    pub fn arity(self) -> usize {
        match self {
            Op::LoadN => 3,
            Op::CompareExchangeN => 7,
            _ => 4,
        }
    }

    /// The argument positions of the memory order(s) and of the scope.
    pub fn order_scope(self) -> (&'static [usize], usize) {
        match self {
            Op::LoadN => (&[1], 2),
            Op::CompareExchangeN => (&[4, 5], 6),
            _ => (&[2], 3),
        }
    }

    /// Loads and stores restrict the memory order (20299/20300, not probed yet: a gap).
    pub fn order_restricted(self, order: i128) -> bool {
        match self {
            Op::LoadN | Op::Load => order == 3 || order == 4,
            Op::StoreN | Op::Store => order == 1 || order == 2 || order == 4,
            _ => false,
        }
    }
}

/// What the first argument points to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Elem {
    /// A (non-bool) integer type of `size` bytes.
    Int { size: u64, signed: bool },
    /// `float` or `double`.
    Float { size: u64 },
    /// A class type of `size` bytes.
    Class { size: u64 },
}

/// The type diagnostic of `op` on `elem`: Some(None) clean, Some(Some(tag)) one error, None not probed.
pub fn type_rule(op: Op, elem: Elem) -> Option<Option<DiagId>> {
    use Elem::*;
    let err = |t: DiagId| Some(Some(t));
    match (op, elem) {
        (_, Int { size: 16, .. }) => None,
        (Op::Fetch(f), Int { size, signed }) => match size {
            4 => Some(None),
            8 if signed && matches!(f, Fetch::Add | Fetch::Sub) => err(id::INVALID_NV_ATOMIC_OPERATION_ADD_SUB_SIZE),
            8 => Some(None),
            _ => err(id::INVALID_NV_ATOMIC_OPERATION_SIZE),
        },
        (Op::Fetch(f), Float { size: 4 | 8 }) => match f {
            Fetch::Add | Fetch::Sub => Some(None),
            Fetch::Max | Fetch::Min => err(id::INVALID_NV_ATOMIC_OPERATION_MAX_MIN_FLOAT),
            Fetch::And | Fetch::Or | Fetch::Xor => err(id::FLOATING_TYPE_FOR_LOGICAL_ATOMIC_OPERATION),
        },
        (Op::Fetch(Fetch::Add), Class { .. }) => err(id::BAD_TYPE_FOR_NV_SYNC_FUNCTION),
        (Op::LoadN | Op::StoreN, Int { .. }) => Some(None),
        (Op::ExchangeN, Int { size, .. }) => match size {
            4 | 8 => Some(None),
            _ => err(id::INVALID_NV_ATOMIC_EXCH_SIZE),
        },
        (Op::CompareExchangeN, Int { size, .. }) => match size {
            2 | 4 | 8 => Some(None),
            _ => err(id::INVALID_NV_ATOMIC_CAS_SIZE),
        },
        (Op::LoadN | Op::StoreN | Op::ExchangeN | Op::CompareExchangeN, Float { size: 4 | 8 }) => {
            err(id::NON_INTEGRAL_TYPE_FOR_NON_GENERIC_NV_ATOMIC_FUNCTION)
        }
        (Op::Load | Op::Store, Class { size }) if !matches!(size, 1 | 2 | 4 | 8 | 16) => {
            err(id::INVALID_DATA_SIZE_FOR_NV_ATOMIC_GENERIC_FUNCTION)
        }
        // Probed (corpus/cuda-s5/nv_atomic_valid_ok.cu): the generic forms accept classes of 1, 2, 4, 8
        // or 16 bytes and integer, float and double objects.
        (Op::Load | Op::Store, Class { .. } | Int { .. } | Float { size: 4 | 8 }) => Some(None),
        _ => None,
    }
}

/// A memory-order or scope argument: its constant value, or not a constant.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arg {
    Const(i128),
    NotConst,
}

/// The diagnostics of the order and scope arguments, in the reference's order; None when not probed.
pub fn order_scope_rule(orders: &[Arg], scope: Arg) -> Option<Vec<DiagId>> {
    let order_ok = |v: i128| (0..=5).contains(&v);
    let scope_ok = |v: i128| (0..=4).contains(&v);
    let [order] = orders else {
        // compare_exchange_n: only the all-valid case is modelled.
        let all = orders.iter().all(|o| matches!(o, Arg::Const(v) if order_ok(*v)));
        return (all && matches!(scope, Arg::Const(v) if scope_ok(v))).then(Vec::new);
    };
    Some(match (*order, scope) {
        (Arg::Const(o), Arg::Const(s)) => {
            let mut v = Vec::new();
            if !order_ok(o) {
                v.push(id::INVALID_NV_ATOMIC_MEMORY_ORDER_VALUE);
            }
            if !scope_ok(s) {
                v.push(id::INVALID_NV_ATOMIC_THREAD_SCOPE_VALUE);
            }
            v
        }
        (Arg::NotConst, Arg::Const(s)) if scope_ok(s) => vec![id::NV_ATOMIC_OPERATION_ORDER_NOT_CONSTANT_INT],
        (Arg::Const(o), Arg::NotConst) if order_ok(o) => vec![id::NV_ATOMIC_OPERATION_SCOPE_NOT_CONSTANT_INT],
        // Both non-constant: 20298, 20297 and sometimes 20290 (probed: `fetch_add(p, 1, o, o)` gave
        // it in one file, `fetch_and(p, 1, o, o)` not in another): not modelled.
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_shapes() {
        assert_eq!(Op::from_name("__nv_atomic_fetch_sub"), Some(Op::Fetch(Fetch::Sub)));
        assert_eq!(Op::from_name("__nv_atomic_foo"), None);
        assert_eq!(Op::from_name("fetch_add"), None);
        assert_eq!(Op::CompareExchangeN.arity(), 7);
        assert_eq!(Op::LoadN.order_scope(), (&[1usize][..], 2));
    }

    #[test]
    fn element_types() {
        let int = |size, signed| Elem::Int { size, signed };
        assert_eq!(type_rule(Op::Fetch(Fetch::Add), int(4, true)), Some(None));
        assert_eq!(type_rule(Op::Fetch(Fetch::Sub), int(8, true)), Some(Some(id::INVALID_NV_ATOMIC_OPERATION_ADD_SUB_SIZE)));
        assert_eq!(type_rule(Op::Fetch(Fetch::Max), int(8, true)), Some(None));
        assert_eq!(type_rule(Op::Fetch(Fetch::Max), int(2, true)), Some(Some(id::INVALID_NV_ATOMIC_OPERATION_SIZE)));
        assert_eq!(type_rule(Op::Fetch(Fetch::Or), Elem::Float { size: 4 }), Some(Some(id::FLOATING_TYPE_FOR_LOGICAL_ATOMIC_OPERATION)));
        assert_eq!(type_rule(Op::CompareExchangeN, int(1, true)), Some(Some(id::INVALID_NV_ATOMIC_CAS_SIZE)));
        assert_eq!(type_rule(Op::CompareExchangeN, int(2, true)), Some(None));
        assert_eq!(type_rule(Op::ExchangeN, int(2, true)), Some(Some(id::INVALID_NV_ATOMIC_EXCH_SIZE)));
        assert_eq!(type_rule(Op::Load, Elem::Class { size: 12 }), Some(Some(id::INVALID_DATA_SIZE_FOR_NV_ATOMIC_GENERIC_FUNCTION)));
        assert_eq!(type_rule(Op::Load, Elem::Class { size: 8 }), Some(None));
        assert_eq!(type_rule(Op::Store, Elem::Float { size: 4 }), Some(None));
        assert_eq!(type_rule(Op::Fetch(Fetch::Add), int(16, false)), None);
    }

    #[test]
    fn orders_and_scopes() {
        use Arg::*;
        assert_eq!(order_scope_rule(&[Const(5)], Const(4)), Some(vec![]));
        assert_eq!(
            order_scope_rule(&[Const(6)], Const(5)),
            Some(vec![id::INVALID_NV_ATOMIC_MEMORY_ORDER_VALUE, id::INVALID_NV_ATOMIC_THREAD_SCOPE_VALUE])
        );
        assert_eq!(order_scope_rule(&[NotConst], Const(3)), Some(vec![id::NV_ATOMIC_OPERATION_ORDER_NOT_CONSTANT_INT]));
        assert_eq!(order_scope_rule(&[NotConst], Const(9)), None);
        assert_eq!(order_scope_rule(&[NotConst], NotConst), None);
        assert_eq!(order_scope_rule(&[Const(0), Const(0)], Const(0)), Some(vec![]));
        assert_eq!(order_scope_rule(&[Const(0), Const(9)], Const(0)), None);
    }
}

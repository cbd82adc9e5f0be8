//! Execution-space matrix for virtual overrides (G §3.11, probes o1/g3). All six are hard errors at the
//! overriding function's name: `execution space mismatch: overridden entity (function "BH::f") is a
//! __host__ function, but overriding entity (function "H_D::f") is a __device__ function`.
//!
//! | overridden \ overriding | H (incl. implicit) | D | HD |
//! |---|---|---|---|
//! | H  | ok    | 3542 | 3543 |
//! | D  | 3545  | ok   | 3544 |
//! | HD | 3546  | 3547 | ok   |
//!
//! An explicit `__host__` is the same as none; implicitly declared destructors are exempt, `= default` ones
//! are not; `constexpr` overrides are not exempt (treated as host).

use super::CudaDiag;
use crate::diag::{id, Arg, DiagId, Severity};
use crate::sema::entities::{ExecSpace, FunctionData, Space};
use crate::sema::ids::EntityId;
use crate::sema::il::Il;
use crate::sema::printing::Printer;
use crate::source::Offset;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Col {
    H,
    D,
    Hd,
}

fn col(e: ExecSpace) -> Option<Col> {
    // Implicit-HD marks do not count: an implicitly declared member is exempt anyway, and a constexpr
    // override is host [verified o1 VD4].
    match ExecSpace(e.0 & !ExecSpace::IMPLICIT_HD).space() {
        Space::ImplicitHost | Space::Host => Some(Col::H),
        Space::Device => Some(Col::D),
        Space::HostDevice => Some(Col::Hd),
        Space::Global => None,
    }
}

/// The matrix itself: `None` = compatible.
pub fn mismatch(overridden: ExecSpace, overriding: ExecSpace) -> Option<DiagId> {
    Some(match (col(overridden)?, col(overriding)?) {
        (Col::H, Col::D) => id::VFUNC_INCOMPAT_EXEC_H_D,
        (Col::H, Col::Hd) => id::VFUNC_INCOMPAT_EXEC_H_HD,
        (Col::D, Col::Hd) => id::VFUNC_INCOMPAT_EXEC_D_HD,
        (Col::D, Col::H) => id::VFUNC_INCOMPAT_EXEC_D_H,
        (Col::Hd, Col::H) => id::VFUNC_INCOMPAT_EXEC_HD_H,
        (Col::Hd, Col::D) => id::VFUNC_INCOMPAT_EXEC_HD_D,
        _ => return None,
    })
}

/// `overriding` (declared at `at`, its name) overrides `overridden`. Call once per overridden function.
pub fn check_override(il: &Il, overridden: EntityId, overriding: EntityId, at: Offset) -> Vec<CudaDiag> {
    let (Some(base), Some(der)) = (il.entities.get(overridden), il.entities.get(overriding)) else {
        return Vec::new();
    };
    if der.function().map(|d| d.has(FunctionData::IMPLICIT)).unwrap_or(true) {
        return Vec::new();
    }
    let Some(did) = mismatch(base.exec, der.exec) else {
        return Vec::new();
    };
    let p = Printer::new(il);
    vec![CudaDiag::new(Severity::Error, did, at)
        .arg(Arg::Entity {
            kind: "function".into(),
            name: p.qualified_name(overridden),
        })
        .arg(Arg::Entity {
            kind: "function".into(),
            name: p.qualified_name(overriding),
        })]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cuda::testutil::*;

    #[test]
    fn matrix() {
        let e = |b| ExecSpace(b);
        assert_eq!(mismatch(e(0), e(D)), Some(id::VFUNC_INCOMPAT_EXEC_H_D));
        assert_eq!(mismatch(e(H), e(HD)), Some(id::VFUNC_INCOMPAT_EXEC_H_HD));
        assert_eq!(mismatch(e(D), e(HD)), Some(id::VFUNC_INCOMPAT_EXEC_D_HD));
        assert_eq!(mismatch(e(D), e(0)), Some(id::VFUNC_INCOMPAT_EXEC_D_H));
        assert_eq!(mismatch(e(HD), e(H)), Some(id::VFUNC_INCOMPAT_EXEC_HD_H));
        assert_eq!(mismatch(e(HD), e(D)), Some(id::VFUNC_INCOMPAT_EXEC_HD_D));
        assert_eq!(mismatch(e(0), e(H)), None);
        assert_eq!(mismatch(e(D), e(D)), None);
        assert_eq!(mismatch(e(HD), e(HD)), None);
        assert_eq!(
            mismatch(e(D), e(ExecSpace::IMPLICIT_HD)),
            Some(id::VFUNC_INCOMPAT_EXEC_D_H)
        );
    }

    #[test]
    fn message_and_exemptions() {
        let mut il = il();
        let (_, bf) = class_with_member(&mut il, "BH", "f", FunctionData::VIRTUAL, 0);
        let (_, df) = class_with_member(&mut il, "H_D", "f", FunctionData::OVERRIDE, D);
        let d = check_override(&il, bf, df, 4);
        assert_eq!((d[0].severity, d[0].at), (Severity::Error, 4));
        assert_eq!(
            d[0].text(),
            "execution space mismatch: overridden entity (function \"BH::f\") is a __host__ function, but overriding entity (function \"H_D::f\") is a __device__ function"
        );
        let (_, imp) = class_with_member(&mut il, "VD2", "~VD2", FunctionData::IMPLICIT, 0);
        let (_, vd) = class_with_member(&mut il, "VD", "~VD", FunctionData::VIRTUAL, D);
        assert!(check_override(&il, vd, imp, 4).is_empty());
        let (_, dflt) = class_with_member(&mut il, "VD3", "~VD3", FunctionData::DEFAULTED, 0);
        assert_eq!(check_override(&il, vd, dflt, 4)[0].id, id::VFUNC_INCOMPAT_EXEC_D_H);
    }
}
